import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, MOBILE, callApi, expect, signInAs, test } from './support/fixtures';
import { lockLiveHunt } from './support/live-hunt-lock';

/*
 * The public hunt statistics: the admin finishes a hunt of known figures (under the live hunt lock,
 * since one live hunt exists at a time on the shared server), then a visitor reads /hunt-stats and the
 * hunt's own page at 1280x800 and 390x844. Other specs may have finished hunts too, so the checks
 * read this hunt's own row and page.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

// The statistics pages load the charting chunk first: a loaded machine (two cores, two servers) needs more than 7 s.
const expectSoon = expect.configure({ timeout: 20_000 });

let huntId = '';
let huntIndex = 0;

async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  await context.addCookies([{ name: 'age', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  await signInAs(page, 'admin');
  return page;
}

/** Serious and critical axe violations (WCAG 2 A and AA). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.beforeAll(async ({ browser, baseURL }) => {
  const unlock = await lockLiveHunt();
  try {
    const admin = await adminPage(browser, baseURL!);
    const origin = new URL(admin.url()).origin;
    await admin.request.fetch(`${origin}/api/v1/admin/live-hunt/cancel`, { method: 'POST', headers: { origin } });
    // Start $200.00; bonuses $2 -> $150 (75x), $1 -> $0 (dead), $4 -> $90 (22.5x), $2 never opened.
    const hunt = await callApi<{ _id: string; index: number }>(admin, 'POST', '/admin/live-hunt', { start: 20_000 });
    huntId = hunt._id;
    huntIndex = hunt.index;
    const bonuses: [string, number, number | null][] = [
      ['Stats Gates', 200, 15_000],
      ['Stats Dead', 100, 0],
      ['Stats Sugar', 400, 9_000],
      ['Stats Unopened', 200, null],
    ];
    for (const [name, bet, earning] of bonuses) {
      const after = await callApi<{ bonus: { _id: string }[] }>(admin, 'POST', '/admin/live-hunt/bonuses', {
        slot: { name, provider: 'E2E Games' },
        bet,
      });
      if (earning !== null)
        await callApi(admin, 'PATCH', `/admin/live-hunt/bonuses/${after.bonus.at(-1)!._id}`, { earning });
    }
    await callApi(admin, 'POST', '/admin/live-hunt/finish');
    // The finished hunt is the latest: /stream/bonushunt shows it with the link to its chart.
    await admin.goto('/stream/bonushunt');
    await expect(admin.getByTestId('hunt-title')).toHaveText(`Bonus Hunt #${huntIndex}`);
    await admin.getByRole('link', { name: 'Balance chart' }).click();
    await expect(admin).toHaveURL(new RegExp(`/hunt-stats/${huntId}$`));
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Bonus Hunt #${huntIndex}`);
    await admin.context().close();
  } finally {
    unlock();
  }
});

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['390x844', MOBILE],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test('/hunt-stats shows the charts, rankings and biggest wins, and links to the hunt', async ({ page }) => {
      await page.goto('/hunt-stats');
      await expectSoon(page.getByRole('heading', { name: 'Hunt statistics', level: 1 })).toBeVisible();
      const profit = page.getByRole('figure', { name: 'Profit or loss over time' });
      await expectSoon(profit).toBeVisible();
      await expect(profit.locator('svg.recharts-surface')).toBeVisible();
      await expect(page.getByRole('figure', { name: 'Average multiplier per hunt' })).toBeVisible();
      // The accessible fallback: the same data as a table.
      await profit.getByText('Show the data as a table').click();
      const row = profit.getByRole('row', { name: new RegExp(`^#${huntIndex}\\b`) });
      await expect(row).toContainText('$40.00'); // win $240.00 - start $200.00
      await expect(page.getByTestId('wins-by-amount')).toContainText('Stats Gates');
      await expect(page.getByRole('heading', { name: 'Best and worst slots' })).toBeVisible();
      const hunts = page.getByTestId('finished-hunts');
      await hunts.getByRole('link', { name: `#${huntIndex}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/hunt-stats/${huntId}$`));
      await expectSoon(page.getByRole('figure', { name: 'Balance as bonuses open' })).toBeVisible();
      if (label === '390x844')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    });

    test("a finished hunt's page: figures, the balance chart and its table; no axe violation", async ({ page }) => {
      await page.goto(`/hunt-stats/${huntId}`);
      const cards = page.getByTestId('stat-cards');
      await expectSoon(cards).toContainText('$200.00');
      await expect(cards).toContainText('$240.00');
      await expect(cards).toContainText('$40.00');
      await expect(cards).toContainText('x32.50'); // (75 + 0 + 22.5) / 3
      await expect(cards).toContainText('3/4');
      const chart = page.getByRole('figure', { name: 'Balance as bonuses open' });
      await expect(chart.locator('svg.recharts-surface')).toBeVisible();
      await expect(chart).toHaveAccessibleDescription(/passed the start at bonus 3 \(Stats Sugar\)/);
      await chart.getByText('Show the data as a table').click();
      const rows = chart.getByRole('row');
      await expect(rows).toHaveCount(5); // header, start, 3 opened bonuses
      await expect(rows.nth(1)).toContainText('-$200.00');
      await expect(rows.nth(4)).toContainText('$240.00');
      if (label === '390x844')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/hunt-stats');
      await expectSoon(page.getByRole('figure', { name: 'Profit or loss over time' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (label === '390x844')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    });

    test('an unknown hunt answers the error card', async ({ page }) => {
      await page.goto('/hunt-stats/00000000-0000-4000-8000-000000000000');
      await expectSoon(page.getByRole('alert')).toContainText('No finished hunt with this id.');
    });
  });
}
