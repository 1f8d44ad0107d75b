import { expect, test } from '@playwright/test';
import { LIVE_URL } from '../playwright.config';
import { startTwitchSignIn } from './support/fixtures';

// On the live server (Twitch mode against the local fake): the broadcaster signs in, connects the
// channel for watch-time points, changes the rates and runs a tick; the fake's chat holds the
// broadcaster, a bot and 30 strangers without accounts here.
test.use({ baseURL: LIVE_URL });

test('the broadcaster connects Twitch, changes the rates and sees a tick credit watch time', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.addCookies([{ name: 'age', value: 'true', url: LIVE_URL }]);
  // Who consents on the fake's authorize page: a cookie on the fake's own origin.
  const start = await page.request.get('/api/v1/auth/twitch', { maxRedirects: 0 });
  const fakeOrigin = new URL(start.headers().location!).origin;
  await context.addCookies([{ name: 'fake_twitch_login', value: 'bigstreamer', url: fakeOrigin }]);

  await startTwitchSignIn(page);
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/admin/earning');
  await expect(page.getByTestId('earning-off')).toContainText('earning is off');
  await page.getByRole('link', { name: 'Connect Twitch' }).click();
  await page.waitForURL(/\/admin\/earning\?connect=ok/);
  await expect(page.getByText('Twitch account connected.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('earning-login')).toHaveText('bigstreamer');
  await expect(page.getByText('moderator:read:chatters, channel:read:subscriptions')).toBeVisible();

  // Validation, then new rates.
  const amount = page.getByRole('textbox', { name: 'Points per tick' });
  await amount.fill('0');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByText('A whole number, 1 - 1,000,000')).toBeVisible();
  await amount.fill('25');
  await page.getByRole('textbox', { name: 'Tick length (minutes)' }).fill('5');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/v1/data/earning')).json()).amount).toBe(25);

  // A second page of the broadcaster stays open on Home: the tick's credit reaches its header by the
  // push alone (the broadcaster is the one chatter here with an account).
  const home = await context.newPage();
  await home.goto('/');
  const pill = home.getByTestId('points-pill');
  await expect(pill).toHaveAttribute('data-points', /^\d+$/);
  const before = Number(await pill.getAttribute('data-points'));
  // The page records when its pill first shows the new value (its own clock, no polling delay).
  await home.evaluate(
    (want) => {
      const w = window as unknown as { __seenAt?: number };
      const check = () => {
        if (
          w.__seenAt === undefined &&
          document.querySelector('[data-testid="points-pill"]')?.getAttribute('data-points') === want
        )
          w.__seenAt = Date.now();
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-points'],
      });
    },
    String(before + 25),
  );
  const ticked = page.waitForResponse(
    (r) => r.url().includes('/api/v1/admin/earning/tick') && r.request().method() === 'POST',
  );
  const sent = Date.now();
  await page.getByRole('button', { name: 'Run tick now' }).click();
  expect((await ticked).ok()).toBe(true);
  const answered = Date.now();
  await expect(pill).toHaveAttribute('data-points', String(before + 25));
  const seenAt = await home.evaluate(() => (window as unknown as { __seenAt?: number }).__seenAt ?? Number.NaN);
  console.log(
    `balance push [earning tick]: header showed ${before + 25} ${seenAt - answered} ms after the tick's answer (${seenAt - sent} ms after it was sent)`,
  );
  expect(seenAt - answered).toBeLessThan(1_000);
  await home.close();

  const ticks = page.getByTestId('earning-ticks');
  await expect(ticks.locator('tbody tr').first()).toContainText('32');
  await expect(ticks.locator('tbody tr').first().locator('td').nth(2)).toHaveText('1');
  await expect(ticks.locator('tbody tr').first().locator('td').nth(3)).toHaveText('25');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The viewer side: the points history row, and the note with the new rates.
  await page.goto('/points/history');
  await expect(page.getByText('Watch time').first()).toBeVisible();
  const rates = await (await page.request.get('/api/v1/data/earning')).json();
  expect(rates).toMatchObject({ enabled: true, amount: 25, tickMinutes: 5 });
  // On a phone the player is docked folded above the page: opened, it shows the note under the player.
  await page
    .getByTestId('stream-dock')
    .getByRole('button', { name: /^Live — watch/ })
    .click();
  await expect(page.getByTestId('stream-dock').getByTestId('earning-note')).toContainText('25 points every 5 minutes');

  // Disconnect turns earning off again (and leaves the server clean for a rerun).
  await page.goto('/admin/earning');
  await page.getByRole('region', { name: 'Twitch connection' }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('earning-off')).toBeVisible();
});
