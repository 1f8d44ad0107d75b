import type { BlackjackRound } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok, refuse, type FakeReply } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import BlackjackPage from '../routes/blackjack-page';

type Bets = { bet: number; sideBets: { perfectPairs: number; twentyOnePlusThree: number } };

/** A hand just dealt: 10 and 6 against a dealer 9; hit, stand and double allowed, no split. */
const dealt = ({ bet, sideBets }: Bets): BlackjackRound => ({
  gameId: '00000000-0000-4000-8000-000000000601',
  gameState: 'in_progress',
  playerHands: [
    {
      cards: [
        { rank: '10', suit: 'hearts', value: 10 },
        { rank: '6', suit: 'spades', value: 6 },
      ],
      bet,
      total: '16',
      isBlackjack: false,
      isBusted: false,
      isDoubled: false,
      isDone: false,
    },
  ],
  dealerHand: { cards: [{ rank: '9', suit: 'clubs', value: 9 }], total: '9' },
  activeHandIndex: 0,
  sideBets,
  sideBetOutcomes: { perfectPairs: null, twentyOnePlusThree: null },
  payout: { hands: [0], perfectPairs: 0, twentyOnePlusThree: 0 },
  results: null,
  actions: { hit: true, stand: true, double: true, split: false },
  fairness: null,
});

/** The Blackjack page for a signed-in viewer without a round; POST /blackjack/bet answers `onBet`. */
function setup(onBet?: () => FakeReply) {
  const server = fakeApi({
    'GET /users/me': ok(viewer),
    'GET /blackjack/active': ok({ round: null, balance: viewer.points }),
    'POST /blackjack/bet': (call) => (onBet ? onBet() : ok({ round: dealt(call.body as Bets), balance: 900 })),
  });
  return { ...server, ...renderApp(<BlackjackPage />) };
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const quick = (label: string, name: string) =>
  within(screen.getByRole('group', { name: `${label} quick amounts` })).getByRole('button', { name });
const ready = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Bet' })).toHaveProperty('disabled', false));

beforeEach(() => {
  document.cookie = 'signedIn=1; path=/';
});
afterEach(() => {
  document.cookie = 'signedIn=; path=/; max-age=0';
  resetAfterEach();
});

describe('Blackjack bet panel', () => {
  it('sends the main bet with both side bets, and the stake line adds them up', async () => {
    const { user, writes } = setup();
    await ready();
    await user.type(field('Bet Amount'), '20');
    await user.click(quick('Perfect Pairs', 'Max'));
    await user.type(field('21 + 3'), '5');
    expect(screen.getByText(/^Total stake/).textContent).toBe('Total stake 125 points · Max Win 100.000');
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: '/blackjack/bet',
          body: { bet: 20, sideBets: { perfectPairs: 100, twentyOnePlusThree: 5 } },
        },
      ]),
    );
  });

  it('a side bet goes down to 0 (Min, or 0 typed) and stays 0 under 1/2 and x2; the main bet never goes below 1', async () => {
    const { user } = setup();
    await ready();
    await user.click(quick('Perfect Pairs', 'x2'));
    await user.click(quick('Perfect Pairs', '1/2'));
    expect(field('Perfect Pairs')).toHaveProperty('value', '0');
    await user.type(field('21 + 3'), '250');
    expect(field('21 + 3')).toHaveProperty('value', '100');
    await user.click(quick('21 + 3', 'Min'));
    expect(field('21 + 3')).toHaveProperty('value', '0');
    await user.type(field('Bet Amount'), '0');
    expect(field('Bet Amount')).toHaveProperty('value', '1');
    await user.click(quick('Bet Amount', 'Min'));
    expect(field('Bet Amount')).toHaveProperty('value', '1');
    expect(screen.getByText(/^Total stake/).textContent).toBe('Total stake 1 point · Max Win 100.000');
  });

  it("locks the bets while a hand is played and enables the round's moves only", async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hit' })).toHaveProperty('disabled', false));
    expect(screen.getByRole('button', { name: 'Stand' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Double' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Split' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Bet' })).toHaveProperty('disabled', true);
    for (const label of ['Bet Amount', 'Perfect Pairs', '21 + 3'])
      expect(field(label)).toHaveProperty('disabled', true);
  });

  it("shows a refused bet's reason by its code, in the catalog's words", async () => {
    const { user } = setup(() => refuse(400, 'INVALID_SIDE_BET', 'Aposta lateral inválida.'));
    await ready();
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect((await findToast('That side bet is not allowed.')).variant).toBe('destructive');
    expect(screen.getByRole('button', { name: 'Bet' })).toHaveProperty('disabled', false);
  });
});

describe('Blackjack in Portuguese', () => {
  afterEach(async () => {
    await loadLocale('en');
  });

  it('European Portuguese: Pedir, Ficar, Dobrar, Dividir; the side bets keep their names', async () => {
    await loadLocale('pt-PT');
    const { user } = setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apostar' })).toHaveProperty('disabled', false));
    expect(field('Valor da aposta')).toBeDefined();
    expect(field('Perfect Pairs')).toBeDefined();
    expect(screen.getByText('Faça uma aposta para distribuir')).toBeDefined();
    await user.type(field('Valor da aposta'), '20');
    expect(screen.getByText(/^Aposta total/).textContent).toBe('Aposta total 20 pontos · Ganho máximo 100 000');
    await user.click(screen.getByRole('button', { name: 'Apostar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pedir' })).toHaveProperty('disabled', false));
    for (const name of ['Ficar', 'Dobrar', 'Dividir']) expect(screen.getByRole('button', { name })).toBeDefined();
    expect(screen.getByRole('group', { name: 'As suas cartas' })).toBeDefined();
  });

  it("Brazilian Portuguese: Pedir, Parar, Dobrar, Dividir, and the reference product's Max Win line", async () => {
    await loadLocale('pt-BR');
    const { user } = setup(() => refuse(400, 'INVALID_SIDE_BET', 'Aposta lateral inválida.'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apostar' })).toHaveProperty('disabled', false));
    for (const name of ['Pedir', 'Parar', 'Dobrar', 'Dividir'])
      expect(screen.getByRole('button', { name })).toBeDefined();
    await user.type(field('Valor da aposta'), '0');
    expect(screen.getByText(/^Aposta total/).textContent).toBe('Aposta total 1 ponto · Max Win 100.000');
    await user.click(screen.getByRole('button', { name: 'Apostar' }));
    expect((await findToast('Essa aposta paralela não é permitida.')).variant).toBe('destructive');
  });
});
