import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, signInAs, test } from './support/fixtures';

/*
 * /admin/analytics: the admin finds it in the menu, switches the range, reads each chart's summary
 * and data table; the chart library is fetched by this page only, never by the home page.
 */

test.describe.configure({ timeout: 120_000 });

const charts = [
  'Points issued and spent by source',
  'Active accounts per day by platform',
  'Offer clicks per casino',
  'Redemptions per day',
  'GTB and AVG participation per hunt',
];

/** Each chart drawn, or its empty message: none still loading or failed. */
async function expectSettled(page: Page) {
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the home page never fetches the chart library', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((u) => u.includes('admin-analytics'))).toEqual([]);
});

test('an admin opens Analytics from the menu, switches to 7 days and reads the charts and their tables', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin');
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page).toHaveURL(/\/admin\/analytics/);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expectSettled(page);
  // The demo seed credits the demo accounts today, so points and active accounts have data.
  for (const name of charts.slice(0, 2)) await expect(page.getByRole('figure', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expectSettled(page);
  const points = page.getByRole('figure', { name: charts[0] });
  await expect(points.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(points).toContainText(/points issued and .* spent/);
  await points.getByText('Show the data as a table').click();
  const table = points.getByRole('table', { name: charts[0] });
  await expect(table.getByRole('row')).toHaveCount(8); // header + 7 days
  // Each other section shows its chart or its empty message.
  for (const name of charts.slice(1)) {
    const figure = page.getByRole('figure', { name });
    const empty = page.getByText(/^No (active accounts|offers yet|redemptions|live hunt)/);
    await expect(figure.or(empty).first()).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/analytics-desktop.png', fullPage: true });
});

test('at 390x844 the charts fit the screen, with no horizontal scroll', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signInAs(page, 'admin');
  await page.goto('/admin/analytics?days=90');
  await expectSettled(page);
  const points = page.getByRole('figure', { name: charts[0] });
  await expect(points.locator('svg.recharts-surface').first()).toBeVisible();
  const box = await points.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  await points.getByText('Show the data as a table').click();
  await expect(points.getByRole('table', { name: charts[0] }).getByRole('row')).toHaveCount(91);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/analytics-390.png', fullPage: true });
});
