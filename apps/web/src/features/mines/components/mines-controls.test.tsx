import type { MinesRound } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok, refuse, type FakeReply } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import MinesPage from '../routes/mines-page';

/** A round just started: every tile hidden, cashout not yet possible. */
const started = (bet: number, mines: number): MinesRound => ({
  gameId: '00000000-0000-4000-8000-000000000501',
  status: 'active',
  bet,
  game: { mines, currentMultiplier: null, nextMultiplier: 1.13, exploded: false, cashedOut: false },
  board: Array.from({ length: 25 }, () => ({ hidden: true, type: null })),
  revealed: [],
  totalRevealed: 0,
  cashoutValue: null,
  points: null,
  explodedTile: null,
  fairness: null,
});

/** The Mines page for a signed-in viewer without a round; POST /mines answers `onBet`. */
function setup(onBet?: () => FakeReply) {
  const server = fakeApi({
    'GET /users/me': ok(viewer),
    'GET /mines': ok({ round: null, balance: viewer.points }),
    'POST /mines': (call) => {
      if (onBet) return onBet();
      const { bet, mines } = call.body as { bet: number; mines: number };
      return ok({ round: started(bet, mines), balance: viewer.points - bet });
    },
  });
  return { ...server, ...renderApp(<MinesPage />) };
}

const betField = () => screen.getByRole('textbox', { name: 'Bet Amount' });
const minesField = () => screen.getByRole('textbox', { name: 'Mines' });
const quick = (name: string) =>
  within(screen.getByRole('group', { name: 'Bet Amount quick amounts' })).getByRole('button', { name });

beforeEach(() => {
  document.cookie = 'signedIn=1; path=/';
});
afterEach(async () => {
  document.cookie = 'signedIn=; path=/; max-age=0';
  resetAfterEach();
  await loadLocale('en');
});

describe('Mines controls', () => {
  it('clamps the bet to 1..100 and the mines to 1..24 as typed, and Bet sends what the fields show', async () => {
    const { user, writes } = setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bet' })).toHaveProperty('disabled', false));
    await user.type(betField(), '250');
    expect(betField()).toHaveProperty('value', '100');
    await user.clear(minesField());
    await user.type(minesField(), '30');
    expect(minesField()).toHaveProperty('value', '24');
    expect(screen.getByRole('button', { name: '24' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'POST', path: '/mines', body: { bet: 100, mines: 24 } }]));
  });

  it('an emptied or non-numeric field becomes the minimum', async () => {
    const { user } = setup();
    await waitFor(() => expect(betField()).toHaveProperty('disabled', false));
    await user.clear(betField());
    expect(betField()).toHaveProperty('value', '');
    await user.tab();
    expect(betField()).toHaveProperty('value', '1');
    await user.type(minesField(), 'x');
    expect(minesField()).toHaveProperty('value', '1');
  });

  it('Min, 1/2, x2 and Max: half rounds down to at least 1, double stops at 100', async () => {
    const { user } = setup();
    await waitFor(() => expect(betField()).toHaveProperty('disabled', false));
    const seen: string[] = [];
    for (const name of ['x2', 'x2', 'Max', 'x2', '1/2', '1/2', 'Min', '1/2']) {
      await user.click(quick(name));
      seen.push((betField() as HTMLInputElement).value);
    }
    expect(seen).toEqual(['2', '4', '100', '100', '50', '25', '1', '1']);
  });

  it('locks the fields and Bet while the round runs, with the presets', async () => {
    const { user } = setup();
    await waitFor(() => expect(betField()).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(betField()).toHaveProperty('disabled', true));
    expect(minesField()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Bet' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '5' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Pick Random' })).toHaveProperty('disabled', false);
  });

  it("shows the text of a refused bet's error code (not the server's message) and leaves the fields free", async () => {
    const { user } = setup(() => refuse(409, 'INSUFFICIENT_POINTS', 'Balance too low (server text).'));
    await waitFor(() => expect(betField()).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect((await findToast('Not enough points.')).variant).toBe('destructive');
    expect(screen.queryByText('Balance too low (server text).')).toBeNull();
    expect(betField()).toHaveProperty('disabled', false);
  });

  it('the max win reads 100,000 / 100 000 / 100.000, each language its own way', async () => {
    const { unmount } = setup();
    expect(await screen.findByText('Max Win 100,000')).toBeTruthy();
    unmount();
    await loadLocale('pt-PT');
    const ptPT = setup();
    expect(await screen.findByText(/^Ganho máximo 100\s000$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apostar' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Valor da aposta' })).toBeTruthy();
    expect(screen.getByTestId('mines-status').textContent).toBe('Defina a aposta e as minas e carregue em Apostar.');
    ptPT.unmount();
    await loadLocale('pt-BR');
    setup();
    expect(await screen.findByText('Max Win 100.000')).toBeTruthy();
    expect(screen.getByTestId('mines-status').textContent).toBe('Defina sua aposta e as minas e clique em Apostar.');
    expect(screen.getByRole('group', { name: 'Tabuleiro de minas' })).toBeTruthy();
  });
});
