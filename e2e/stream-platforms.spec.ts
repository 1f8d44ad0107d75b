import { expect, test, type Page } from '@playwright/test';
import { LIVE_URL } from '../playwright.config';
import { DESKTOP, MOBILE } from './support/fixtures';

// On the live server the channel `bigstreamer` is live on both platforms: on (the local fake of)
// Twitch and on (the local fake of) Kick (e2e/support/start-live-server.mjs). Twitch is the primary
// platform until an admin changes it; these tests leave the setting as it is, since the other specs
// of this server expect Twitch in front.
test.use({ baseURL: LIVE_URL });
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'age', value: 'true', url: LIVE_URL }]);
});

const TWITCH_PLAYER = /^https:\/\/player\.twitch\.tv\/\?channel=bigstreamer&parent=localhost&autoplay=true&muted=true$/;
const KICK_PLAYER = 'https://player.kick.com/bigstreamer?autoplay=true&muted=true';

const noHorizontalOverflow = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
};

test('both platforms live: the badge opens the primary, the player plays it and switches to Kick; it fits a phone', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const badge = page.getByRole('banner').getByRole('link', { name: 'Live on Twitch' });
  await expect(badge).toHaveAttribute('href', 'https://www.twitch.tv/bigstreamer');
  await expect(badge).toHaveText('Live');

  const status = await (await page.request.get('/api/v1/data/stream')).json();
  expect(status).toMatchObject({
    live: true,
    platform: 'twitch',
    platforms: [
      { platform: 'twitch', channel: 'bigstreamer', live: true },
      { platform: 'kick', channel: 'bigstreamer', live: true, title: 'Kick slots tonight', viewerCount: 321 },
    ],
  });

  const popup = page.getByTestId('stream-popup');
  const frame = popup.locator('iframe');
  await expect(frame).toHaveAttribute('src', TWITCH_PLAYER);
  const platforms = popup.getByRole('group', { name: 'Player platform' });
  await expect(platforms.getByRole('button', { name: 'Twitch' })).toHaveAttribute('aria-pressed', 'true');
  await platforms.getByRole('button', { name: 'Kick' }).click();
  await expect(frame).toHaveAttribute('src', KICK_PLAYER);
  await expect(platforms.getByRole('button', { name: 'Kick' })).toHaveAttribute('aria-pressed', 'true');
  await expect(popup).toContainText('Kick slots tonight');
  await platforms.getByRole('button', { name: 'Twitch' }).click();
  await expect(frame).toHaveAttribute('src', TWITCH_PLAYER);

  // A phone: the player docked above the page, opened on a tap; the whole player, its switch and its
  // fold button inside the screen, each at least 44 px high, no sideways scroll.
  await page.setViewportSize(MOBILE);
  await page.reload();
  await expect(popup).toHaveCount(0);
  const dock = page.getByTestId('stream-dock');
  await dock.getByRole('button', { name: /^Live — watch/ }).click();
  const docked = dock.locator('iframe');
  await expect(docked).toHaveAttribute('src', TWITCH_PLAYER);
  const switches = dock.getByRole('group', { name: 'Player platform' });
  await switches.getByRole('button', { name: 'Kick' }).click();
  await expect(docked).toHaveAttribute('src', KICK_PLAYER);
  const box = (await dock.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height);
  for (const control of [
    switches.getByRole('button', { name: 'Twitch' }),
    switches.getByRole('button', { name: 'Kick' }),
    dock.getByRole('button', { name: 'Hide the player' }),
  ]) {
    const b = (await control.boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
    expect(b.height).toBeGreaterThanOrEqual(44);
  }
  await noHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath('stream-dock-phone.png') });
});

test('the admin sees the Channel platforms card on /admin/hunt and saves it', async ({ page, context }) => {
  await page.setViewportSize(DESKTOP);
  // The broadcaster (an admin here) signs in through the fake Twitch: a cookie on the fake's origin says who consents.
  const start = await page.request.get('/api/v1/auth/twitch', { maxRedirects: 0 });
  const fakeOrigin = new URL(start.headers().location!).origin;
  await context.addCookies([{ name: 'fake_twitch_login', value: 'bigstreamer', url: fakeOrigin }]);
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /log in/i })
    .click();
  const dialog = page.getByRole('dialog', { name: /Log in via Twitch/ });
  await dialog.getByLabel(/I agree to the/).click();
  await dialog.getByLabel(/over 18/).click();
  await dialog.getByRole('button', { name: 'Log in via Twitch' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.goto('/admin/hunt');
  const card = page.getByRole('region', { name: 'Channel platforms' });
  await expect(card.getByRole('group', { name: 'Platforms' }).getByRole('checkbox', { name: 'Twitch' })).toBeChecked();
  await expect(card.getByRole('group', { name: 'Platforms' }).getByRole('checkbox', { name: 'Kick' })).toBeChecked();
  await expect(card.getByRole('group', { name: 'Primary' }).getByRole('radio', { name: 'Twitch' })).toBeChecked();
  // Beside the /stream/live sources form.
  await expect(page.getByRole('button', { name: 'Save sources' })).toBeVisible();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Channel platforms saved.');
  await card.screenshot({ path: test.info().outputPath('channel-platforms-card.png') });
});
