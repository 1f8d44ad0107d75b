import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, callApi, expect, signedInPage, signInAsNewViewer, test } from './support/fixtures';
import { lockLiveHunt } from './support/live-hunt-lock';
import { holdOverlayKey } from './support/overlay-key';

/*
 * The live hunt: the admin drives the console in one browser context while a viewer bets GTB and
 * AVG in another; the viewer's page follows every console change without a reload (SSE push).
 * One live hunt exists at a time on the shared server, so these tests run one after another.
 */
// Two browser contexts, two sign-ins and some forty pushed updates: 10-16 s on an idle machine, more
// than the default 30 s when CI's two workers share two cores with both servers.
test.describe.configure({ mode: 'serial', timeout: 150_000 });
// Other spec files change the live hunt too (slot requests add bonuses to it): each test holds the lock.
let unlock: (() => void) | undefined;
test.beforeEach(async () => {
  unlock = await lockLiveHunt();
});
test.afterEach(() => {
  unlock?.();
  unlock = undefined;
});

/** The overlay key lock, held from a test's first key rotation to its end (the giveaways spec rotates it too). */
let releaseOverlayKey: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await releaseOverlayKey?.();
  releaseOverlayKey = null;
});

/** A call with the page's session that answers its status, whatever it is. */
async function apiStatus(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<number> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    data,
    headers: method === 'GET' ? {} : { origin },
  });
  return res.status();
}

test('a viewer bets GTB and AVG while the admin runs the hunt; the page follows without reload', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, baseURL!, 'admin');
  // The GTB winner gets a notice dialog on their next visit: a viewer of this test's own, so no other
  // test signed in as DemoViewer meets it.
  const viewerContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  await viewerContext.addCookies([{ name: 'age', value: 'true', url: baseURL! }]);
  const viewer = await viewerContext.newPage();
  const viewerName = await signInAsNewViewer(viewer);
  // No browser confirm() anywhere in the console: a native dialog would fail the test.
  admin.on('dialog', (d) => {
    throw new Error(`unexpected native dialog: ${d.message()}`);
  });

  // Whatever hunt is live (the demo one) is cancelled, then the console starts a new one.
  await apiStatus(admin, 'POST', '/admin/live-hunt/cancel');
  await admin.goto('/admin/hunt');
  await admin.getByLabel('Start balance').fill('500');
  await admin.getByRole('button', { name: 'Create live hunt' }).click();

  // Keyboard-fast add: Enter adds and the slot field is focused again.
  const slot = admin.getByLabel('Slot', { exact: true });
  await expect(slot).toBeFocused();
  for (const [name, bet] of [
    ['E2E Gates', '2'],
    ['E2E Bonanza', '1.50'],
  ] as const) {
    await slot.fill(name);
    await admin.getByLabel('Bet', { exact: true }).fill(bet);
    await admin.getByLabel('Bet', { exact: true }).press('Enter');
    await expect(admin.getByTestId('console-bonus').filter({ hasText: name })).toBeVisible();
    await expect(slot).toBeFocused();
    await expect(slot).toHaveValue('');
  }
  await expect(admin.locator('[data-next]')).toContainText('E2E Gates');

  await viewer.goto('/stream/bonushunt');
  await expect(viewer.getByRole('heading', { name: 'Track the hunt!' })).toBeVisible();
  await expect(viewer.getByTestId('hunt-title')).toContainText('Bonus Hunt #');
  await expect(viewer.getByTestId('bonus-row')).toHaveCount(2);
  await expect(viewer.getByTestId('push-state')).toHaveText('live');

  // The admin opens GTB and AVG: the viewer's badges change without reload.
  await viewer.getByRole('tab', { name: 'GTB' }).click();
  await expect(viewer.getByTestId('status-badge')).toHaveText('Closed');
  await admin.getByRole('button', { name: 'Open GTB' }).click();
  await expect(viewer.getByTestId('status-badge')).toHaveText('Opened');
  await viewer.getByRole('button', { name: 'Put GTB' }).click();
  const gtb = viewer.getByRole('dialog', { name: 'Guess The Balance' });
  await gtb.getByPlaceholder('Type your guess').fill('9000');
  await gtb.getByRole('button', { name: 'Place guess' }).click();
  await expect(viewer.getByText('The guess must be a number between 1 and 7,500.', { exact: true })).toBeVisible();
  await gtb.getByPlaceholder('Type your guess').fill('300.50');
  await gtb.getByRole('button', { name: 'Place guess' }).click();
  await expect(viewer.getByTestId('gtb-your-guess')).toHaveText('$300.50');
  await expect(viewer.getByRole('button', { name: 'Put GTB' })).toHaveCount(0);
  await expect(viewer.getByTestId('gtb-prizes')).toContainText('1st$30Closest');

  await viewer.getByRole('tab', { name: 'AVG' }).click();
  await expect(viewer.getByTestId('status-badge')).toHaveText('Soon');
  await expect(viewer.getByTestId('avg-tile-B')).toBeDisabled();
  await admin.getByRole('button', { name: 'Open AVG' }).click();
  await expect(viewer.getByTestId('status-badge')).toHaveText('Opened');
  await viewer.getByTestId('avg-tile-B').click();
  const avg = viewer.getByRole('dialog', { name: 'Bet on Group B' });
  await avg.getByLabel('Enter your bet (1 - 500):').fill('501');
  await avg.getByRole('button', { name: 'Confirm' }).click();
  await expect(viewer.getByText('The bet must be a number between 1 and 500.', { exact: true })).toBeVisible();
  await avg.getByLabel('Enter your bet (1 - 500):').fill('40');
  await avg.getByRole('button', { name: 'Confirm' }).click();
  await expect(viewer.getByTestId('avg-your-group')).toHaveText('B');
  await expect(viewer.getByTestId('avg-pot')).toHaveText('40');
  await expect(viewer.getByTestId('avg-tile-A')).toBeDisabled();

  // The admin opens the highlighted bonus: the viewer's table and stats follow.
  const earning = admin.getByLabel('Earning of E2E Gates');
  await earning.fill('140');
  await earning.press('Enter');
  await expect(admin.locator('[data-next]')).toContainText('E2E Bonanza');
  await expect(viewer.getByTestId('bonus-row').first()).toContainText('$140.00');
  await expect(viewer.getByTestId('bonus-row').first()).toContainText('x70');
  await admin.getByLabel('Earning of E2E Bonanza').fill('105');
  await admin.getByLabel('Earning of E2E Bonanza').press('Enter');
  await expect(viewer.getByTestId('bonus-row').nth(1)).toContainText('x70');

  // Cancel asks first; keeping the hunt changes nothing.
  await admin.getByRole('button', { name: 'Cancel hunt' }).click();
  const cancel = admin.getByRole('alertdialog', { name: /^Cancel Bonus Hunt #\d+\?$/ });
  await expect(cancel).toContainText('Every AVG bet is refunded');
  await cancel.getByRole('button', { name: 'Keep going' }).click();
  await expect(cancel).toBeHidden();

  // Finish (confirmed in the dialog): the viewer sees the settlement (group B wins, the pot comes back to the only bettor).
  await admin.getByRole('button', { name: 'Finish hunt' }).click();
  const finish = admin.getByRole('alertdialog', { name: /^Finish Bonus Hunt #\d+\?$/ });
  await expect(finish).toContainText('The final balance is $245.00');
  await finish.getByRole('button', { name: 'Finish and settle' }).click();
  await expect(viewer.getByTestId('avg-winner')).toContainText('B 66-75X');
  await expect(viewer.getByTestId('avg-payout')).toHaveText('40');
  // A finished hunt shows no break-even (it read "Break-even x | x0").
  await viewer.getByRole('tab', { name: 'Stats' }).click();
  await expect(viewer.getByTestId('stat-end')).toBeVisible();
  await expect(viewer.getByTestId('stat-break-even')).toHaveCount(0);
  await expect(viewer.getByText('Break-even x')).toHaveCount(0);
  await viewer.getByRole('tab', { name: 'GTB' }).click();
  await expect(viewer.getByTestId('gtb-final')).toHaveText('$245.00');
  await expect(viewer.getByTestId('gtb-top')).toContainText(viewerName);
  await expect(viewer.getByTestId('gtb-winners')).toContainText(`1st ${viewerName}$30`);
  await expect(admin.getByTestId('past-hunts')).toContainText('Finished');
  await expect(admin.getByTestId('past-hunts')).toContainText(`1. ${viewerName}`);

  await admin.context().close();
  await viewer.context().close();
});

test('GTB closes for good, its prizes go to the winners, who are told once; the admin hands out the text prize', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, baseURL!, 'admin');
  admin.on('dialog', (d) => {
    throw new Error(`unexpected native dialog: ${d.message()}`);
  });
  const viewerContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  await viewerContext.addCookies([{ name: 'age', value: 'true', url: baseURL! }]);
  const viewer = await viewerContext.newPage();
  const viewerName = await signInAsNewViewer(viewer);

  // A hunt set up through the API (the first test drives these screens): one bonus, GTB opened, one guess.
  await apiStatus(admin, 'POST', '/admin/live-hunt/cancel');
  expect(await apiStatus(admin, 'POST', '/admin/live-hunt', { start: 10_000 })).toBe(201);
  expect(
    await apiStatus(admin, 'POST', '/admin/live-hunt/bonuses', {
      slot: { name: 'E2E Prize Slot', provider: 'Test' },
      bet: 100,
      superBonus: false,
    }),
  ).toBe(201);
  expect(await apiStatus(admin, 'POST', '/admin/live-hunt/gtb', { status: 'opened' })).toBe(200);
  const huntId = ((await (await viewer.request.get('/api/v1/live-hunt')).json()) as { hunt: { _id: string } }).hunt._id;
  expect(await apiStatus(viewer, 'PUT', `/bonustracker/${huntId}/gtb`, { guess: 12_000 })).toBe(200);

  // The prizes: the 1st place gets a text prize in place of the default $30.
  await admin.goto('/admin/hunt');
  const prizes = admin.getByTestId('gtb-prizes-form');
  await prizes.getByLabel('Prize kind of place 1').selectOption('text');
  await prizes.getByLabel('Prize of place 1').fill('E2E signed mousepad');
  await prizes.getByRole('button', { name: 'Save prizes' }).click();
  await expect(prizes.getByRole('button', { name: 'Save prizes' })).toBeDisabled();
  await viewer.goto('/stream/bonushunt');
  await viewer.getByRole('tab', { name: 'GTB' }).click();
  await expect(viewer.getByTestId('gtb-prizes')).toContainText('1stE2E signed mousepad');

  // Closing GTB asks first (a styled dialog, not confirm()), then it is closed for good.
  await admin.getByRole('button', { name: 'Close GTB' }).click();
  const closeGtb = admin.getByRole('alertdialog', { name: 'Close GTB for good?' });
  await closeGtb.getByRole('button', { name: 'Keep going' }).click();
  await expect(closeGtb).toBeHidden();
  await expect(viewer.getByTestId('status-badge')).toHaveText('Opened');
  await admin.getByRole('button', { name: 'Close GTB' }).click();
  await admin
    .getByRole('alertdialog', { name: 'Close GTB for good?' })
    .getByRole('button', { name: 'Close GTB' })
    .click();
  await expect(viewer.getByTestId('status-badge')).toHaveText('Closed');
  await expect(admin.getByRole('button', { name: 'GTB closed for good' })).toBeDisabled();
  await expect(admin.getByRole('button', { name: 'Open GTB' })).toHaveCount(0);
  expect(await apiStatus(admin, 'POST', '/admin/live-hunt/gtb', { status: 'opened' })).toBe(409);

  // Finish from the dialog: the viewer's page shows the winner and the prize.
  await admin.getByLabel('Earning of E2E Prize Slot').fill('110');
  await admin.getByLabel('Earning of E2E Prize Slot').press('Enter');
  await expect(viewer.getByTestId('bonus-row').first()).toContainText('$110.00');
  await admin.getByRole('button', { name: 'Finish hunt' }).click();
  await admin
    .getByRole('alertdialog', { name: /^Finish Bonus Hunt #\d+\?$/ })
    .getByRole('button', { name: 'Finish and settle' })
    .click();
  await expect(viewer.getByTestId('gtb-winners')).toContainText(`1st ${viewerName}E2E signed mousepad`);

  // The winner is told on the next visit, once.
  await viewer.goto('/');
  const notice = viewer.getByRole('dialog', { name: /^You won GTB place 1 in Bonus Hunt #\d+!$/ });
  await expect(notice).toContainText('Your prize: E2E signed mousepad');
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  const noticesRead = viewer.waitForResponse((r) => r.url().endsWith('/api/v1/users/me/notices'));
  await viewer.reload();
  expect((await (await noticesRead).json()).notices).toEqual([]);
  await expect(viewer.getByRole('dialog')).toHaveCount(0);

  // The admin's prizes list carries the text prize until it is marked handed out.
  await admin.goto('/admin/prizes');
  const row = admin.getByTestId('prize-row').filter({ hasText: viewerName });
  await expect(row).toContainText('E2E signed mousepad');
  await row.getByRole('button', { name: 'Mark handed out' }).click();
  await expect(row).toBeHidden(); // the 'To hand out' view drops it
  await admin.getByRole('tab', { name: 'All prizes' }).click();
  const done = admin.getByTestId('prize-row').filter({ hasText: viewerName });
  await expect(done).toContainText('Handed out by DemoAdmin');
  await expect(done.getByRole('button', { name: 'Handed out' })).toHaveAttribute('aria-pressed', 'true');

  await admin.context().close();
  await viewerContext.close();
});

test('the tracking page and /stream/live fit a 390x844 screen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: MOBILE });
  await context.addCookies([{ name: 'age', value: 'true', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/stream/bonushunt');
  await expect(page.getByRole('heading', { name: 'Track the hunt!' })).toBeVisible();
  await expect(page.getByTestId('hunt-title')).toBeVisible();
  for (const tab of ['Stats', 'GTB', 'AVG']) {
    await page.getByRole('tab', { name: tab }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await page.goto('/stream/live');
  const frame = page.getByTestId('stream-frame');
  await expect(frame).toHaveAttribute('src', /player\.twitch\.tv\/\?channel=.*&parent=localhost/);
  await page.getByRole('tab').nth(1).click();
  await expect(frame).toHaveAttribute('src', /youtube\.com\/embed/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();

  // The console on a phone: the tables scroll inside their boxes, the page does not.
  const admin = await signedInPage(browser, baseURL!, 'admin', MOBILE);
  await admin.goto('/admin/hunt');
  await expect(admin.getByRole('heading', { name: 'Live Hunt Console' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Past hunts' })).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await admin.context().close();
});

test('the OBS overlay opens with the key made on /admin/overlays and follows the console', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, baseURL!, 'admin');
  admin.on('dialog', (d) => void d.accept());
  await apiStatus(admin, 'POST', '/admin/live-hunt/cancel');
  expect(await apiStatus(admin, 'POST', '/admin/live-hunt', { start: 20_000 })).toBe(201);
  // The console only points to /admin/overlays, where the key is made.
  await admin.goto('/admin/hunt');
  await admin.getByRole('link', { name: '/admin/overlays' }).click();
  await admin.waitForURL('**/admin/overlays');
  const key = new URL(await overlayUrl(admin, 'hunt')).searchParams.get('key')!;
  expect(key).toMatch(/^ovl_/);
  await admin.goto('/admin/hunt');

  const obs = await browser.newPage({ baseURL: baseURL!, viewport: { width: 1920, height: 1080 } });
  await obs.goto('/overlay/hunt?key=wrong-key-123');
  await expect(obs.getByRole('alert')).toHaveText('Invalid overlay key. Copy the current one from /admin/overlays.');
  await obs.goto(`/overlay/hunt?key=${key}`);
  await expect(obs.getByRole('heading', { name: /Bonus Hunt #/ })).toBeVisible();
  expect(await obs.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  await expect(obs.getByTestId('overlay-games')).toContainText('GTB Closed');

  expect(
    await apiStatus(admin, 'POST', '/admin/live-hunt/bonuses', {
      slot: { name: 'Overlay Slot', provider: 'X' },
      bet: 100,
      superBonus: true,
    }),
  ).toBe(201);
  await expect(obs.getByTestId('overlay-current')).toContainText('Overlay Slot');
  expect(await apiStatus(admin, 'POST', '/admin/live-hunt/gtb', { status: 'opened' })).toBe(200);
  await expect(obs.getByTestId('overlay-games')).toContainText('GTB Opened');

  await obs.goto(`/overlay/gtb?key=${key}`);
  await expect(obs.getByTestId('overlay-gtb-status')).toContainText('Opened');
  await obs.close();

  // The console's slot field searches the catalogue: arrows and Enter pick a slot, fill its
  // provider and move to Bet; Enter there adds the catalogue slot.
  const slot = admin.getByLabel('Slot', { exact: true });
  await slot.fill('sweet bonanza xm');
  await expect(admin.getByRole('option', { name: /Sweet Bonanza Xmas/ })).toBeVisible();
  await slot.press('ArrowDown');
  await expect(admin.getByRole('option', { name: /Sweet Bonanza Xmas/ })).toHaveAttribute('aria-selected', 'true');
  await slot.press('Enter');
  await expect(slot).toHaveValue('Sweet Bonanza Xmas');
  await expect(admin.getByLabel('Provider', { exact: true })).toHaveValue('Pragmatic Play');
  const bet = admin.getByLabel('Bet', { exact: true });
  await expect(bet).toBeFocused();
  await bet.fill('2');
  await bet.press('Enter');
  await expect(admin.getByTestId('console-bonus').filter({ hasText: 'Sweet Bonanza Xmas' })).toBeVisible();
  await expect(slot).toBeFocused();
  await expect(admin.getByRole('listbox')).toHaveCount(0);
  // The bonus is linked to the catalogue slot; a typed name (Overlay Slot) is not.
  const live = (await (await admin.request.get('/api/v1/live-hunt')).json()) as {
    hunt: { bonus: { slot: { _id: string | null; name: string } }[] };
  };
  expect(live.hunt.bonus.map((b) => [b.slot.name, b.slot._id !== null])).toEqual([
    ['Overlay Slot', false],
    ['Sweet Bonanza Xmas', true],
  ]);
  await admin.context().close();
});

// ---- OBS overlays (/overlay/*, /admin/overlays) ----

const FULL_HD = { width: 1920, height: 1080 };
/** The first render of a page (its chunk, two keyed reads) on a machine shared with both servers. */
const FIRST_PAINT = { timeout: 20_000 };

type Hunt = { _id: string; bonus: { _id: string; bet: number }[] };

/** A fresh live hunt of `count` bonuses (the first one a catalogue slot with a thumbnail). */
async function huntOf(admin: Page, count: number): Promise<Hunt> {
  await admin.request.fetch(`${new URL(admin.url()).origin}/api/v1/admin/live-hunt/cancel`, {
    method: 'POST',
    headers: { origin: new URL(admin.url()).origin },
  });
  await callApi(admin, 'POST', '/admin/live-hunt', { start: 100_000 });
  const art = await callApi<{ id: string }>(admin, 'POST', '/slots', {
    name: `Overlay Art ${Date.now()}`,
    provider: 'Pragmatic Play',
    thumbnail: '/favicon.svg',
  });
  let hunt = await callApi<Hunt>(admin, 'POST', '/admin/live-hunt/bonuses', {
    slot: { _id: art.id, name: 'x', provider: '' },
    bet: 200,
    superBonus: false,
  });
  for (let i = 2; i <= count; i++)
    hunt = await callApi<Hunt>(admin, 'POST', '/admin/live-hunt/bonuses', {
      slot: { name: `Bonus ${i}`, provider: i % 2 ? 'Hacksaw Gaming' : 'Nolimit City' },
      bet: 100 * (1 + (i % 3)),
      superBonus: i % 7 === 0,
    });
  return hunt;
}

/** Creates (or rotates) the key on /admin/overlays and returns the full-screen hunt overlay's address shown there. */
async function overlayUrl(
  admin: Page,
  name: 'hunt' | 'gtb' | 'avg' | 'ticker',
  size: 'full' | 'sidebar' = 'full',
): Promise<string> {
  releaseOverlayKey ??= await holdOverlayKey();
  await admin.goto('/admin/overlays');
  await expect(admin.getByRole('heading', { name: 'Stream overlays' })).toBeVisible(FIRST_PAINT);
  const button = admin.getByRole('button', { name: /^(Create|Rotate) key$/ });
  await expect(button).toBeEnabled();
  if ((await button.textContent()) === 'Rotate key') {
    await button.click();
    await admin
      .getByRole('dialog', { name: 'Rotate the overlay key?' })
      .getByRole('button', { name: 'Rotate key' })
      .click();
  } else {
    await button.click();
  }
  await expect(admin.getByTestId('overlay-key-shown')).toBeVisible();
  const url = (
    await admin
      .getByTestId('obs-url')
      .filter({ hasText: `/overlay/${name}?` })
      .locator('code')
      .allTextContents()
  ).find((u) => u.includes('size=sidebar') === (size === 'sidebar'))!;
  expect(url).toMatch(/key=ovl_/);
  return url;
}

/** True when the element lies inside the box (both on screen). */
async function inside(page: Page, element: string, box: string): Promise<boolean> {
  return page.evaluate(
    ([e, b]) => {
      const r = document.querySelector(e)!.getBoundingClientRect();
      const o = document.querySelector(b)!.getBoundingClientRect();
      return r.top >= o.top - 1 && r.bottom <= o.bottom + 1;
    },
    [element, box] as const,
  );
}

test('the hunt overlay at 1920x1080 lists every bonus with the one being opened highlighted, follows the console and fits a 360 px sidebar', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, baseURL!, 'admin');
  const hunt = await huntOf(admin, 30);
  const url = await overlayUrl(admin, 'hunt');

  const obs = await browser.newPage({ viewport: FULL_HD });
  await obs.goto(url.replace(/key=[^&]+/, 'key=ovl_wrong_key_123'));
  await expect(obs.getByRole('alert')).toHaveText(
    'Invalid overlay key. Copy the current one from /admin/overlays.',
    FIRST_PAINT,
  );
  await obs.goto(url);
  await expect(obs.getByRole('heading', { name: /Bonus Hunt #/ })).toBeVisible(FIRST_PAINT);
  expect(
    await obs.evaluate(() => [
      getComputedStyle(document.documentElement).backgroundColor,
      getComputedStyle(document.body).backgroundColor,
    ]),
  ).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  const rows = obs.getByTestId('overlay-bonus');
  await expect(rows).toHaveCount(30);
  // Slot art where the catalogue has it, the provider tile elsewhere; '-' for unopened.
  await expect(rows.first().locator('img')).toHaveAttribute('src', '/favicon.svg');
  await expect(rows.nth(1).getByTestId('slot-tile')).toBeVisible();
  await expect(rows.first()).toHaveAttribute('data-current', 'true');
  await expect(rows.first().getByTestId('overlay-multi')).toHaveText('-');
  await expect(obs.getByTestId('overlay-current')).toContainText('Overlay Art');
  await expect(obs.getByTestId('overlay-opened')).toHaveText('Opened 0/30');

  // The console opens the first bonus (0 paid counts as opened): the highlight moves on, live.
  await callApi(admin, 'PATCH', `/admin/live-hunt/bonuses/${hunt.bonus[0]!._id}`, { earning: 0 });
  await expect(rows.nth(1)).toHaveAttribute('data-current', 'true');
  await expect(rows.first()).not.toHaveAttribute('data-current', 'true');
  await expect(rows.first().getByTestId('overlay-multi')).toHaveText('0x');
  await expect(obs.getByTestId('overlay-opened')).toHaveText('Opened 1/30');
  const second = hunt.bonus[1]!;
  await callApi(admin, 'PATCH', `/admin/live-hunt/bonuses/${second._id}`, { earning: second.bet * 80 });
  await expect(rows.nth(1).getByTestId('overlay-multi')).toHaveText('80x');
  await expect(obs.getByTestId('overlay-end')).toHaveText(`$${((second.bet * 80) / 100).toFixed(2)}`);

  // Far down a list longer than the box, the highlighted row is scrolled into view.
  for (const b of hunt.bonus.slice(2, 24))
    await callApi(admin, 'PATCH', `/admin/live-hunt/bonuses/${b._id}`, { earning: b.bet * 50 });
  await expect(rows.nth(24)).toHaveAttribute('data-current', 'true');
  expect(
    await obs.evaluate(
      () =>
        document.querySelector('[data-testid=overlay-list] ol')!.scrollHeight >
        document.querySelector('[data-testid=overlay-list]')!.clientHeight,
    ),
  ).toBe(true);
  await expect.poll(() => inside(obs, '[data-current]', '[data-testid=overlay-list]')).toBe(true);
  expect(await obs.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
  await obs.close();

  // A narrow sidebar source: nothing sticks out sideways, the highlight is still in view.
  const sidebar = await browser.newPage({ viewport: { width: 360, height: 1080 } });
  await sidebar.goto(`${url}&size=sidebar`);
  await expect(sidebar.getByTestId('overlay-bonus')).toHaveCount(30, FIRST_PAINT);
  expect(await sidebar.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const rights = await sidebar
    .getByTestId('overlay-bonus')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
  expect(Math.max(...rights)).toBeLessThanOrEqual(360);
  await expect.poll(() => inside(sidebar, '[data-current]', '[data-testid=overlay-list]')).toBe(true);
  await sidebar.close();
  await admin.context().close();
});

test('a settings change shows in the admin preview, then on an open overlay without reload', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, baseURL!, 'admin');
  await huntOf(admin, 4);
  const url = await overlayUrl(admin, 'hunt');
  const obs = await browser.newPage({ viewport: FULL_HD });
  await obs.goto(url);
  const panel = obs.getByTestId('overlay-panel');
  await expect(panel).toBeVisible(FIRST_PAINT);
  const border = (p: Page, root = 'main') =>
    p.locator(`${root} [data-testid=overlay-panel]`).evaluate((e) => getComputedStyle(e).borderTopColor);
  const before = await border(obs);

  await expect(admin.getByTestId('preview-source')).toContainText('Current hunt #');
  await admin.getByLabel('Accent', { exact: true }).fill('#22c55e');
  await expect.poll(() => border(admin, '[data-testid=overlay-preview]')).toBe('rgb(34, 197, 94)');
  await admin.getByRole('radio', { name: 'bottom right' }).check();
  await admin.getByRole('checkbox', { name: 'Bonus list' }).uncheck();
  await expect(admin.getByTestId('overlay-preview').getByTestId('overlay-bonus')).toHaveCount(0);
  // Not saved yet: the stream still shows the old look.
  expect(await border(obs)).toBe(before);
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByTestId('settings-saved-at')).toContainText('Saved');

  await expect.poll(() => border(obs)).toBe('rgb(34, 197, 94)');
  await expect(obs.getByTestId('overlay-bonus')).toHaveCount(0);
  const box = (await panel.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(1920 - 24);
  expect(Math.round(box.y + box.height)).toBe(1080 - 24);

  // A bad value is refused before it is sent; the defaults come back for the next tests.
  await admin.getByLabel('Logo URL').fill('http://not-https.example/logo.png');
  await expect(admin.getByText('must be an absolute https:// URL (or a path of this site)')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await admin.getByRole('button', { name: 'Site defaults' }).click();
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect.poll(() => border(obs)).toBe(before);
  await obs.close();
  await admin.context().close();
});

test('the GTB, AVG and ticker overlays: status, counts and pots while open, winners after the result', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, baseURL!, 'admin');
  const hunt = await huntOf(admin, 2);
  await callApi(admin, 'POST', '/admin/live-hunt/gtb', { status: 'opened' });
  await callApi(admin, 'POST', '/admin/live-hunt/avg', { status: 'opened' });
  const gtbUrl = await overlayUrl(admin, 'gtb');
  const key = new URL(gtbUrl).searchParams.get('key')!;

  const viewerContext = await browser.newContext({ baseURL: baseURL! });
  await viewerContext.addCookies([{ name: 'age', value: 'true', url: baseURL! }]);
  const viewer = await viewerContext.newPage();
  const login = await signInAsNewViewer(viewer);

  const gtb = await browser.newPage({ viewport: FULL_HD });
  await gtb.goto(gtbUrl);
  await expect(gtb.getByTestId('overlay-gtb-status')).toContainText('Opened · 0 guesses', FIRST_PAINT);
  await expect(gtb.getByTestId('overlay-cta')).toHaveText(
    `Guess the final balance on ${new URL(baseURL!).host}/stream/bonushunt`,
  );
  await expect(gtb.getByText('!gtb')).toHaveCount(0);
  await callApi(viewer, 'PUT', `/bonustracker/${hunt._id}/gtb`, { guess: 60_000 });
  await expect(gtb.getByTestId('overlay-gtb-count')).toHaveText('1');
  // While guessing is open, nobody's guess is on the overlay (the site shows only the count too).
  await expect(gtb.getByText(login)).toHaveCount(0);

  const avg = await browser.newPage({ viewport: FULL_HD });
  await avg.goto(`${baseURL!}/overlay/avg?key=${key}`);
  await expect(avg.getByTestId('overlay-avg-pill')).toHaveText('Open', FIRST_PAINT);
  await callApi(viewer, 'PUT', `/bonustracker/${hunt._id}/avg`, { guess: 'B', bet: 40 });
  await expect(avg.getByTestId('overlay-avg-group-B')).toContainText('40 pts');
  await expect(avg.getByTestId('overlay-avg-group-B')).toContainText('1 bettor');
  await expect(avg.getByTestId('overlay-avg-pot')).toHaveText('40 pts');

  const ticker = await browser.newPage({ viewport: FULL_HD });
  await ticker.goto(`${baseURL!}/overlay/ticker?key=${key}`);
  await expect(ticker.getByTestId('ticker-current')).toContainText('Overlay Art', FIRST_PAINT);
  const strip = (await ticker.getByTestId('overlay-panel').boundingBox())!;
  expect(strip.height).toBeLessThan(80);
  await expect(ticker.getByTestId('ticker-break-even')).toBeVisible();

  // The result: bonuses opened at 70x (group B), the hunt finished.
  for (const b of hunt.bonus)
    await callApi(admin, 'PATCH', `/admin/live-hunt/bonuses/${b._id}`, { earning: b.bet * 70 });
  await expect(ticker.getByTestId('ticker-current')).toHaveCount(0);
  await callApi(admin, 'POST', '/admin/live-hunt/finish');
  await expect(gtb.getByTestId('overlay-gtb-pill')).toHaveText('Result');
  await expect(gtb.getByTestId('overlay-gtb-winners')).toContainText(login);
  const final = hunt.bonus.reduce((sum, b) => sum + b.bet * 70, 0);
  await expect(gtb.getByTestId('overlay-gtb-final')).toHaveText(`$${(final / 100).toFixed(2)}`);
  await expect(avg.getByTestId('overlay-avg-group-B')).toHaveAttribute('data-winner', 'true');
  await expect(avg.getByTestId('overlay-avg-result')).toContainText('Group B wins');
  // The finished hunt's ticker shows no break-even.
  await expect(ticker.getByTestId('overlay-ticker')).toBeVisible();
  await expect(ticker.getByTestId('ticker-break-even')).toHaveCount(0);

  // A narrow source: no overlay sticks out sideways.
  for (const page of [gtb, avg, ticker]) {
    await page.setViewportSize({ width: 360, height: 1080 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.close();
  }
  await viewerContext.close();
  await admin.context().close();
});

test('Show addresses gives the current key again (the OBS sources keep working), the giveaway is listed; the GTB sidebar reads its title, ends with its content and names the chat command', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, baseURL!, 'admin', MOBILE);
  await admin.goto('/admin/hunt');
  await huntOf(admin, 2);
  await callApi(admin, 'POST', '/admin/live-hunt/gtb', { status: 'opened' });
  const made = await overlayUrl(admin, 'gtb', 'sidebar');
  const key = new URL(made).searchParams.get('key')!;

  // The GTB sidebar source (360x1080): the whole title, a panel as tall as its content.
  const obs = await browser.newPage({ viewport: { width: 360, height: 1080 } });
  // The e2e server reads no chat: the settings are answered as with the bot in a chat where !gtb is on.
  await obs.route('**/api/v1/overlay/settings', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...body, chat: { gtb: '!gtb', avg: '!avg' } } });
  });
  await obs.goto(made);
  const title = obs.getByRole('heading', { name: 'Guess the balance' });
  await expect(title).toBeVisible(FIRST_PAINT);
  // Not cut: the heading's text fits its box (no ellipsis, nothing hidden).
  expect(
    await title.evaluate((h) => h.scrollWidth <= h.clientWidth && getComputedStyle(h).textOverflow !== 'ellipsis'),
  ).toBe(true);
  await expect(obs.getByTestId('overlay-chat-command')).toHaveText('or type !gtb 1234 in chat');
  const panel = (await obs.getByTestId('overlay-panel').boundingBox())!;
  expect(panel.height).toBeLessThan(540);
  await obs.screenshot({ path: test.info().outputPath('overlay-gtb-sidebar-360x1080.png') });

  // Without chat, no command is named.
  await obs.unroute('**/api/v1/overlay/settings');
  await obs.reload();
  await expect(obs.getByTestId('overlay-cta')).toBeVisible(FIRST_PAINT);
  await expect(obs.getByTestId('overlay-chat-command')).toHaveCount(0);

  // Later: the admin shows the addresses again. Same key, the giveaway listed with it, the OBS page still works.
  await admin.goto('/admin/overlays');
  await expect(admin.getByTestId('overlay-key-status')).toContainText('Show the addresses', FIRST_PAINT);
  await expect(admin.getByTestId('obs-url').first()).toContainText('YOUR_OVERLAY_KEY');
  await admin.getByRole('button', { name: 'Show addresses' }).click();
  await expect(admin.getByTestId('overlay-key-shown')).toBeVisible();
  const addresses = await admin.getByTestId('obs-url').locator('code').allTextContents();
  expect(addresses).toHaveLength(15);
  for (const address of addresses) expect(new URL(address).searchParams.get('key')).toBe(key);
  await expect(admin.getByTestId('obs-url').filter({ hasText: 'Giveaway' }).locator('code')).toHaveText(
    `${new URL(made).origin}/overlay/giveaway?key=${key}`,
  );
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await admin.screenshot({ path: test.info().outputPath('admin-overlays-shown-390x844.png'), fullPage: true });
  await obs.reload();
  await expect(obs.getByRole('heading', { name: 'Guess the balance' })).toBeVisible(FIRST_PAINT);
  await expect(obs.getByRole('alert')).toHaveCount(0);
  // The showing is in the audit log.
  const audit = await callApi<{ items: { action: string }[] }>(admin, 'GET', '/admin/audit?action=overlay.key.reveal');
  expect(audit.items.length).toBeGreaterThan(0);
  await obs.close();
  await admin.context().close();
});
