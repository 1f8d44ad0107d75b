import type { Giveaway, GiveawayList, Me, OverlayKeyCreated } from '@app/contracts';
import type { Page } from '@playwright/test';
import {
  DESKTOP,
  MOBILE,
  adultPage,
  callApi,
  expect,
  signIn,
  signInAsNewViewer,
  test,
  toasts,
} from './support/fixtures';
import { verifiedAt } from './support/casino-account';
import { holdOverlayKey } from './support/overlay-key';

/*
 * Provably fair giveaways end to end: the admin creates a paid giveaway on /admin/giveaways, two
 * viewers of the test's own buy tickets on /giveaways (their balances drop), the admin draws, the
 * winner shows on the viewers' page without a reload, the verify page recomputes the draw in the
 * browser (all ✓), a reroll shows publicly with its reason, finalize pays the points prize, and the
 * OBS page lands on the true winner with the overlay key. A second giveaway is cancelled and refunds.
 * The overlay shows the open giveaway first, so the tests of this file run one after another and
 * leave none open.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const shot = (name: string) => test.info().outputPath(name);
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const balanceOf = async (page: Page) => (await callApi<Me>(page, 'GET', '/users/me')).points;

async function findGiveaway(page: Page, title: string): Promise<Giveaway> {
  const { current, past } = await callApi<GiveawayList>(page, 'GET', '/giveaways');
  const found = [...current, ...past].find((g) => g.title === title);
  expect(found, `giveaway ${title}`).toBeTruthy();
  return found!;
}

const noHorizontalOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

/** Buys tickets on /giveaways through the card's form and waits for the confirmation. */
async function enter(page: Page, title: string, tickets: number, cost: number) {
  await page.goto('/giveaways');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('spinbutton', { name: 'Tickets' }).fill(String(tickets));
  await card.getByRole('button', { name: `Buy for ${(tickets * cost).toLocaleString('en-US')} points` }).click();
  await expect(card.getByRole('status')).toHaveText(
    `You're in with ${tickets} ticket${tickets === 1 ? '' : 's'} (${(tickets * cost).toLocaleString('en-US')} points paid).`,
  );
  await expect(card.getByTestId('my-tickets')).toContainText(String(tickets));
}

/** The verify page of a finished giveaway: every check ✓ (the drand beacon's too), none ✗, and `picks` picks recomputed. */
async function expectVerified(page: Page, id: string, picks: number) {
  await page.goto(`/giveaways/${id}/verify`);
  // The page fetches the giveaway and its entry list, then hashes and draws in the browser: a loaded CI
  // run once showed it still loading after the default 7 s.
  await expect(page.getByTestId('verification-summary')).toHaveText(/^Verified: every value recomputed/, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('verified-pick')).toHaveCount(picks);
  await expect(page.locator('[data-check="fail"]')).toHaveCount(0);
  // The hash, the client seed, each pick, and the client seed again with Web Crypto from the drand round.
  await expect(page.locator('[data-check="pass"]')).toHaveCount(3 + picks);
  await expect(page.getByTestId('beacon-proof')).toHaveAttribute('data-beacon', 'drand');
  await expect(page.getByTestId('beacon-webcrypto').locator('[data-check]')).toHaveAttribute('data-check', 'pass');
  await expect(page.getByTestId('check-hash')).toHaveAttribute('data-result', 'match');
  await expect(page.getByTestId('check-client-seed')).toHaveAttribute('data-result', 'match');
}

test('a paid giveaway: two viewers enter, the admin draws, the page and the verifier show the winner, a reroll shows publicly, finalize pays, the overlay lands on the winner', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await adultPage(browser, baseURL!, DESKTOP);
  await signIn(admin, 'admin');
  const title = unique('E2E Giveaway');

  // The admin creates it on /admin/giveaways: 100 points a ticket, up to 3 each, 1 winner, 500 points prize.
  await admin.goto('/admin/giveaways');
  await admin.getByRole('button', { name: 'New giveaway' }).click();
  const form = admin.getByRole('dialog', { name: 'New giveaway' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Prize', { exact: true }).fill('A signed mousepad');
  await form.getByLabel('Points prize').fill('500');
  await form.getByLabel('Cost per ticket (points)').fill('100');
  await form.getByLabel('Max tickets per account').fill('3');
  await admin.screenshot({ path: shot('admin-create-desktop.png') });
  await form.getByRole('button', { name: 'Create giveaway' }).click();
  await expect(toasts(admin)).toContainText(`Created: ${title}.`);
  const row = admin.getByTestId('admin-giveaways').locator('tr', { hasText: title });
  await expect(row.getByTestId('giveaway-state')).toHaveText('Open');
  const created = await findGiveaway(admin, title);
  expect(created.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  expect(created.serverSeed).toBeNull();

  // Two viewers of this test's own (10,000 points each) buy tickets on /giveaways.
  const alice = await signInAsNewViewer(page);
  const bobPage = await adultPage(browser, baseURL!, DESKTOP);
  const bob = await signInAsNewViewer(bobPage);
  await enter(page, title, 2, 100);
  await enter(bobPage, title, 1, 100);
  expect(await balanceOf(page)).toBe(9_800);
  expect(await balanceOf(bobPage)).toBe(9_900);
  // The header follows (the answer's balance).
  await page.getByTestId('points-pill').hover();
  await expect(page.getByRole('tooltip')).toContainText('9,800 points');
  await page.mouse.move(0, 0);
  await page.reload();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByTestId('giveaway-entries')).toHaveText('2');
  await expect(card.getByTestId('giveaway-tickets')).toHaveText('3');
  await expect(card.getByTestId('server-seed-hash')).toHaveText(created.serverSeedHash);
  await page.screenshot({ path: shot('giveaways-open-desktop.png'), fullPage: true });

  // The OBS page with the overlay key shows the open giveaway. The key is rotated here, so it is held
  // against the live hunt spec's overlay tests until the overlay checks are done.
  let other: string;
  const release = await holdOverlayKey();
  try {
    const { key } = await callApi<OverlayKeyCreated>(admin, 'POST', '/admin/overlay-key');
    const obs = await browser.newPage({ baseURL: baseURL!, viewport: { width: 1920, height: 1080 } });
    await obs.goto('/overlay/giveaway?key=wrong-key-123');
    await expect(obs.getByRole('alert')).toHaveText('Invalid overlay key. Copy the current one from /admin/overlays.');
    await obs.goto(`/overlay/giveaway?key=${key}`);
    await expect(obs.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(obs.getByTestId('overlay-state')).toHaveText('Open');
    await expect(obs.getByTestId('overlay-entries')).toHaveText('2');
    expect(await obs.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await obs.screenshot({ path: shot('overlay-giveaway-open-1920.png') });

    // The admin draws now; the viewers' page hears of it (the `giveaway` event) and shows the winner.
    await row.getByRole('button', { name: `Draw ${title} now` }).click();
    await admin
      .getByRole('alertdialog', { name: `Draw ${title} now?` })
      .getByRole('button', { name: 'Draw now' })
      .click();
    await expect(toasts(admin)).toContainText('Drawn: ');
    await expect(row.getByTestId('giveaway-state')).toHaveText('Drawn');
    const drawn = await findGiveaway(admin, title);
    expect(drawn.picks).toHaveLength(1);
    const first = drawn.picks[0]!.name;
    expect([alice, bob]).toContain(first);
    other = first === alice ? bob : alice;
    // The overlay (asking every 3 s) spins over the entries' names and lands on the true winner.
    await expect(obs.getByTestId('overlay-reel')).toBeVisible({ timeout: 10_000 });
    await obs.screenshot({ path: shot('overlay-giveaway-reel-1920.png') });
    await expect(obs.getByTestId('overlay-winner')).toHaveText([first], { timeout: 15_000 });
    await expect(obs.getByTestId('overlay-giveaway')).toHaveAttribute('data-revealed', 'true');
    await obs.screenshot({ path: shot('overlay-giveaway-winner-1920.png') });
    const past = page.getByRole('listitem', { name: title });
    await expect(past.getByTestId('winner')).toHaveText([first]);
    expect(await page.getByRole('article', { name: title }).count()).toBe(0);

    // The detail page: the revealed seed, the client seed, the pick, every entry.
    await page.goto(`/giveaways/${drawn._id}`);
    await expect(page.getByTestId('server-seed')).toHaveText(drawn.serverSeed!);
    await expect(page.getByTestId('client-seed')).toHaveText(drawn.clientSeed!);
    await expect(page.getByTestId('pick')).toHaveCount(1);
    await expect(page.getByTestId('entry-list').locator('tbody tr')).toHaveCount(2);
    await page.screenshot({ path: shot('giveaway-detail-desktop.png'), fullPage: true });

    // The verify page recomputes it in the browser: all ✓.
    await expectVerified(page, drawn._id, 1);
    await page.screenshot({ path: shot('giveaway-verify-desktop.png'), fullPage: true });

    // A reroll: the first winner is disqualified with a public reason, the other entry wins.
    await row.getByRole('button', { name: `Reroll a winner of ${title}` }).click();
    const reroll = admin.getByRole('dialog', { name: `Reroll: ${title}` });
    await reroll.getByLabel('Reason (public)').fill('Second account');
    await reroll.getByRole('button', { name: 'Disqualify and reroll' }).click();
    await expect(toasts(admin)).toContainText(`${first} disqualified. New pick: ${other}.`);
    await page.goto('/giveaways');
    const winners = page.getByRole('listitem', { name: title }).getByTestId('winner');
    await expect(winners).toHaveCount(2);
    await expect(winners.first()).toHaveAttribute('data-disqualified', 'true');
    await expect(winners.first().locator('s')).toHaveText(first);
    await expect(winners.first()).toContainText('Disqualified: Second account');
    await expect(winners.nth(1)).toHaveText(other);
    await page.screenshot({ path: shot('giveaways-history-desktop.png'), fullPage: true });
    await expectVerified(page, drawn._id, 2);

    // After the reroll the overlay lands on the new winner.
    await expect(obs.getByTestId('overlay-winner')).toHaveText([other], { timeout: 15_000 });
    await obs.close();
  } finally {
    await release();
  }

  // Finalize pays the standing winner's points prize once.
  const winnerPage = other === alice ? page : bobPage;
  const before = await balanceOf(winnerPage);
  await row.getByRole('button', { name: `Finalize ${title}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Finalize ${title}?` })
    .getByRole('button', { name: 'Pay the prizes' })
    .click();
  await expect(row.getByTestId('giveaway-state')).toHaveText('Final');
  await expect.poll(() => balanceOf(winnerPage)).toBe(before + 500);
  await admin.screenshot({ path: shot('admin-giveaways-desktop.png'), fullPage: true });
  await admin.context().close();
  await bobPage.context().close();
});

test('cancel refunds every paid ticket', async ({ page, browser, baseURL }) => {
  const admin = await adultPage(browser, baseURL!, DESKTOP);
  await signIn(admin, 'admin');
  const title = unique('E2E Cancelled');
  const now = Date.now();
  await callApi(admin, 'POST', '/admin/giveaways', {
    title,
    prize: 'Nothing in the end',
    winners: 1,
    opensAt: new Date(now - 60_000).toISOString(),
    closesAt: new Date(now + 3_600_000).toISOString(),
    entryCost: 250,
    maxTicketsPerAccount: 4,
  });
  await signInAsNewViewer(page);
  await enter(page, title, 3, 250);
  expect(await balanceOf(page)).toBe(9_250);

  await admin.goto('/admin/giveaways');
  const row = admin.getByTestId('admin-giveaways').locator('tr', { hasText: title });
  await row.getByRole('button', { name: `Cancel ${title}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Cancel ${title}?` })
    .getByRole('button', { name: 'Cancel giveaway' })
    .click();
  await expect(row.getByTestId('giveaway-state')).toHaveText('Cancelled');
  await expect.poll(() => balanceOf(page)).toBe(10_000);
  // The viewer's page hears of it and moves it to the history.
  const past = page.getByRole('listitem', { name: title });
  await expect(past.getByTestId('giveaway-state')).toHaveText('Cancelled');
  await expect(past).toContainText('every paid ticket was refunded');
  await admin.context().close();
});

test('affiliates only: a viewer without a verified casino account is told how to verify; verified, they enter', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await adultPage(browser, baseURL!, DESKTOP);
  await signIn(admin, 'admin');
  const title = unique('E2E Affiliates');
  const now = Date.now();
  const created = await callApi<Giveaway>(admin, 'POST', '/admin/giveaways', {
    title,
    prize: 'A sponsor hoodie',
    winners: 1,
    opensAt: new Date(now - 60_000).toISOString(),
    closesAt: new Date(now + 3_600_000).toISOString(),
    chatJoin: false,
    eligibility: { platform: null, subscribersOnly: false, minAccountAgeDays: 0, affiliate: { sponsor: null } },
  });
  await signInAsNewViewer(page);
  await page.goto('/giveaways');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByTestId('giveaway-eligibility')).toHaveText('Verified casino account at a sponsor');
  await card.getByRole('button', { name: 'Enter' }).click();
  const refusal = card.getByRole('alert');
  await expect(refusal).toHaveText(
    "Only for viewers with a verified casino account at one of the channel's sponsors. Verify yours on your profile.",
  );
  await refusal.getByRole('link', { name: 'Verify yours on your profile' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');

  await verifiedAt(page, admin, 'Roobet');
  await page.goto('/giveaways');
  await card.getByRole('button', { name: 'Enter' }).click();
  await expect(card.getByRole('status')).toHaveText("You're in with 1 ticket.");
  // None left open: the overlay test of this file shows the open giveaway first.
  await callApi(admin, 'POST', `/admin/giveaways/${created._id}/cancel`);
  await admin.context().close();
});

test('at 390x844: the menu leads to /giveaways, a free giveaway is entered and verified, no page is wider than the screen', async ({
  browser,
  baseURL,
}) => {
  const admin = await adultPage(browser, baseURL!, MOBILE);
  await signIn(admin, 'admin');
  const title = unique('E2E Phone');
  const now = Date.now();
  const created = await callApi<Giveaway>(admin, 'POST', '/admin/giveaways', {
    title,
    prize: 'A free spin pack with a rather long description that has to wrap on a phone screen',
    winners: 3,
    opensAt: new Date(now - 60_000).toISOString(),
    closesAt: new Date(now + 3_600_000).toISOString(),
    eligibility: { platform: null, subscribersOnly: false, minAccountAgeDays: 0 },
  });

  const page = await adultPage(browser, baseURL!, MOBILE);
  await signInAsNewViewer(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('complementary', { name: 'Main menu' }).getByRole('link', { name: 'Giveaways' }).click();
  await expect(page).toHaveURL(/\/giveaways$/);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByTestId('giveaway-cost')).toHaveText('Free');
  await card.getByRole('button', { name: 'Enter' }).click();
  await expect(card.getByRole('status')).toHaveText("You're in with 1 ticket.");
  expect(await balanceOf(page)).toBe(10_000);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: shot('giveaways-open-390.png'), fullPage: true });

  await callApi(admin, 'POST', `/admin/giveaways/${created._id}/draw`);
  // Fewer entries than winners: the one entry won, and the page says so.
  await expect(page.getByRole('listitem', { name: title }).getByTestId('all-entries-won')).toBeVisible();
  await noHorizontalOverflow(page);
  await page.screenshot({ path: shot('giveaways-history-390.png'), fullPage: true });

  await page.goto(`/giveaways/${created._id}`);
  await expect(page.getByTestId('pick')).toHaveCount(1);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: shot('giveaway-detail-390.png'), fullPage: true });

  await expectVerified(page, created._id, 1);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: shot('giveaway-verify-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Fill in the published example' }).click();
  await page.getByRole('button', { name: 'Compute the draw' }).click();
  await expect(page.getByRole('form', { name: 'Verify a draw by hand' }).getByTestId('verified-pick')).toHaveCount(3);
  await noHorizontalOverflow(page);

  await admin.goto('/admin/giveaways');
  await expect(admin.getByTestId('admin-giveaways').locator('tr', { hasText: title })).toBeVisible();
  await noHorizontalOverflow(admin);
  await admin.screenshot({ path: shot('admin-giveaways-390.png'), fullPage: true });
  await callApi(admin, 'POST', `/admin/giveaways/${created._id}/finalize`);
  await admin.context().close();
  await page.context().close();
});
