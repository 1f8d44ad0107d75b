import { catalogs } from './support/catalogs';
import { MOBILE, callApi, expect, signedInPage, test } from './support/fixtures';

/*
 * The site default language is one setting of the whole site: while this test changes it, a visitor
 * with no choice gets another language. It runs in the "exclusive" project, after every other spec
 * (playwright.config.ts).
 */

test('the admin sets the default language: a visitor with no choice and an overlay without ?lang= follow it; a choice still wins', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, baseURL!, 'admin');
  await callApi(admin, 'PUT', '/admin/site-settings', { defaultLocale: 'en' });
  // A browser asking for a language the site does not speak (German): the site default decides.
  const visitorContext = await browser.newContext({ baseURL, viewport: MOBILE, locale: 'de-DE' });
  await visitorContext.addCookies([{ name: 'age', value: 'true', url: baseURL! }]);
  const visitor = await visitorContext.newPage();
  const pt = catalogs['pt-PT'];

  try {
    await visitor.goto('/shop');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
    await expect(visitor.getByRole('heading', { name: 'Our Shop' })).toBeVisible();

    await admin.goto('/admin/site');
    await admin.getByRole('combobox', { name: 'Language' }).selectOption('pt-PT');
    await admin.getByRole('button', { name: 'Save language' }).click();
    await expect(admin.getByText('The site default language is now Português (Portugal).').first()).toBeVisible();

    await visitor.reload();
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(visitor.getByRole('heading', { name: pt['shop.title'] })).toBeVisible();
    await visitor.goto('/overlay/gtb');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await visitor.goto('/overlay/gtb?lang=pt-BR');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'pt-BR');

    // The visitor's own choice beats the site default.
    await visitorContext.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await visitor.goto('/shop');
    await expect(visitor.getByRole('heading', { name: 'Our Shop' })).toBeVisible();
  } finally {
    await callApi(admin, 'PUT', '/admin/site-settings', { defaultLocale: 'en' });
  }
  await visitorContext.close();
  await admin.context().close();
});
