import type { Browser } from '@playwright/test';
import type { Page } from '@playwright/test';
import { callApi, expect, MOBILE, signInAs, signInAsNewViewer, test } from './support/fixtures';
import { lockLiveHunt } from './support/live-hunt-lock';

/*
 * The admin audit log (/admin/audit): the admin sets a throwaway viewer's balance 55 times through the
 * API, then finds exactly those rows by target id and action, pages past the first 50 with Older
 * entries, and downloads the CSV of the same filters. Other specs write audit rows at the same time,
 * so every check is scoped to this viewer's id. A second test finishes a live hunt of known figures and
 * reads its rows: money as dollars, only what changed, the page no wider than the screen (1366 px
 * beside the admin menu, and 390 px), the day filters typed dd/mm/yyyy on Lisbon's calendar.
 */

/** The wide screen of the issue: a 1366 px laptop. */
const LAPTOP = { width: 1366, height: 900 };

/** Neither the page nor the table's own region scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  const region = page.getByRole('region', { name: 'Audit log entries' });
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
}

/** Today on Lisbon's calendar as the filters take it: dd/mm/yyyy. */
const lisbonToday = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Lisbon',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

test.describe.configure({ timeout: 180_000 });

async function viewerId(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'age', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/');
  await signInAsNewViewer(page);
  const me = await callApi<{ _id: string }>(page, 'GET', '/users/me');
  await context.close();
  return me._id;
}

for (const [label, viewport] of [
  ['1366x900', LAPTOP],
  ['390x844', MOBILE],
] as const) {
  test(`an admin filters the audit log, pages with Older entries and exports the CSV (${label})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const target = await viewerId(browser, baseURL!);
    await page.goto('/');
    await signInAs(page, 'admin');
    // In batches of 11 (the row lock orders each batch; the checks below do not depend on that order).
    for (let batch = 0; batch < 5; batch++)
      await Promise.all(
        Array.from({ length: 11 }, (_, i) =>
          callApi(page, 'PUT', '/points', { id: target, points: 1001 + batch * 11 + i }),
        ),
      );

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();

    await page.getByLabel('Target id').fill(target);
    await page.getByLabel('Action').selectOption('points.set');
    await page.getByRole('button', { name: 'Apply' }).click();
    const rows = page.getByTestId('audit-row');
    await expect(rows).toHaveCount(50);
    // Each row: the action, the balance before and after, the admin.
    await expect(rows.first()).toContainText('points.set');
    // Points as points: 1,001 to 1,055, with the thousands separator.
    await expect(rows.first()).toContainText(/balance: [\d,]+ → 1,0\d\d/);
    await expect(rows.first()).toContainText('DemoAdmin');
    await page.getByRole('button', { name: 'Older entries' }).click();
    await expect(rows).toHaveCount(55);
    await expect(page.getByRole('button', { name: 'Older entries' })).toHaveCount(0);
    // Exactly one row changed the throwaway viewer's starting balance. Not necessarily the oldest: a
    // row's time is its transaction's start, and of 11 concurrent adjustments the first to start may
    // wait for the row lock and apply later.
    await expect(rows.filter({ hasText: /balance: 10,000 → 1,0\d\d/ })).toHaveCount(1);

    // The export link carries the filters; the CSV has the header and the 55 rows.
    const href = await page.getByTestId('audit-export').getAttribute('href');
    expect(href).toContain(`targetId=${target}`);
    expect(href).toContain('action=points.set');
    const csv = await page.request.get(new URL(href!, page.url()).toString());
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split(/\r\n/);
    expect(lines[0]).toBe(
      'time,actor_id,actor_name,actor_role,action,target_type,target_id,target_label,before,after,request_id,ip',
    );
    expect(lines).toHaveLength(56);

    // No page wider than the screen, and no table wider than its place either.
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`audit-${label}.png`), fullPage: false });
  });
}

for (const [label, viewport] of [
  ['1366x900', LAPTOP],
  ['390x844', MOBILE],
] as const) {
  test(`the audit log shows a live hunt's money in dollars, only what changed, and filters by dd/mm/yyyy Lisbon days (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await signInAs(page, 'admin');
    // A hunt of known figures: start $1,112.20, one bonus bet $2.50 then $3.00, won $1,112.20.
    let huntId: string;
    const unlock = await lockLiveHunt();
    try {
      await callApi(page, 'POST', '/admin/live-hunt/cancel').catch(() => {});
      huntId = (await callApi<{ _id: string }>(page, 'POST', '/admin/live-hunt', { start: 111_220 }))._id;
      const added = await callApi<{ bonus: { _id: string }[] }>(page, 'POST', '/admin/live-hunt/bonuses', {
        slot: { name: 'Audit Gates', provider: 'E2E Games' },
        bet: 250,
      });
      const bonusId = added.bonus.at(-1)!._id;
      await callApi(page, 'PATCH', `/admin/live-hunt/bonuses/${bonusId}`, { bet: 300 });
      await callApi(page, 'PATCH', `/admin/live-hunt/bonuses/${bonusId}`, { earning: 111_220 });
      await callApi(page, 'POST', '/admin/live-hunt/finish');
    } finally {
      unlock();
    }

    await page.goto('/admin/audit');
    await page.getByLabel('Target id').fill(huntId);
    // The day filters are text in the page's day order, never the browser's mm/dd/yyyy date picker.
    const from = page.getByLabel('From (Lisbon day)');
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(await from.evaluate((el) => (el as HTMLInputElement).type)).toBe('text');
    await from.fill('11/23/2026');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Enter a day as dd/mm/yyyy, e.g. 23/11/2026.')).toBeVisible();
    await from.fill(lisbonToday());
    await page.getByLabel('To (Lisbon day, included)').fill(lisbonToday());
    await page.getByRole('button', { name: 'Apply' }).click();

    const rows = page.getByTestId('audit-row');
    await expect(rows).toHaveCount(5);
    const row = (action: string) => rows.and(page.locator(`[data-action="${action}"]`));
    await expect(row('live_hunt.create')).toContainText('start: $1,112.20');
    await expect(row('live_hunt.bonus.add')).toContainText('bet: $2.50');
    await expect(row('live_hunt.finish')).toContainText('finalBalance: $1,112.20');
    await expect(row('live_hunt.finish')).not.toContainText('111220');
    // The two edits: each lists its one changed field, never the bonus's id as "X → X".
    const edits = row('live_hunt.bonus.update');
    await expect(edits).toHaveCount(2);
    await expect(edits.filter({ hasText: 'bet: $2.50 → $3.00' }).getByTestId('audit-change')).toHaveCount(1);
    await expect(edits.filter({ hasText: 'earning: none → $1,112.20' }).getByTestId('audit-change')).toHaveCount(1);
    // The target names the hunt and the bonus edited (its slot and id).
    await expect(edits.first().getByTestId('audit-target')).toContainText(/^Bonus Hunt #\d+ · Audit Gates \(/);
    await expect(edits.filter({ hasText: 'bonusId' })).toHaveCount(0);

    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`audit-money-${label}.png`), fullPage: true });
  });
}
