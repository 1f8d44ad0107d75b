import { MOBILE, callApi, expect, signedInPage, signInAsNewViewer, test } from './support/fixtures';

/*
 * The site currency is one setting of the whole site: while this test changes it, every page of the
 * shared server shows another sign. It therefore runs in the "exclusive" project, after every other
 * spec has finished (playwright.config.ts), never beside a spec that reads money.
 */

test('one site currency: the personal and the live hunt show the same sign, and both follow the admin (390x844)', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, baseURL!, 'admin');
  await callApi(admin, 'PUT', '/admin/site-settings', { currency: 'USD' });
  // A live hunt starting at 1,000.00: the live hunt's page shows its money.
  await admin.request.fetch(`${baseURL}/api/v1/admin/live-hunt/cancel`, {
    method: 'POST',
    headers: { origin: baseURL! },
  });
  await callApi(admin, 'POST', '/admin/live-hunt', { start: 100_000 });
  const viewerContext = await browser.newContext({ baseURL, viewport: MOBILE });
  await viewerContext.addCookies([{ name: 'age', value: 'true', url: baseURL! }]);
  const viewer = await viewerContext.newPage();
  await signInAsNewViewer(viewer);
  const mine = await callApi<{ id: string }>(viewer, 'POST', '/bonus-hunt', { name: 'E2E currency' });
  await callApi(viewer, 'PATCH', `/bonus-hunt/${mine.id}`, { start: '1000' });

  /** The sign both hunts write their money with: the personal hunt's profit, the live hunt's balances. */
  const expectSign = async (sign: string) => {
    await viewer.goto(`/bonus-hunt/${mine.id}`);
    const stats = viewer.getByRole('complementary', { name: 'Stats' });
    await expect(stats).toContainText(`Total earnings${sign}0.00`);
    await expect(stats).toContainText(`Profit-${sign}1,000.00`);
    await expect(viewer.getByText(`Start ${sign}`, { exact: true })).toBeVisible();
    await viewer.goto('/stream/bonushunt');
    await expect(viewer.getByTestId('stat-end')).toHaveText(`${sign}0.00`);
    await expect(viewer.getByText(`${sign}1,000.00`).first()).toBeVisible();
  };

  try {
    await expectSign('$');
    // The admin changes the one setting on /admin/site.
    await admin.goto('/admin/site');
    await admin.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await admin.getByRole('button', { name: 'Save currency' }).click();
    await expect(admin.getByText('Money is now shown in EUR.').first()).toBeVisible();
    await expectSign('€');
    await viewer.goto(`/bonus-hunt/${mine.id}`);
    await expect(viewer.getByRole('complementary', { name: 'Stats' })).toContainText('€');
    await viewer.screenshot({ path: 'test-results/currency-eur-390.png', fullPage: true });
  } finally {
    await callApi(admin, 'PUT', '/admin/site-settings', { currency: 'USD' });
  }
  await expectSign('$');
  await viewerContext.close();
  await admin.context().close();
});
