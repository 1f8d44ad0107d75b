import type { Browser } from '@playwright/test';
import { callApi, DESKTOP, expect, MOBILE, signIn, signInAsNewViewer, test } from './support/fixtures';

/*
 * The admin audit log (/admin/audit): the admin sets a throwaway viewer's balance 55 times through the
 * API, then finds exactly those rows by target id and action, pages past the first 50 with Older
 * entries, and downloads the CSV of the same filters. Other specs write audit rows at the same time,
 * so every check is scoped to this viewer's id.
 */

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
  ['desktop', DESKTOP],
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
    await signIn(page, 'admin');
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
    await expect(rows.first()).toContainText(/balance: \d+ → \d+/);
    await expect(rows.first()).toContainText('DemoAdmin');
    await page.getByRole('button', { name: 'Older entries' }).click();
    await expect(rows).toHaveCount(55);
    await expect(page.getByRole('button', { name: 'Older entries' })).toHaveCount(0);
    // Exactly one row changed the throwaway viewer's starting balance. Not necessarily the oldest: a
    // row's time is its transaction's start, and of 11 concurrent adjustments the first to start may
    // wait for the row lock and apply later.
    await expect(rows.filter({ hasText: /balance: 10000 → \d+/ })).toHaveCount(1);

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

    // No page wider than the screen (the table scrolls inside its own region).
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`audit-${label}.png`), fullPage: false });
  });
}
