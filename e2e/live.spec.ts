import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { LIVE_URL } from '../playwright.config';
import { MOBILE, callApi, expectSignedIn, startTwitchSignIn } from './support/fixtures';
import { lockLiveHunt } from './support/live-hunt-lock';

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

/** Signs in through the fake Twitch as `login` (one of the fake's channel users) in a new context. */
async function signInAs(browser: Browser, login: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: LIVE_URL, viewport });
  await context.addCookies([{ name: 'age', value: 'true', url: LIVE_URL }]);
  const page = await context.newPage();
  const start = await page.request.get('/api/v1/auth/twitch', { maxRedirects: 0 });
  const fakeOrigin = new URL(start.headers().location!).origin;
  await context.addCookies([{ name: 'fake_twitch_login', value: login, url: fakeOrigin }]);
  await signInThroughTwitch(page);
  return page;
}

/**
 * Scrolls the page from its top to its bottom in steps; at each step every control and row of `panel`
 * whose centre is on screen (below the sticky header, above the bottom bar) must neither lie under the
 * live player's box nor be hidden by anything else where a tap would land. Returns the covered ones.
 */
function coveredTargets(panel: Locator): Promise<string[]> {
  return panel.evaluate((root) => {
    const covered = new Set<string>();
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    const bar = document.querySelector('nav[aria-label="Bottom menu"]');
    const floor = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    // Shown ones only: not display:none, and not the 1 px boxes of visually hidden table headers.
    const targets = Array.from(
      root.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="tab"], tr, li'),
    ).filter((el) => el.getBoundingClientRect().width > 2 && el.getBoundingClientRect().height > 2);
    const max = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(max, y + 150)) {
      window.scrollTo(0, y);
      const player = document.querySelector('[data-testid="stream-popup"], [data-testid="stream-dock"]');
      const p = player?.getBoundingClientRect();
      for (const el of targets) {
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        if (cy <= header || cy >= floor) continue;
        const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
        if (p && r.left < p.right && p.left < r.right && r.top < p.bottom && p.top < r.bottom)
          covered.add(`${name} under the player at scroll ${y}`);
        const hit = document.elementFromPoint(x, cy);
        if (!hit || !(el === hit || el.contains(hit)))
          covered.add(`${name} hidden by ${hit?.tagName.toLowerCase()}.${hit?.className} at scroll ${y}`);
      }
      if (y >= max) break;
    }
    window.scrollTo(0, 0);
    return [...covered];
  });
}

test('on a 390 px phone the live player is docked in the page, folded, and never covers the hunt panel, the linked accounts or the queue', async ({
  browser,
}) => {
  const admin = await signInAs(browser, 'bigstreamer', MOBILE);
  const viewer = await signInAs(browser, 'e2e_dockedplayer', MOBILE);
  // Slot requests open and free, and the viewer's request in the queue.
  await callApi(admin, 'PUT', '/admin/slot-requests/settings', { open: true, cost: 0 });
  let [slot] = await callApi<{ id: string }[]>(admin, 'GET', '/slots?q=docked');
  slot ??= await callApi<{ id: string }>(admin, 'POST', '/slots', { name: 'Docked Player Test', provider: 'E2E' });
  const board = await callApi<{ mine: unknown }>(viewer, 'GET', '/slot-requests');
  if (!board.mine) await callApi(viewer, 'POST', '/slot-requests', { slotId: slot.id });

  const shot = (name: string) => viewer.screenshot({ path: test.info().outputPath(name) });
  const pages = [
    ['/slot-requests', () => viewer.getByRole('heading', { name: 'Slot requests', level: 1 }).locator('../..')],
    ['/profile', () => viewer.getByRole('region', { name: 'Linked accounts' })],
    ['/stream/bonushunt', () => viewer.getByRole('tablist').locator('..')],
  ] as const;

  // A live hunt with GTB open (the live hunt lock keeps another spec's test from changing it meanwhile).
  const release = await lockLiveHunt(LIVE_URL);
  try {
    const { hunt } = await callApi<{ hunt: { status: string } | null }>(admin, 'GET', '/live-hunt');
    if (hunt?.status !== 'live') await callApi(admin, 'POST', '/admin/live-hunt', { start: 10_000 });
    await callApi(admin, 'POST', '/admin/live-hunt/gtb', { status: 'opened' });

    for (const [path, panelOf] of pages) {
      await viewer.goto(path);
      const panel = panelOf();
      await expect(panel).toBeVisible();
      if (path === '/stream/bonushunt') {
        await viewer.getByRole('tab', { name: 'GTB' }).click();
        await expect(panel.getByRole('button', { name: 'Put GTB' })).toBeVisible();
      }
      if (path === '/slot-requests') await expect(viewer.getByTestId('queue-row').first()).toBeVisible();
      const dock = viewer.getByTestId('stream-dock');
      // Folded: one line saying the stream is live, no player loaded yet.
      const open = dock.getByRole('button', { name: /^Live — watch/ });
      await expect(open).toBeVisible();
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await expect(viewer.getByTestId('stream-popup')).toHaveCount(0);
      await expect(dock.locator('iframe')).toHaveCount(0);
      expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await shot(`${path.slice(1).replace('/', '-')}-folded.png`);
      expect(await coveredTargets(panel)).toEqual([]);

      // Opened on a tap: the player plays in the page flow, above the page, still covering nothing.
      await open.click();
      const frame = dock.locator('iframe');
      await expect(frame).toHaveAttribute('src', /player\.twitch\.tv\/\?channel=bigstreamer&/);
      const hide = dock.getByRole('button', { name: 'Hide the player' });
      const hideBox = (await hide.boundingBox())!;
      expect(hideBox.height).toBeGreaterThanOrEqual(44);
      expect(hideBox.width).toBeGreaterThanOrEqual(44);
      expect((await dock.boundingBox())!.y + (await dock.boundingBox())!.height).toBeLessThanOrEqual(
        (await panel.boundingBox())!.y,
      );
      await shot(`${path.slice(1).replace('/', '-')}-open.png`);
      expect(await coveredTargets(panel)).toEqual([]);

      // Open it stays for the session (the next page), and "Hide the player" folds it again.
      if (path !== '/stream/bonushunt') {
        await viewer.reload();
        await expect(dock.locator('iframe')).toBeVisible();
      }
      await hide.click();
      await expect(dock.locator('iframe')).toHaveCount(0);
      await expect(open).toBeVisible();
    }
  } finally {
    release();
  }
  await admin.context().close();
  await viewer.context().close();
});

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
