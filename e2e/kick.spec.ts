import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, openSignInDialog, signInAsNewViewer, test, toasts } from './support/fixtures';

test.use({ viewport: DESKTOP });

const kickLogin = () => `e2e_${randomBytes(8).toString('hex')}`;

/** From Home: the sign-in dialog, both declarations, then "Log in via Kick" to the demo provider's Kick page. */
async function openKickProvider(page: Page) {
  const dialog = await openSignInDialog(page, 'Log in via Twitch or Kick');
  await expect(dialog.getByRole('button', { name: 'Log in via Twitch' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Log in via Kick' }).click();
  await expect(page.getByRole('heading', { name: 'Demo sign-in (Kick)' })).toBeVisible();
}

/** On the demo provider's page: a throwaway Kick viewer of this test's own. */
async function chooseKickViewer(page: Page, login: string) {
  await page.getByLabel(/throwaway viewer/).fill(`kick:${login}`);
  await page.locator('button[data-account="throwaway"]').click();
}

test('a viewer signs in with Kick: a new account with its Kick identity, Twitch offered to link', async ({ page }) => {
  const login = kickLogin();
  await openKickProvider(page);
  await chooseKickViewer(page, login);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByTestId('linked-kick')).toContainText(login);
  await expect(page.getByTestId('linked-kick')).toContainText('Your only sign-in');
  await expect(page.getByTestId('linked-twitch')).toContainText('Not linked');
  await expect(page.getByTestId('linked-twitch').getByRole('button', { name: 'Link Twitch' })).toBeVisible();
});

test('linking Kick to a Twitch account: one account and one balance, then unlinking it', async ({ page }) => {
  const twitchLogin = await signInAsNewViewer(page);
  await page.goto('/profile');
  const points = await page.getByTestId('profile-points').textContent();
  await page.getByTestId('linked-kick').getByRole('button', { name: 'Link Kick' }).click();
  await expect(page.getByRole('heading', { name: 'Demo sign-in (Kick)' })).toBeVisible();
  const login = kickLogin();
  await chooseKickViewer(page, login);
  await page.waitForURL((url) => url.pathname === '/profile');
  await expect(toasts(page)).toContainText('Kick account linked.');
  await expect(page.getByTestId('linked-kick')).toContainText(login);
  await expect(page.getByTestId('linked-twitch')).toContainText(twitchLogin);
  // Still the same account: same name, same balance.
  await expect(page.getByText(twitchLogin, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('profile-points')).toHaveText(points!);
  await page.screenshot({ path: test.info().outputPath('profile-desktop.png'), fullPage: true });

  await page.getByTestId('linked-kick').getByRole('button', { name: 'Unlink' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Unlink Kick?' });
  await confirm.getByRole('button', { name: 'Unlink Kick' }).click();
  await expect(toasts(page)).toContainText('Kick account unlinked.');
  await expect(page.getByTestId('linked-kick')).toContainText('Not linked');
});

test('linking a Kick account that already has its own account is refused, nothing changes', async ({
  page,
  context,
}) => {
  const login = kickLogin();
  await openKickProvider(page);
  await chooseKickViewer(page, login);
  await page.waitForURL((url) => url.pathname === '/');
  await context.clearCookies({ name: 'accessToken' });

  await signInAsNewViewer(page);
  await page.goto('/profile');
  await page.getByTestId('linked-kick').getByRole('button', { name: 'Link Kick' }).click();
  await chooseKickViewer(page, login);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Linking failed');
  await expect(alert).toContainText('This Kick account is already linked to another account here.');
  await alert.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(page.getByTestId('linked-kick')).toContainText('Not linked');
});

test('the profile at 390x844', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signInAsNewViewer(page);
  await page.goto('/profile');
  // Measured once the linked accounts have loaded: a long platform name must not widen the page.
  await expect(page.getByTestId('linked-twitch')).toContainText('· linked');
  // Nothing of the page's own content reaches past the viewport (a toast sliding in is not content).
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((e) => `${e.tagName}.${e.className}`),
  );
  expect(wide).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('profile-390.png'), fullPage: true });
});
