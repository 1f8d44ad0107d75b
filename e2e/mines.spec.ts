import type { Page, Response } from '@playwright/test';
import { DESKTOP, MOBILE, callApi, expect, signInAsNewViewer, test } from './support/fixtures';

/*
 * Mines in a real browser, on desktop and at 390x844. Outcomes are random and the server seed is
 * secret until rotation, so the tests pick odds instead: 24 mines makes the first pick a mine 24
 * times in 25, 1 mine makes it a gem 24 times in 25, and a round that lands the other way is
 * simply played again. Each test signs in as a viewer of its own, so nothing else moves its balance
 * while it runs; balances are checked through the ledger row each move writes.
 */

type Tile = { hidden: boolean; type: 'mine' | 'diamond' | null };
type MinesRound = {
  gameId: string;
  status: 'active' | 'exploded' | 'cashed_out';
  bet: number;
  game: { mines: number; currentMultiplier: number | null; nextMultiplier: number | null };
  board: Tile[];
  totalRevealed: number;
  cashoutValue: number | null;
  points: number | null;
  explodedTile: number | null;
  updatedTile?: { index: number; type: 'mine' | 'diamond' };
};
type MinesAnswer = { round: MinesRound; balance: number };
type LedgerEntry = { reason: string; delta: number; balanceAfter: number };

const ledger = async (page: Page) =>
  (await callApi<{ items: LedgerEntry[] }>(page, 'GET', '/points/history?page=1&pageSize=50')).items;

/** The ledger row a move wrote: its delta and the balance the API answered with. */
async function expectLedgerRow(page: Page, row: LedgerEntry) {
  expect(await ledger(page)).toContainEqual(expect.objectContaining(row));
}

const isMinesCall = (method: string, suffix: string) => (r: Response) =>
  r.request().method() === method && new URL(r.url()).pathname === `/api/v1/mines${suffix}`;
const answer = async (r: Promise<Response>) => (await (await r).json()) as MinesAnswer;

const tile = (page: Page, index: number) => page.locator(`[data-tile="${index}"]`);
const betButton = (page: Page) => page.getByRole('button', { name: 'Bet', exact: true });
const cashoutButton = (page: Page) => page.getByRole('button', { name: /^Cashout/ });

async function openMines(page: Page) {
  await page.goto('/minigames/mines');
  await expect(page.getByRole('heading', { name: 'Mines', level: 1 })).toBeVisible();
  await expect(betButton(page)).toBeEnabled();
}

async function chooseMines(page: Page, mines: number) {
  await page
    .getByRole('group', { name: 'Mines presets' })
    .getByRole('button', { name: String(mines), exact: true })
    .click();
  await expect(page.getByLabel('Mines', { exact: true })).toHaveValue(String(mines));
}

async function bet(page: Page): Promise<MinesAnswer> {
  const started = answer(page.waitForResponse(isMinesCall('POST', '')));
  await betButton(page).click();
  const res = await started;
  expect(res.round.status).toBe('active');
  await expect(betButton(page)).toBeDisabled();
  return res;
}

/** The whole board is shown once the round is over: every tile has its type, mines as the round said. */
async function expectBoardRevealed(page: Page, round: MinesRound) {
  await expect(page.locator('[data-tile][data-state="mine"]')).toHaveCount(round.game.mines);
  await expect(page.locator('[data-tile][data-state="diamond"]')).toHaveCount(25 - round.game.mines);
  for (const [index, t] of round.board.entries())
    await expect(tile(page, index)).toHaveAttribute('data-state', t.type ?? 'missing');
  await expect(page.locator('[data-tile]:enabled')).toHaveCount(0);
}

async function expectHeaderBalance(page: Page, balance: number) {
  await page.getByTestId('points-pill').hover();
  await expect(page.getByRole('tooltip')).toContainText(`${balance.toLocaleString('en-US')} points`);
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['390x844', MOBILE],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test('bet inputs clamp; a round with 1 mine is restored on reload, picks are queued in order, Cashout pays the shown value', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signInAsNewViewer(page);
      await openMines(page);
      await expect(page.getByText('Max Win 100,000')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Provably fair' })).toHaveAttribute(
        'href',
        '/fairness',
      );
      await expect(page.getByRole('button', { name: 'Pick Random' })).toBeDisabled();
      await expect(cashoutButton(page)).toBeDisabled();
      // A disabled button looks disabled: dimmed and without its colour (a dimmed green still read as enabled).
      await expect(cashoutButton(page)).toHaveCSS('filter', 'saturate(0)');
      await expect(cashoutButton(page)).toHaveCSS('opacity', '0.5');
      await expect(page.locator('[data-tile]')).toHaveCount(25);

      // docs/product.md#limits: integers, non-numeric 0 -> 1, below 1 -> 1, above 100 -> 100; quick buttons.
      const betInput = page.getByLabel('Bet Amount', { exact: true });
      for (const [typed, shown] of [
        ['abc', '1'],
        ['0', '1'],
        ['250', '100'],
        ['37.9', '37'],
      ] as const) {
        await betInput.fill(typed);
        await expect(betInput).toHaveValue(shown);
      }
      const quick = page.getByRole('group', { name: 'Bet Amount quick amounts' });
      await quick.getByRole('button', { name: '1/2' }).click();
      await expect(betInput).toHaveValue('18');
      await quick.getByRole('button', { name: 'x2' }).click();
      await expect(betInput).toHaveValue('36');
      await quick.getByRole('button', { name: 'Max' }).click();
      await expect(betInput).toHaveValue('100');
      await quick.getByRole('button', { name: 'x2' }).click();
      await expect(betInput).toHaveValue('100');
      await quick.getByRole('button', { name: 'Min' }).click();
      await expect(betInput).toHaveValue('1');
      await quick.getByRole('button', { name: '1/2' }).click();
      await expect(betInput).toHaveValue('1');
      await betInput.fill('2');
      // The mine count clamps to 1..24 (the board has 25 tiles).
      const minesInput = page.getByLabel('Mines', { exact: true });
      await minesInput.fill('30');
      await expect(minesInput).toHaveValue('24');
      await minesInput.fill('x');
      await expect(minesInput).toHaveValue('1');
      await chooseMines(page, 1);
      await expect(page.getByTestId('next-multiplier')).toHaveText('1.03x');

      for (let attempt = 1; ; attempt++) {
        expect(attempt, 'a 1-mine round kept exploding on its first pick').toBeLessThan(6);
        const started = await bet(page);
        expect(started.round.bet).toBe(2);
        await expectLedgerRow(page, { reason: 'game_bet', delta: -2, balanceAfter: started.balance });
        await expectHeaderBalance(page, started.balance);
        await expect(page.getByTestId('gems-left')).toHaveText('24');

        // The active round comes back after a reload (GET /mines).
        await page.reload();
        await expect(betButton(page)).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Pick Random' })).toBeEnabled();
        await expect(cashoutButton(page)).toBeDisabled(); // no gem yet, so no cashout value
        await expect(page.locator('[data-tile]:enabled')).toHaveCount(25);

        // Three fast clicks are queued and sent one at a time, in click order.
        const sent: number[] = [];
        const answers: MinesAnswer[] = [];
        page.on('request', (req) => {
          if (req.method() === 'PUT' && new URL(req.url()).pathname === '/api/v1/mines')
            sent.push((req.postDataJSON() as { position: number }).position);
        });
        page.on('response', async (res) => {
          if (isMinesCall('PUT', '')(res)) answers.push((await res.json()) as MinesAnswer);
        });
        await tile(page, 0).click();
        await tile(page, 1).click({ force: true });
        await tile(page, 2).click({ force: true });
        await expect.poll(() => answers.at(-1)?.round.status === 'exploded' || answers.length === 3).toBe(true);
        expect(sent).toEqual([1, 2, 3].slice(0, sent.length));
        const last = answers.at(-1)!.round;

        if (last.status === 'exploded') {
          // The 1-in-25 case: the whole board shows, the exploded tile marked, the queue dropped.
          await expect(tile(page, last.explodedTile!)).toHaveAttribute('data-exploded', 'true');
          await expectBoardRevealed(page, last);
          page.removeAllListeners('request');
          page.removeAllListeners('response');
          await expect(betButton(page)).toBeEnabled();
          continue;
        }

        expect(last.totalRevealed).toBe(3);
        await expect(page.getByTestId('current-multiplier')).toHaveText(`${last.game.currentMultiplier!.toFixed(2)}x`);
        await expect(page.getByTestId('gems-left')).toHaveText('21');
        await expect(cashoutButton(page)).toBeEnabled();
        await expect(page.getByTestId('cashout-value')).toHaveText(String(last.cashoutValue));
        // Pick Random chooses a tile nobody picked yet.
        const randomPick = answer(page.waitForResponse(isMinesCall('PUT', '')));
        await page.getByRole('button', { name: 'Pick Random' }).click();
        const picked = await randomPick;
        expect(picked.round.updatedTile!.index).toBeGreaterThan(2);
        page.removeAllListeners('request');
        page.removeAllListeners('response');
        if (picked.round.status === 'exploded') {
          await expectBoardRevealed(page, picked.round);
          continue;
        }

        const shown = picked.round.cashoutValue!;
        await expect(page.getByTestId('cashout-value')).toHaveText(String(shown));
        const cashedOut = answer(page.waitForResponse(isMinesCall('POST', '/cashout')));
        // The 1.5 s overlay with the points and the multiplier, then the revealed board. Its text is
        // read as soon as it appears (watched from before the click): a loaded machine may take longer
        // than its 1.5 s to hand the response to the test.
        const overlay = page.getByTestId('mines-win');
        const overlayText = overlay.textContent({ timeout: 10_000 });
        await cashoutButton(page).click();
        const [done, shownText] = await Promise.all([cashedOut, overlayText]);
        expect(done.round.status).toBe('cashed_out');
        expect(done.round.points).toBe(shown);
        expect(shownText).toContain(`${done.round.game.currentMultiplier!.toFixed(2)}x`);
        expect(shownText).toContain(`+${shown} points`);
        await expect(overlay).toBeHidden({ timeout: 4000 });
        await expectBoardRevealed(page, done.round);
        await expect(betButton(page)).toBeEnabled();
        await expect(cashoutButton(page)).toBeDisabled();

        // The payout is one ledger row, and the header shows the balance the cashout answered with.
        await expectLedgerRow(page, { reason: 'game_payout', delta: shown, balanceAfter: done.balance });
        await expectHeaderBalance(page, done.balance);
        break;
      }
    });

    test('a round with 24 mines ends on a mine: the board is revealed and the bet is lost', async ({ page }) => {
      test.setTimeout(150_000);
      await signInAsNewViewer(page);
      await openMines(page);
      await chooseMines(page, 24);
      await expect(page.getByTestId('next-multiplier')).toHaveText('24.75x');

      for (let attempt = 1; ; attempt++) {
        expect(attempt, 'a 24-mine round kept finding the only gem').toBeLessThan(6);
        const started = await bet(page);
        await expectLedgerRow(page, { reason: 'game_bet', delta: -1, balanceAfter: started.balance });
        const revealed = answer(page.waitForResponse(isMinesCall('PUT', '')));
        await tile(page, 12).click();
        const { round, balance } = await revealed;
        if (round.status === 'cashed_out') {
          // The 1-in-25 case: the only gem cashes out by itself. Play again.
          await expect(page.getByTestId('mines-win')).toBeVisible();
          await expect(betButton(page)).toBeEnabled();
          continue;
        }
        expect(round.status).toBe('exploded');
        expect(round.explodedTile).toBe(12);
        await expect(tile(page, 12)).toHaveAttribute('data-exploded', 'true');
        await expect(tile(page, 12)).toHaveAttribute('data-state', 'mine');
        await expectBoardRevealed(page, round);
        await expect(page.getByTestId('mines-status')).toContainText('Boom!');
        await expect(page.getByTestId('mines-win')).toBeHidden();
        await expect(betButton(page)).toBeEnabled();
        await expect(cashoutButton(page)).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Pick Random' })).toBeDisabled();
        await expectHeaderBalance(page, balance);
        break;
      }
    });
  });
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a refused bet says why for 2 s and restores the round the server has', async ({ page }) => {
    test.setTimeout(150_000);
    await signInAsNewViewer(page);
    await openMines(page);
    // Another tab starts a round: this page still shows none, so its Bet is refused.
    const other = await callApi<MinesAnswer>(page, 'POST', '/mines', { bet: 1, mines: 24 });
    await betButton(page).click();
    const toastRegion = page.getByRole('region', { name: /Notifications/ });
    await expect(toastRegion).toContainText('You already have a game in progress. Finish it first.');
    await expect(toastRegion).not.toContainText('You already have a game in progress. Finish it first.', {
      timeout: 4000,
    });
    // Re-synced from GET /mines: the other tab's round is on screen and can be played here.
    await expect(betButton(page)).toBeDisabled();
    await expect(page.getByTestId('mines-count')).toHaveText('24');
    const revealed = answer(page.waitForResponse(isMinesCall('PUT', '')));
    await tile(page, 0).click();
    const { round } = await revealed;
    expect(round.gameId).toBe(other.round.gameId);
    expect(round.status).not.toBe('active');
    await expect(betButton(page)).toBeEnabled();
  });

  test('a visitor pressing Bet gets the login dialog and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/v1/mines')) sent.push(`${req.method()} ${req.url()}`);
    });
    await openMines(page);
    await betButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Log in via Twitch' })).toBeVisible();
    expect(sent).toEqual([]);
  });
});
