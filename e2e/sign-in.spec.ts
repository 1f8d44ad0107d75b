import { DESKTOP, expect, signIn, startTwitchSignIn, test } from './support/fixtures';

test.use({ viewport: DESKTOP });

test('the login button is enabled only when both declarations are ticked', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /log in/i })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Log in via Twitch' });
  const go = dialog.getByRole('button', { name: 'Log in via Twitch' });
  await expect(go).toBeDisabled();
  await dialog.getByLabel(/I agree to the/).click();
  await expect(go).toBeDisabled();
  await dialog.getByLabel(/over 18/).click();
  await expect(go).toBeEnabled();
  await expect(dialog.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(dialog.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies');
});

test('a viewer signs in through the demo provider and sees points and the avatar menu', async ({ page, context }) => {
  await signIn(page, 'viewer');
  const pill = page.getByTestId('points-pill');
  // Other specs spend DemoViewer's points on the same server: compare with the live balance, not the seed.
  const { points } = (await (await page.request.get('/api/v1/users/me')).json()) as { points: number };
  await expect(pill).toHaveText(/^\d+(\.\d)?k$/);
  await pill.hover();
  await expect(page.getByRole('tooltip')).toContainText(`${points.toLocaleString('en-US')} points`);
  const session = (await context.cookies()).find((c) => c.name === 'accessToken');
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('accessToken');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Light Mode (Soon)' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('complementary', { name: 'Main menu' }).getByRole('button', { name: 'Admin' }),
  ).toHaveCount(0);
});

test('an admin signs in and gets the Admin menu and pages', async ({ page }) => {
  await signIn(page, 'admin');
  const menu = page.getByRole('complementary', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Admin' })).toBeVisible();
  await menu.getByRole('link', { name: 'Points' }).click();
  await expect(page).toHaveURL(/\/admin\/points$/);
  await expect(page.getByRole('heading', { name: 'Points', level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Reedems' })).toHaveAttribute('href', '/admin/reedems');
});

test('logout returns to the logged-out header and the session is gone', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /log in/i })).toBeVisible();
  await expect(page.getByTestId('points-pill')).toHaveCount(0);
  const me = await page.request.get('/api/v1/users/me');
  expect(me.status()).toBe(401);
});

test('cancelling at the provider takes the failure path: message, then home after 5 s', async ({ page }) => {
  await startTwitchSignIn(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login\?error=access_denied/);
  await expect(page.getByRole('alert')).toContainText('Login failed');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: /log in/i })).toBeVisible();
});

test('/login without a code goes home; a forged code fails and goes home', async ({ page }) => {
  await page.goto('/login');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/login?code=forged&state=forged');
  await expect(page.getByRole('alert')).toContainText('Login failed');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
});

test('a viewer is refused the admin pages', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/admin/points');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Our Offers' })).toBeVisible();
  await page.goto('/admin/reedems');
  await page.waitForURL((url) => url.pathname === '/');
});

test('a visitor is refused the admin pages', async ({ page }) => {
  await page.goto('/admin/reedems');
  await page.waitForURL((url) => url.pathname === '/');
});

test('a viewer who opens the site at 127.0.0.1 instead of localhost signs in there (issue 31)', async ({
  page,
  context,
  baseURL,
}) => {
  // The server's PUBLIC_URL is http://localhost:PORT, as a development start without PUBLIC_URL makes it.
  const loopback = baseURL!.replace('//localhost:', '//127.0.0.1:');
  await context.addCookies([{ name: 'age', value: 'true', url: loopback }]);
  await page.goto(`${loopback}/`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /log in/i })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Log in via Twitch' });
  await dialog.getByLabel(/I agree to the/).click();
  await dialog.getByLabel(/over 18/).click();
  await dialog.getByRole('button', { name: 'Log in via Twitch' }).click();
  await page.getByLabel(/throwaway viewer/).fill(`e2e_${Date.now().toString(16)}`);
  await page.locator('button[data-account="throwaway"]').click();
  await page.waitForURL((url) => url.host === new URL(loopback).host && url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('BAD_ORIGIN')).toHaveCount(0);
});
