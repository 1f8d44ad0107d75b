import type { Page, Response } from '@playwright/test';
import { DESKTOP, MOBILE, callApi, expect, signInAsNewViewer, test } from './support/fixtures';

/*
 * Blackjack in a real browser, on desktop and at 390x844. Cards are random, so every round is played
 * with Stand until it ends, and the checks follow what the server answered (a blackjack at the deal
 * included). Each test signs in as a viewer of its own, so nothing else moves its balance while it
 * runs; balances are checked through the ledger rows each move writes.
 */

type Card = { rank: string; suit: string; value: number };
type Round = {
  gameId: string;
  gameState: 'in_progress' | 'player_blackjack' | 'dealer_blackjack' | 'win' | 'lose' | 'push' | 'finished';
  playerHands: { cards: Card[]; bet: number; total: string; isBlackjack: boolean; isBusted: boolean }[];
  dealerHand: { cards: Card[]; total: string };
  sideBets: { perfectPairs: number; twentyOnePlusThree: number };
  sideBetOutcomes: { perfectPairs: string | null; twentyOnePlusThree: string | null };
  payout: { hands: number[]; perfectPairs: number; twentyOnePlusThree: number };
  results: { result: 'win' | 'lose' | 'push'; payout: number }[] | null;
  actions: { hit: boolean; stand: boolean; double: boolean; split: boolean };
};
type Answer = { round: Round; balance: number };
type LedgerEntry = { reason: string; delta: number; balanceAfter: number };

async function expectLedgerRow(page: Page, row: LedgerEntry) {
  const { items } = await callApi<{ items: LedgerEntry[] }>(page, 'GET', '/points/history?page=1&pageSize=50');
  expect(items).toContainEqual(expect.objectContaining(row));
}

const isCall = (suffix: string) => (r: Response) =>
  r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/v1/blackjack/${suffix}`;
const answer = async (r: Promise<Response>) => (await (await r).json()) as Answer;
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The result banner, worded from the player's side, from the round the server sent. */
function expectedBanner(round: Round): { label: string; outcome: 'win' | 'lose' | 'push' } {
  if (round.gameState === 'dealer_blackjack') return { label: 'Dealer Blackjack', outcome: 'lose' };
  if (round.gameState === 'push') return { label: 'Push', outcome: 'push' };
  if (round.gameState === 'player_blackjack') return { label: 'Blackjack', outcome: 'win' };
  const results = round.results ?? [];
  const wins = results.filter((r) => r.result === 'win').length;
  const losses = results.filter((r) => r.result === 'lose').length;
  if (wins > losses) return { label: 'You win', outcome: 'win' };
  if (losses > wins) return { label: 'You lose', outcome: 'lose' };
  return { label: 'Push', outcome: 'push' };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function openBlackjack(page: Page) {
  await page.goto('/minigames/blackjack');
  await expect(page.getByRole('heading', { name: 'Blackjack', level: 1 })).toBeVisible();
  await expect(page.getByText('Blackjack pays 3 to 2')).toBeVisible();
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['390x844', MOBILE],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test('bets clamp; a round with side bets is dealt and played with Stand to its end, with the banner and the ledger', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await signInAsNewViewer(page);
      await openBlackjack(page);

      // Idle: face-down cards for the dealer and the player; only Bet is enabled.
      await expect(page.getByTestId('blackjack-table').getByRole('img', { name: 'Face-down card' })).toHaveCount(4);
      await expect(button(page, 'Bet')).toBeEnabled();
      for (const name of ['Hit', 'Stand', 'Double', 'Split']) await expect(button(page, name)).toBeDisabled();
      await expect(page.getByRole('main').getByRole('link', { name: 'Provably fair' })).toHaveAttribute(
        'href',
        '/fairness',
      );

      // docs/product.md#limits: main bet 1..100; side bets 0..100, their Min is 0.
      const main = page.getByLabel('Bet Amount', { exact: true });
      const pairs = page.getByLabel('Perfect Pairs', { exact: true });
      const plus3 = page.getByLabel('21 + 3', { exact: true });
      await main.fill('0');
      await expect(main).toHaveValue('1');
      await main.fill('101');
      await expect(main).toHaveValue('100');
      await page.getByRole('group', { name: 'Bet Amount quick amounts' }).getByRole('button', { name: '1/2' }).click();
      await expect(main).toHaveValue('50');
      await page.getByRole('group', { name: 'Bet Amount quick amounts' }).getByRole('button', { name: 'Min' }).click();
      await expect(main).toHaveValue('1');
      await pairs.fill('-3');
      await expect(pairs).toHaveValue('0');
      await pairs.fill('abc');
      await expect(pairs).toHaveValue('0');
      await plus3.fill('150');
      await expect(plus3).toHaveValue('100');
      const plus3Quick = page.getByRole('group', { name: '21 + 3 quick amounts' });
      await plus3Quick.getByRole('button', { name: 'Min' }).click();
      await expect(plus3).toHaveValue('0');
      await plus3Quick.getByRole('button', { name: 'x2' }).click();
      await expect(plus3).toHaveValue('0');
      await main.fill('2');
      await pairs.fill('1');
      await plus3.fill('1');

      const dealt = answer(page.waitForResponse(isCall('bet')));
      await button(page, 'Bet').click();
      const deal = await dealt;
      expect(deal.round.sideBets).toEqual({ perfectPairs: 1, twentyOnePlusThree: 1 });
      const sidePaid = deal.round.payout.perfectPairs + deal.round.payout.twentyOnePlusThree;
      const endedAtDeal = deal.round.gameState !== 'in_progress';
      const dealCredit = endedAtDeal ? sum(deal.round.payout.hands) + sidePaid : sidePaid;
      // One debit for the whole stake, then the deal's winnings (side bets, a natural) if any.
      await expectLedgerRow(page, { reason: 'game_bet', delta: -4, balanceAfter: deal.balance - dealCredit });
      if (dealCredit > 0)
        await expectLedgerRow(page, { reason: 'game_payout', delta: dealCredit, balanceAfter: deal.balance });
      await expect(page.getByTestId('side-bet-perfectPairs')).toContainText(
        deal.round.sideBetOutcomes.perfectPairs ? `+${deal.round.payout.perfectPairs}` : 'No win',
      );
      await expect(page.getByTestId('side-bet-twentyOnePlusThree')).toContainText(
        deal.round.sideBetOutcomes.twentyOnePlusThree ? `+${deal.round.payout.twentyOnePlusThree}` : 'No win',
      );

      let last = deal;
      if (!endedAtDeal) {
        await expect(button(page, 'Bet')).toBeDisabled();
        await expect(button(page, 'Hit')).toBeEnabled();
        await expect(button(page, 'Stand')).toBeEnabled();
        await expect(button(page, 'Double')).toBeEnabled({ enabled: deal.round.actions.double });
        await expect(button(page, 'Split')).toBeEnabled({ enabled: deal.round.actions.split });
        if (label === '390x844') {
          // Mid-hand every move is on screen above the fixed bottom bar, not under it.
          const barTop = (await page.getByRole('navigation', { name: 'Bottom menu' }).boundingBox())!.y;
          for (const name of ['Hit', 'Stand', 'Double', 'Split']) {
            await expect
              .poll(
                async () => {
                  const b = await button(page, name).boundingBox();
                  return b && b.y >= 0 && b.y + b.height <= barTop;
                },
                { message: `${name} above the bottom bar` },
              )
              .toBe(true);
          }
        }
        // The dealer shows the up card and a face-down card; the active hand carries the arrow.
        await expect(
          page.getByRole('group', { name: "Dealer's cards" }).getByRole('img', { name: 'Face-down card' }),
        ).toHaveCount(1);
        await expect(page.getByTestId('player-hand-0')).toHaveAttribute('aria-current', 'true');
        await expect(page.getByTestId('player-total-0')).toHaveText(deal.round.playerHands[0]!.total);
        await expect(page.getByTestId('result-banner')).toBeHidden();

        // A reload restores the round in progress (GET /blackjack/active).
        await page.reload();
        await expect(button(page, 'Stand')).toBeEnabled();
        await expect(page.getByTestId('player-total-0')).toHaveText(deal.round.playerHands[0]!.total);

        while (last.round.gameState === 'in_progress') {
          const stood = answer(page.waitForResponse(isCall('stand')));
          await button(page, 'Stand').click();
          last = await stood;
        }
        const handsPaid = sum(last.round.payout.hands);
        if (handsPaid > 0)
          await expectLedgerRow(page, { reason: 'game_payout', delta: handsPaid, balanceAfter: last.balance });
      }

      // The banner is the player's result: green for a win, red for a loss, orange for a push (ADR 039).
      const banner = expectedBanner(last.round);
      await expect(page.getByTestId('result-banner')).toHaveText(banner.label);
      await expect(page.getByTestId('result-banner')).toHaveAttribute('data-outcome', banner.outcome);
      const colourClass = { win: 'bg-green-600', lose: 'bg-red-600', push: 'bg-orange-500' }[banner.outcome];
      const [bannerColour, expectedColour] = await page.getByTestId('result-banner').evaluate((el, cls) => {
        const probe = document.createElement('span');
        probe.className = cls;
        document.body.append(probe);
        const colours = [getComputedStyle(el).backgroundColor, getComputedStyle(probe).backgroundColor];
        probe.remove();
        return colours;
      }, colourClass);
      expect(bannerColour).toBe(expectedColour);
      const result = last.round.results?.[0]?.result;
      if (result) await expect(page.getByTestId('player-hand-0')).toHaveAttribute('data-outcome', result);
      await expect(page.getByTestId('dealer-total')).toHaveText(last.round.dealerHand.total);
      await expect(
        page.getByRole('group', { name: "Dealer's cards" }).getByRole('img', { name: 'Face-down card' }),
      ).toHaveCount(0);
      await expect(page.getByTestId('round-return')).toContainText(
        `Returned ${sum(last.round.payout.hands) + sidePaid}`,
      );
      await expect(button(page, 'Bet')).toBeEnabled();
      for (const name of ['Hit', 'Stand', 'Double', 'Split']) await expect(button(page, name)).toBeDisabled();
      await page.getByTestId('points-pill').hover();
      await expect(page.getByRole('tooltip')).toContainText(`${last.balance.toLocaleString('en-US')} points`);
    });
  });
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('Hit deals a card to the active hand; a bet refused with GAME_ACTIVE (a round already open) sends the player home', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signInAsNewViewer(page);
    await openBlackjack(page);

    // Deal until a round is in progress (a natural ends at the deal), then hit once.
    let round: Round | null = null;
    for (let attempt = 1; !round; attempt++) {
      expect(attempt).toBeLessThan(8);
      const dealt = answer(page.waitForResponse(isCall('bet')));
      await button(page, 'Bet').click();
      const deal = await dealt;
      if (deal.round.gameState === 'in_progress') round = deal.round;
    }
    const hit = answer(page.waitForResponse(isCall('hit')));
    await button(page, 'Hit').click();
    const afterHit = await hit;
    expect(afterHit.round.playerHands[0]!.cards).toHaveLength(3);
    await expect(page.getByRole('group', { name: 'Your cards' }).getByRole('img')).toHaveCount(3);
    if (afterHit.round.gameState === 'in_progress') {
      const stood = answer(page.waitForResponse(isCall('stand')));
      await button(page, 'Stand').click();
      await stood;
    }
    await expect(page.getByTestId('result-banner')).toBeVisible();

    // Another tab deals a round (dealt again if it ends at the deal): this page shows the finished one, so its Bet is refused.
    let other = await callApi<Answer>(page, 'POST', '/blackjack/bet', {
      bet: 1,
      sideBets: { perfectPairs: 0, twentyOnePlusThree: 0 },
    });
    for (let attempt = 1; other.round.gameState !== 'in_progress'; attempt++) {
      expect(attempt).toBeLessThan(8);
      other = await callApi<Answer>(page, 'POST', '/blackjack/bet', {
        bet: 1,
        sideBets: { perfectPairs: 0, twentyOnePlusThree: 0 },
      });
    }
    await button(page, 'Bet').click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
      'You already have a game in progress. Finish it first.',
    );
    await expect(page).toHaveURL((url) => url.pathname === '/');
    // Clean up: finish the other tab's round (a stand on a settled round returns it as it is).
    let state = other.round;
    while (state.gameState === 'in_progress')
      state = (await callApi<Answer>(page, 'POST', '/blackjack/stand', { gameId: state.gameId })).round;
  });

  test('a visitor pressing Bet gets the login dialog and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/v1/blackjack')) sent.push(`${req.method()} ${req.url()}`);
    });
    await openBlackjack(page);
    await expect(page.getByTestId('blackjack-table').getByRole('img', { name: 'Face-down card' })).toHaveCount(4);
    await button(page, 'Bet').click();
    await expect(page.getByRole('dialog', { name: 'Log in via Twitch' })).toBeVisible();
    expect(sent).toEqual([]);
  });
});
