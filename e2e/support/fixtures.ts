import { test as base, expect, type Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** Tests start past the age gate unless they are about it. */
export const test = base.extend<{ adult: void }>({
  adult: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([{ name: 'age', value: 'true', url: baseURL! }]);
      await use();
    },
    { auto: true },
  ],
});

/** Signs in through the real flow: login dialog -> demo provider page -> /login callback -> home. */
export async function signIn(page: Page, account: 'viewer' | 'admin') {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /log in/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in via Twitch' });
  await dialog.getByLabel(/I agree to the/).click();
  await dialog.getByLabel(/over 18/).click();
  await dialog.getByRole('button', { name: 'Log in via Twitch' }).click();
  await page.locator(`button[data-account="${account}"]`).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

export { expect };
