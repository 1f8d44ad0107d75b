import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, adultPage, callApi, expect, signInAs, signInAsNewViewer, test } from './support/fixtures';

/*
 * /transparency (issue 35 item 2, ADR 069): a free giveaway two viewers of this test's own enter is
 * drawn by the admin; on a phone the report lists it with both winners and its proof link; one winner
 * turns anonymous on their profile and the open report follows without a reload (the `transparency`
 * live event); the CSV download answers the same report.
 */
test.describe.configure({ timeout: 120_000 });

const shot = (name: string) => test.info().outputPath(name);

async function drawFreeGiveaway(admin: Page, title: string, viewers: Page[]) {
  const now = Date.now();
  const g = await callApi<{ _id: string }>(admin, 'POST', '/admin/giveaways', {
    title,
    prize: 'A signed mousepad',
    winners: 2,
    entryCost: 0,
    opensAt: new Date(now - 60_000).toISOString(),
    closesAt: new Date(now + 3_600_000).toISOString(),
  });
  for (const viewer of viewers) await callApi(viewer, 'POST', `/giveaways/${g._id}/enter`, { tickets: 1 });
  const drawn = await callApi<{ state: string }>(admin, 'POST', `/admin/giveaways/${g._id}/draw`);
  expect(drawn.state).toBe('drawn');
  return g._id;
}

test('a drawn giveaway shows on /transparency with its proof; a winner turning anonymous shows without a reload (390x844)', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await adultPage(browser, baseURL!, DESKTOP);
  await signInAs(admin, 'admin');
  const alicePage = await adultPage(browser, baseURL!, DESKTOP);
  const alice = await signInAsNewViewer(alicePage);
  const bobPage = await adultPage(browser, baseURL!, DESKTOP);
  const bob = await signInAsNewViewer(bobPage);
  const title = `E2E transparency ${Date.now()}`;
  const id = await drawFreeGiveaway(admin, title, [alicePage, bobPage]);

  await page.setViewportSize(MOBILE);
  await page.goto('/transparency');
  await expect(page.getByRole('heading', { level: 1, name: 'Transparency' })).toBeVisible();
  const row = page.getByTestId('transparency-giveaways').getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(alice);
  await expect(row).toContainText(bob);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: shot('transparency-390x844.png'), fullPage: true });

  // Alice chooses anonymous on her profile; the open report follows without a reload.
  await alicePage.goto('/profile');
  await alicePage.getByRole('checkbox', { name: 'Show me as anonymous instead' }).check();
  await expect(alicePage.getByRole('region', { name: /Notifications/, includeHidden: true })).toContainText(
    'You now appear as anonymous among the winners.',
  );
  await expect(row).toContainText('anonymous', { timeout: 15_000 });
  await expect(row).not.toContainText(alice);
  await expect(row).toContainText(bob);

  // The proof link opens the verifier, which recomputes the draw.
  await row.getByRole('link', { name: `Verify the draw of ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/giveaways/${id}/verify$`));
  await expect(page.getByTestId('verification-summary')).toHaveText(/^Verified/, { timeout: 20_000 });

  // The CSV download: the same report, the anonymous winner written as such.
  const csv = await page.request.get('/api/v1/transparency.csv?period=all');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const line = (await csv.text()).split('\r\n').find((l) => l.includes(title)) ?? '';
  expect(line).toContain('anonymous');
  expect(line).not.toContain(alice);
});
