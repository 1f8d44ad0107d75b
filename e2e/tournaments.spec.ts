import AxeBuilder from '@axe-core/playwright';
import type { Me, Tournament, TournamentList } from '@app/contracts';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, adultPage, callApi, expect, signInAs, signInAsNewViewer, test } from './support/fixtures';

/*
 * A whole 4-slot tournament (issue 36): the admin creates it on /admin/tournaments from catalogue
 * slots, starts it (the seeding with the fake drand beacon), opens predictions and enters each result
 * on the console; a viewer at 390x844 picks a champion and predicts the first match on the page, and
 * sees each result arrive without a reload; a second viewer takes the other side so the pool pays.
 * The balances move exactly, the seeding proof is recomputed in the browser, and axe finds no
 * serious violation on either screen.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const balanceOf = async (page: Page) => (await callApi<Me>(page, 'GET', '/users/me')).points;
const SLOTS = ['Sugar Cubes', 'Big Bass Bonanza', 'Aztec Bonanza', '10 Kings'];

async function expectNoSeriousAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function findTournament(page: Page, name: string): Promise<Tournament> {
  const list = await callApi<TournamentList>(page, 'GET', '/tournaments');
  const found = [...list.running, ...list.upcoming, ...list.finished].find((t) => t.name === name);
  expect(found, `tournament ${name}`).toBeTruthy();
  return callApi<Tournament>(page, 'GET', `/tournaments/${found!.id}`);
}

/** The admin enters the current match's result on the console: a pays `aPays` dollars, b `bPays`, each bought for 100. */
async function enterResult(admin: Page, aPays: string, bPays: string) {
  const form = admin.getByRole('form', { name: 'Enter the result' });
  const costs = form.getByLabel(/^Cost of /);
  const payouts = form.getByLabel(/^Payout of /);
  await costs.nth(0).fill('100');
  await payouts.nth(0).fill(aPays);
  await costs.nth(1).fill('100');
  await payouts.nth(1).fill(bPays);
  await form.getByRole('button', { name: 'Save result' }).click();
}

test('the admin runs a 4-slot tournament while a viewer at 390x844 predicts the champion and a match; pools pay exactly', async ({
  browser,
  baseURL,
}) => {
  const admin = await adultPage(browser, baseURL!, DESKTOP);
  await signInAs(admin, 'admin');
  const viewer = await adultPage(browser, baseURL!, MOBILE);
  await signInAsNewViewer(viewer);
  const rival = await adultPage(browser, baseURL!, DESKTOP);
  await signInAsNewViewer(rival);
  const start = await balanceOf(viewer);
  const name = unique('Battle');

  // The admin creates it from four catalogue slots.
  await admin.goto('/admin/tournaments');
  const create = admin.getByRole('form', { name: 'New tournament' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel(/^Buy size/).fill('100');
  const search = create.getByRole('combobox', { name: 'Search slot' });
  for (const slot of SLOTS) {
    await search.fill(slot);
    await admin
      .getByRole('option', { name: new RegExp(`^${slot}`) })
      .first()
      .click();
  }
  await expect(create.getByTestId('entrant-count')).toHaveText('4 slots chosen (3 to 32)');
  await create.getByRole('button', { name: 'Create tournament' }).click();
  const console_ = admin.getByRole('region', { name });
  await console_.getByRole('button', { name: 'Start (draw the bracket)' }).click();
  await expect(console_).toContainText('Current match:');
  const seeded = await findTournament(admin, name);
  expect(seeded.state).toBe('running');

  // The viewer finds it, checks the seeds in the browser and picks a champion.
  await viewer.goto('/tournaments');
  await viewer.getByRole('link', { name }).click();
  await expect(viewer.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(viewer.getByText('Verified: the recomputed seeds match the bracket.')).toBeVisible({ timeout: 15_000 });
  const seed1 = seeded.entrants.find((e) => e.seed === 1)!;
  const champion = viewer.getByRole('form', { name: 'Predict the champion' });
  await champion.getByLabel('Champion').selectOption({ label: seed1.slot.name });
  await champion.getByLabel('Points').fill('50');
  await champion.getByRole('button', { name: 'Predict with 50 points' }).click();
  await expect(viewer.getByText(`Your prediction: 50 points on ${seed1.slot.name}.`)).toBeVisible();

  // The admin opens the first match; the viewer's page shows its form without a reload.
  await console_.getByRole('button', { name: 'Open predictions' }).click();
  const first = seeded.rounds[0]!.matches.find((m) => m.id === seeded.currentMatchId)!;
  const nameOf = (id: string | null) => seeded.entrants.find((e) => e.id === id)!.slot.name;
  const predictForm = viewer.getByRole('form', { name: `Predict ${nameOf(first.a)} against ${nameOf(first.b)}` });
  await expect(predictForm).toBeVisible();
  await expectNoSeriousAxe(viewer);
  await predictForm.getByRole('radio', { name: nameOf(first.a) }).check();
  await predictForm.getByLabel('Points').fill('100');
  await predictForm.getByRole('button', { name: 'Predict with 100 points' }).click();
  await expect(viewer.getByText(`Your prediction: 100 points on ${nameOf(first.a)}.`)).toBeVisible();
  // The rival takes the other side, 300 points, through the same API.
  await callApi(rival, 'POST', `/tournaments/${seeded.id}/matches/${first.id}/predictions`, { side: 'b', points: 300 });
  expect(await balanceOf(viewer)).toBe(start - 150);

  // Side a pays $500 to b's $200: the viewer takes the rival's 300 back with the stake.
  await console_.getByRole('button', { name: 'Close predictions' }).click();
  await enterResult(admin, '500', '200');
  await expect(viewer.getByText('You got 400 points back.')).toBeVisible();
  await expect(viewer.getByTestId(`match-${first.id}`).getByTestId('match-state')).toHaveText('Decided');
  expect(await balanceOf(viewer)).toBe(start - 150 + 400);
  await viewer.screenshot({ path: test.info().outputPath('tournament-390x844.png'), fullPage: true });

  // The rest without predictions, from the live hunt console's tournament panel: side a always wins,
  // so seed 1 (side a of the final) is the champion. Each time the server has moved on and the console
  // names the next match (never the decided one).
  await admin.goto('/admin/hunt');
  const huntConsole = admin.getByTestId('tournaments-hunt-panel').getByRole('region', { name });
  const currentOf = async () => (await callApi<Tournament>(admin, 'GET', `/tournaments/${seeded.id}`)).currentMatchId;
  let previous = first.id;
  let final = first;
  for (let i = 0; i < 2; i++) {
    await expect.poll(currentOf).not.toBe(previous);
    const now = await callApi<Tournament>(admin, 'GET', `/tournaments/${seeded.id}`);
    const next = now.rounds.flatMap((r) => r.matches).find((m) => m.id === now.currentMatchId)!;
    await expect(huntConsole).toContainText(`Current match: ${nameOf(next.a)} against ${nameOf(next.b)}`);
    await enterResult(admin, '300', '100');
    previous = next.id;
    final = next;
  }
  await expect.poll(async () => (await findTournament(viewer, name)).state).toBe('finished');
  await expect(viewer.getByText('Finished').first()).toBeVisible();
  const finished = await findTournament(viewer, name);
  expect(finished.state).toBe('finished');
  expect(finished.championId).toBe(seed1.id);
  // Only the viewer picked a champion: a one-sided pool refunds the 50.
  await expect(viewer.getByText('Refunded: 50 points.')).toBeVisible();
  expect(await balanceOf(viewer)).toBe(start - 50 - 100 + 400 + 50);
  await expectNoSeriousAxe(viewer);
  await admin.goto('/admin/tournaments');
  await expectNoSeriousAxe(admin);
  await admin.screenshot({ path: test.info().outputPath('admin-tournaments-1280.png'), fullPage: true });

  // The final's payouts were typed the wrong way round: corrected from the finished list, side b wins.
  await admin.getByText(`Correct the final of ${name}`).click();
  const correction = admin.getByRole('form', { name: 'Correct the last result' });
  await correction
    .getByLabel(/^Cost of /)
    .nth(0)
    .fill('100');
  await correction
    .getByLabel(/^Payout of /)
    .nth(0)
    .fill('100');
  await correction
    .getByLabel(/^Cost of /)
    .nth(1)
    .fill('100');
  await correction
    .getByLabel(/^Payout of /)
    .nth(1)
    .fill('300');
  await correction.getByRole('button', { name: 'Save correction' }).click();
  await expect.poll(async () => (await findTournament(admin, name)).championId).toBe(final.b);
  // The champion pool was one-sided either way: still refunded once.
  expect(await balanceOf(viewer)).toBe(start - 50 - 100 + 400 + 50);
  expect(
    await viewer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
