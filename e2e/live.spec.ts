import { expect, test, type Page } from '@playwright/test';
import { LIVE_URL } from '../playwright.config';
import { expectSignedIn, startTwitchSignIn } from './support/fixtures';

// This server signs in through (a local fake of) Twitch and sees the channel live. Its tests share
// one Twitch account (and 'log out everywhere' ends its sessions), so they run one after another.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: LIVE_URL });
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'age', value: 'true', url: LIVE_URL }]);
});

test('the Live badge opens the channel and the floating player can be dragged, closed and comes back in its corner', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const badge = page.getByRole('banner').getByRole('link', { name: 'Live' });
  await expect(badge).toHaveAttribute('href', 'https://www.twitch.tv/bigstreamer');
  await expect(badge).toHaveAttribute('target', '_blank');

  const popup = page.getByTestId('stream-popup');
  await expect(popup).toContainText('Bonus hunt tonight');
  const frame = popup.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    /player\.twitch\.tv\/\?channel=bigstreamer&parent=localhost&autoplay=true&muted=true/,
  );

  const start = (await popup.boundingBox())!;
  const handle = page.getByRole('button', { name: 'Drag the player' });
  const h = (await handle.boundingBox())!;
  await page.mouse.move(h.x + 30, h.y + 10);
  await page.mouse.down();
  await page.mouse.move(h.x - 370, h.y - 190, { steps: 8 });
  await page.mouse.up();
  const moved = (await popup.boundingBox())!;
  expect(start.x - moved.x).toBeGreaterThan(300);
  expect(start.y - moved.y).toBeGreaterThan(150);

  await page.getByRole('button', { name: 'Close the player' }).click();
  await expect(popup).toHaveCount(0);
  await page.reload();
  const again = (await page.getByTestId('stream-popup').boundingBox())!;
  // Back in its corner: the bottom-right corner is the anchor (the earning note, when earning is on,
  // may grow the player upward once its rates arrive, so the top edge is not compared).
  expect(Math.abs(again.x + again.width - (start.x + start.width))).toBeLessThan(2);
  expect(Math.abs(again.y + again.height - (start.y + start.height))).toBeLessThan(2);
});

async function signInThroughTwitch(page: Page) {
  await startTwitchSignIn(page);
  await expectSignedIn(page);
}

test('signing in goes through Twitch’s authorize page and back to /login', async ({ page }) => {
  await signInThroughTwitch(page);
  const me = await (await page.request.get('/api/v1/users/me')).json();
  expect(me).toMatchObject({ username: 'TwitchFan', role: 'User' });
});

test('log out everywhere ends the sessions of every browser of the account', async ({ page, browser }) => {
  const phoneContext = await browser.newContext({ baseURL: LIVE_URL });
  await phoneContext.addCookies([{ name: 'age', value: 'true', url: LIVE_URL }]);
  const phone = await phoneContext.newPage();
  await signInThroughTwitch(page);
  await signInThroughTwitch(phone);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out everywhere' }).click();
  await expect(page.getByText(/^Logged out everywhere: \d+ sessions ended\.$/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /log in/i })).toBeVisible();

  await phone.reload();
  await expect(phone.getByRole('banner').getByRole('button', { name: /log in/i })).toBeVisible();
  expect((await phone.request.get('/api/v1/users/me')).status()).toBe(401);
  await phoneContext.close();
});
