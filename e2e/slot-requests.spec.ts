import type { Browser, Page } from '@playwright/test';
import { DESKTOP, MOBILE, callApi, expect, signInAs, signInAsNewViewer, test, toasts } from './support/fixtures';
import { lockLiveHunt } from './support/live-hunt-lock';

/*
 * Slot requests: the admin opens requests with a cost on the live hunt console's panel; a viewer of
 * the test's own requests a catalogue slot on /slot-requests (the cost leaves the header balance),
 * sees it in the queue and cannot make a second; the admin rejects it (the points come back), then
 * marks the viewer's next request played and adds it to the live hunt (the bonus shows in the console).
 * Requests are one setting for the whole server, so the two viewports run one after the other; the
 * steps that change the live hunt hold the live hunt lock, as the live hunt spec's tests do.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** Screenshots of the screens this spec walks through, kept with the run's results (test-results/). */
const shot = (name: string) => test.info().outputPath(name);

type Hunt = { _id: string; status: string; bonus: { slot: { name: string }; bet: number }[] };
const liveHunt = async (page: Page) => (await callApi<{ hunt: Hunt | null }>(page, 'GET', '/live-hunt')).hunt;

async function adminPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addCookies([{ name: 'age', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  await signInAs(page, 'admin');
  return page;
}

const noHorizontalOverflow = async (page: Page) => {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
};

/** Picks a catalogue slot (its option reads name, then provider) in the page's slot search and presses Request. */
async function requestSlot(page: Page, typed: string, name: string, provider: string) {
  await page.getByRole('combobox', { name: 'Search slot' }).fill(typed);
  await page.getByRole('option', { name: `${name} ${provider}`, exact: true }).click();
  await expect(page.getByTestId('picked-slot')).toContainText(name);
  await page.getByRole('button', { name: 'Request', exact: true }).click();
}

for (const [label, viewport, cost, slots, provider] of [
  ['desktop', DESKTOP, 300, ['Sweet Bonanza Xmas', 'Gates Of Olympus'], 'Pragmatic Play'],
  ['390x844', MOBILE, 400, ['Big Bass Bonanza Megaways', 'Sweet Bonanza'], 'Pragmatic Play'],
] as const) {
  test.describe(`slot requests (${label})`, () => {
    test.use({ viewport });

    test('request, no second one, reject with refund, played and added to the live hunt', async ({
      page,
      browser,
      baseURL,
    }) => {
      const admin = await adminPage(browser, baseURL!, viewport);
      admin.on('dialog', (d) => {
        throw new Error(`unexpected native dialog: ${d.message()}`);
      });
      // The admin opens requests with a cost on the console's panel (closed first: one setting per server).
      await admin.goto('/admin/hunt');
      await callApi(admin, 'PUT', '/admin/slot-requests/settings', { open: false });
      await admin.reload();
      const panel = admin.getByRole('region', { name: 'Slot requests' });
      // The switch saves at once and turns on when the server has it.
      await panel.getByRole('switch', { name: 'Requests open' }).click();
      await expect(toasts(admin)).toContainText('Slot requests are open.');
      await expect(panel.getByRole('switch', { name: 'Requests open' })).toBeChecked();
      await panel.getByLabel('Cost (points per request)').fill(String(cost));
      await panel.getByRole('button', { name: 'Save cost', exact: true }).click();
      await expect(toasts(admin)).toContainText(`Cost saved: ${cost} points per request.`);

      // A viewer of the test's own (10,000 points) finds the page in the menu.
      const login = await signInAsNewViewer(page);
      await expect(page.getByTestId('points-pill')).toHaveAttribute('data-points', '10000');
      if (label === 'desktop') {
        await page
          .getByRole('complementary', { name: 'Main menu' })
          .getByRole('link', { name: 'Slot Requests' })
          .click();
      } else {
        const bar = page.getByRole('navigation', { name: 'Bottom menu' });
        await bar.getByRole('button', { name: 'Stream' }).click();
        await bar.getByRole('menuitem', { name: 'Slot Requests' }).click();
      }
      await expect(page).toHaveURL(/\/slot-requests$/);
      await expect(page.getByRole('heading', { name: 'Slot requests', level: 1 })).toBeVisible();
      await expect(page.getByTestId('slot-requests-state')).toHaveText(
        `Requests are open · ${cost} points per request`,
      );

      // The first request: the cost leaves the balance; it shows as theirs and in the queue.
      await requestSlot(page, slots[0].slice(0, 12).toLowerCase(), slots[0], provider);
      await expect(toasts(page)).toContainText(`Requested ${slots[0]} for ${cost} points.`);
      await expect(page.getByTestId('points-pill')).toHaveAttribute('data-points', String(10_000 - cost));
      const mine = page.getByTestId('my-slot-request');
      await expect(mine).toContainText(slots[0]);
      await expect(mine.getByRole('button', { name: 'Withdraw' })).toBeVisible();
      const queued = page.getByTestId('queue-row').filter({ hasText: login });
      await expect(queued).toContainText(slots[0]);
      await expect(queued).toContainText('Site');
      await expect(queued).toHaveAttribute('data-mine', 'true');
      // No second one: the search is gone, and the API refuses one anyway.
      await expect(page.getByRole('combobox', { name: 'Search slot' })).toHaveCount(0);
      const [other] = await callApi<{ id: string }[]>(page, 'GET', `/slots?q=${encodeURIComponent(slots[1])}`);
      const second = await page.request.post('/api/v1/slot-requests', {
        data: { slotId: other!.id },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(second.status()).toBe(409);
      expect(((await second.json()) as { error: { code: string } }).error.code).toBe('SLOT_REQUEST_OPEN');
      if (label === '390x844') await noHorizontalOverflow(page);
      await page.screenshot({ path: shot(`slot-requests-mine-${label}.png`), fullPage: true });

      // The admin rejects it with a note: the viewer's points come back. The panel's board is read
      // again every SLOT_REQUESTS_POLL_SECONDS (1 s on the e2e server), so the request shows there
      // without a reload.
      const row = panel.getByTestId('admin-queue-row').filter({ hasText: login });
      await expect(row).toContainText(slots[0], { timeout: 15_000 });
      await panel.screenshot({ path: shot(`console-panel-queue-${label}.png`) });
      await row.getByRole('button', { name: 'Reject' }).click();
      const reject = admin.getByRole('dialog', { name: `Reject ${slots[0]}?` });
      await expect(reject).toContainText(`${login} gets their ${cost} points back.`);
      await reject.getByLabel('Note for the viewer (optional)').fill('Played it yesterday');
      await reject.getByRole('button', { name: 'Reject', exact: true }).click();
      await expect(toasts(admin)).toContainText(`Rejected: ${slots[0]} for ${login}.`);
      await expect(row).toHaveCount(0);
      await expect(page.getByTestId('points-pill')).toHaveAttribute('data-points', '10000');
      // The board is read again (every second here): the viewer's page follows without a reload.
      const rejected = page.getByTestId('history-row').filter({ hasText: login });
      await expect(rejected).toContainText('Rejected', { timeout: 15_000 });
      await expect(rejected).toContainText('Played it yesterday');

      // The next request is played and added to the live hunt.
      await requestSlot(page, slots[1].toLowerCase(), slots[1], provider);
      await expect(page.getByTestId('points-pill')).toHaveAttribute('data-points', String(10_000 - cost));
      const next = panel.getByTestId('admin-queue-row').filter({ hasText: login });
      await expect(next).toContainText(slots[1], { timeout: 15_000 });
      // Played, then added to the live hunt: no other spec changes the hunt meanwhile.
      const unlock = await lockLiveHunt();
      try {
        // A live hunt to add to: the one running, else a new one.
        if ((await liveHunt(admin))?.status !== 'live')
          await callApi(admin, 'POST', '/admin/live-hunt', { start: 10_000 });
        await next.getByRole('button', { name: 'Played' }).click();
        await expect(next).toHaveCount(0);
        const toHunt = panel.getByTestId('to-hunt-row').filter({ hasText: login });
        const bet = toHunt.getByLabel(`Bet for ${slots[1]} requested by ${login}`);
        // The bet starts as the live hunt's last bonus's.
        const before = (await liveHunt(admin))!;
        const lastBet = before.bonus.at(-1)?.bet;
        await expect(bet).toHaveValue(lastBet ? (lastBet / 100).toFixed(2) : '');
        await bet.fill('1.25');
        if (label === '390x844') await noHorizontalOverflow(admin);
        await toHunt.scrollIntoViewIfNeeded();
        await panel.screenshot({ path: shot(`console-panel-${label}.png`) });
        await toHunt.getByRole('button', { name: 'Add to hunt' }).click();
        await expect(toasts(admin)).toContainText(`${slots[1]} added to the hunt.`);
        await expect(toHunt).toHaveCount(0);
        // The console's bonus table shows the new bonus (its hunt query is refreshed).
        await expect(admin.getByTestId('console-bonus').last()).toContainText(slots[1]);
        const after = (await liveHunt(admin))!;
        expect(after._id).toBe(before._id);
        expect(after.bonus.at(-1)).toMatchObject({ slot: { name: slots[1] }, bet: 125 });
      } finally {
        unlock();
      }

      // The viewer sees it played and in the hunt; the points stay spent.
      await page.reload();
      const played = page.getByTestId('history-row').filter({ hasText: slots[1] }).filter({ hasText: login });
      await expect(played).toContainText('Played');
      await expect(played).toContainText('in the hunt');
      await expect(page.getByTestId('points-pill')).toHaveAttribute('data-points', String(10_000 - cost));
      await expect(page.getByRole('combobox', { name: 'Search slot' })).toBeVisible();
      if (label === '390x844') await noHorizontalOverflow(page);
      await page.screenshot({ path: shot(`slot-requests-history-${label}.png`), fullPage: true });
      await admin.context().close();
    });
  });
}

test('the Open switch shows the saved state: pending while it saves, kept on reload, unchanged when refused (390x844)', async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL!, MOBILE);
  try {
    await admin.goto('/admin/hunt');
    await callApi(admin, 'PUT', '/admin/slot-requests/settings', { open: false });
    await admin.reload();
    const panel = admin.getByRole('region', { name: 'Slot requests' });
    const open = panel.getByRole('switch', { name: 'Requests open' });
    const state = panel.getByTestId('slot-requests-open-state');
    await expect(open).not.toBeChecked();
    await expect(state).toHaveText('Closed');

    // The save is held on its way: the switch does not claim "Open" before the server said so.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await admin.route('**/api/v1/admin/slot-requests/settings', async (route) => {
      await held;
      await route.continue();
    });
    await open.click();
    await expect(state).toHaveText('Opening…');
    await expect(open).not.toBeChecked();
    await expect(open).toBeDisabled();
    await panel.screenshot({ path: shot('open-switch-pending-390x844.png') });
    release();
    await expect(toasts(admin)).toContainText('Slot requests are open.');
    await expect(open).toBeChecked();
    await expect(state).toHaveText('Open');
    await admin.unroute('**/api/v1/admin/slot-requests/settings');

    // Saved, not only drawn: a reload shows it open.
    await admin.reload();
    await expect(open).toBeChecked();
    await expect(state).toHaveText('Open');

    // A refused change leaves the switch as saved and says why.
    await admin.route('**/api/v1/admin/slot-requests/settings', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'The server is busy. Try again.' } }),
      }),
    );
    await open.click();
    // The catalog's text of the code, never the server's English.
    await expect(panel.getByRole('alert')).toHaveText(
      'Something went wrong on our side. Please try again in a moment.',
    );
    await expect(panel.getByLabel('Cost (points per request)')).toHaveAttribute('aria-invalid', 'false');
    await expect(open).toBeChecked();
    await expect(state).toHaveText('Open');
    await panel.screenshot({ path: shot('open-switch-refused-390x844.png') });
  } finally {
    await admin.unrouteAll();
    await callApi(admin, 'PUT', '/admin/slot-requests/settings', { open: false });
    await admin.context().close();
  }
});
