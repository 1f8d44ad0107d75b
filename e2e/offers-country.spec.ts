import type { Browser } from '@playwright/test';
import { MOBILE, callApi, expect, signedInPage, test } from './support/fixtures';

/*
 * Offers by country (390x844). The country is forced by the x-test-country header, which only a
 * server in test mode (NODE_ENV=test, as e2e/support/start-server.mjs starts it) honours. The site
 * settings stay at their defaults (restricted offers hidden; offers not licensed by SRIJ hidden in
 * Portugal), so this spec runs beside the others.
 */

/** A visitor's page at 390x844, past the age gate, from the given country. */
async function visitorFrom(browser: Browser, baseURL: string, country: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: MOBILE,
    extraHTTPHeaders: { 'x-test-country': country },
  });
  await context.addCookies([{ name: 'age', value: 'true', url: baseURL }]);
  return context.newPage();
}

test('an offer restricted in Brazil is hidden for a visitor forced to Brazil and shown for one in Spain; Portugal sees the SRIJ notice (390x844)', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await signedInPage(browser, baseURL!, 'admin', MOBILE);
  const slug = `e2e-geo-${Date.now().toString(36)}`;
  const name = `Geo Casino ${slug}`;

  // The admin adds it in the editor: an unknown code is named at once, then the list is fixed.
  await admin.goto('/admin/offers');
  await admin.getByRole('button', { name: 'Add offer' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add offer' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByLabel('Image').fill('/offers/orbit-play.svg');
  await dialog.getByLabel("Link (https URL or 'coming')").fill(`https://${slug}.example/r`);
  await dialog.getByLabel('Licensed by (regulator)').fill('MGA');
  await dialog.getByLabel('Licence number').fill('MGA/B2C/123');
  const restricted = dialog.getByLabel('Restricted in (country codes)');
  await restricted.fill('br, xx');
  await expect(dialog.getByText('Unknown country code: xx')).toBeVisible();
  await restricted.fill('br');
  await expect(dialog.getByText('Brazil', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const offers = await callApi<{ id: string; slug: string; restrictedIn: string[] }[]>(admin, 'GET', '/admin/offers');
  const created = offers.find((o) => o.slug === slug)!;
  expect(created.restrictedIn).toEqual(['BR']);

  try {
    const brazil = await visitorFrom(browser, baseURL!, 'BR');
    await brazil.goto('/');
    await expect(brazil.getByTestId('offer-card').first()).toBeVisible();
    await expect(brazil.getByTestId('offer-card').filter({ hasText: name })).toHaveCount(0);
    await brazil.context().close();

    const spain = await visitorFrom(browser, baseURL!, 'ES');
    await spain.goto('/');
    const card = spain.getByTestId('offer-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Details of ${name}` }).click();
    const details = spain.getByRole('dialog', { name });
    await expect(details.getByText('Licensed by MGA (licence MGA/B2C/123)')).toBeVisible();
    await expect(details.getByText('Not available in: Brazil')).toBeVisible();
    await spain.keyboard.press('Escape');
    // Every page's footer has the responsible-gambling block.
    await expect(spain.getByTestId('footer-responsible-gambling')).toContainText('1414');
    await spain.context().close();

    // In Portugal only the SRIJ-licensed partner shows, with its notice on the card and in the dialog.
    const portugal = await visitorFrom(browser, baseURL!, 'PT');
    await portugal.goto('/');
    const lusa = portugal.getByTestId('offer-card').filter({ hasText: 'Lusa Bet' });
    await expect(lusa).toBeVisible();
    await expect(portugal.getByTestId('offer-card')).toHaveCount(1);
    const notice = lusa.getByTestId('srij-notice');
    await expect(notice).toContainText('SRIJ licence no. 099');
    await expect(notice).toContainText('18+');
    await expect(notice).toContainText('Play responsibly');
    await expect(notice).toContainText('1414');
    await expect(notice.getByRole('link', { name: 'Self-exclusion (SRIJ)' })).toHaveAttribute(
      'href',
      'https://www.srij.turismodeportugal.pt/',
    );
    const overflow = await portugal.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await portugal.screenshot({ path: 'test-results/offers-portugal-390.png', fullPage: true });
    await portugal.context().close();
  } finally {
    await callApi(admin, 'DELETE', `/offers/${created.id}`);
    await admin.context().close();
  }
});
