import type { Tournament } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/lib/session';
import { fakeApi, ok, refuse, type FakeReply } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { signedInViewer, slotOfSeed, tournament, uuid } from '../test-fixtures';
import TournamentDetailPage from './tournament-detail';

const signIn = () => (document.cookie = 'signedIn=1; path=/');
const signOut = () => (document.cookie = 'signedIn=; path=/; max-age=0');

/** A phone (390 px wide) or a desktop, as `(min-width: 768px)` answers. */
function viewport(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: wide && query === '(min-width: 768px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function setup({ t = tournament(), predict }: { t?: Tournament; predict?: FakeReply } = {}) {
  const server = fakeApi({
    [`GET /tournaments/${t.id}`]: ok(t),
    'GET /users/me': ok(signedInViewer),
    [`POST /tournaments/${t.id}/matches/5/predictions`]:
      predict ?? ok({ balance: 9_500, prediction: { tournamentId: t.id, matchId: '5', pick: 'b', points: 500 } }),
    [`POST /tournaments/${t.id}/champion`]:
      predict ??
      ok({
        balance: 9_000,
        prediction: { tournamentId: t.id, matchId: null, pick: t.entrants.find((e) => e.seed === 2)!.id, points: 1000 },
      }),
  });
  return {
    ...server,
    ...renderApp(
      <Routes>
        <Route path="/tournaments/:id" element={<TournamentDetailPage />} />
      </Routes>,
      { route: `/tournaments/${t.id}` },
    ),
  };
}

afterEach(() => {
  signOut();
  resetAfterEach();
});

describe('/tournaments/:id on a desktop', () => {
  it('shows the terms in words, every round as a column, a bye, and a decided match with its result, pools and cap', async () => {
    viewport(true);
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Battle' })).toBeTruthy();
    expect(screen.getByTestId('tournament-buy').textContent).toBe('$100.00');
    expect(screen.getByTestId('tournament-rule').textContent).toBe('The higher payout wins');
    expect(screen.getByTestId('tournament-tie-break').textContent).toBe(
      'On a tie, the higher multiplier wins (else a replay)',
    );
    expect(screen.getByTestId('tournament-house-cut').textContent).toBe('2.5%');
    expect(screen.getByTestId('tournament-max-stake').textContent).toBe('5,000 points');

    expect(screen.getByTestId('bracket').getAttribute('data-view')).toBe('columns');
    for (const name of ['Quarter-finals', 'Semi-finals', 'Final'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();

    const bye = screen.getByTestId('match-1');
    expect(bye.getAttribute('data-state')).toBe('bye');
    expect(within(bye).getByTestId('match-state').textContent).toBe('Bye');
    expect(within(bye).getByText('No opponent: this slot goes through without playing.')).toBeTruthy();
    expect(within(bye).getByTestId('side-a').textContent).toContain(slotOfSeed(1));
    expect(within(bye).getByTestId('side-a').textContent).toContain('#1');

    const decided = screen.getByTestId('match-2');
    expect(within(decided).getByTestId('match-state').textContent).toBe('Decided');
    const winner = within(decided).getByTestId('side-a');
    expect(winner.getAttribute('data-winner')).toBe('true');
    expect(within(winner).getByText('Winner')).toBeTruthy();
    expect(within(decided).getByTestId('side-b').getAttribute('data-winner')).toBeNull();
    expect(within(decided).getByTestId('side-a-result').textContent).toBe('Cost $100.00 · payout $250.00 · 2.50x');
    expect(within(decided).getByTestId('side-b-result').textContent).toBe('Cost $100.00 · payout $40.50 · 0.41x');
    const pools = within(decided).getByTestId('match-pools');
    expect(pools.textContent).toContain(`${slotOfSeed(4)}: 3,000 points (2 predictions)`);
    expect(pools.textContent).toContain(`${slotOfSeed(5)}: 200,000 points (4 predictions)`);
    expect(pools.textContent).toContain('House cut: 5,000 points');
    expect(within(decided).getByTestId('match-cap-removed').textContent).toBe(
      'Kept by the 100,000-per-bet cap: 12,345 points',
    );
    expect(within(decided).getByTestId('my-prediction').textContent).toBe(
      `Your prediction: 1,000 points on ${slotOfSeed(4)}. You got 65,000 points back.`,
    );
  });

  it('hides the house cut when there is none', async () => {
    viewport(true);
    setup({ t: tournament({ houseCutBps: 0 }) });
    await screen.findByTestId('tournament-buy');
    expect(screen.queryByTestId('tournament-house-cut')).toBeNull();
  });

  it('asks a visitor to log in instead of showing the prediction form', async () => {
    viewport(true);
    setup();
    const open = await screen.findByTestId('match-5');
    expect(within(open).getByText('Log in to predict.')).toBeTruthy();
    expect(within(open).queryByRole('form')).toBeNull();
  });
});

describe('/tournaments/:id predictions', () => {
  it('sends {side, points} for the open match and writes the new balance into the header', async () => {
    viewport(true);
    signIn();
    const { user, writes, client } = setup();
    const open = await screen.findByTestId('match-5');
    const form = await within(open).findByRole('form');
    await user.click(within(form).getByRole('radio', { name: slotOfSeed(4) }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Points' }), '500');
    await user.click(within(form).getByRole('button', { name: 'Predict with 500 points' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'POST', path: `/tournaments/${uuid(1)}/matches/5/predictions`, body: { side: 'b', points: 500 } },
      ]),
    );
    await waitFor(() => expect(client.getQueryData<{ points: number }>(meQueryKey)?.points).toBe(9_500));
    // The answer's prediction shows at once, in the viewer's line and in its side's pool.
    expect((await within(open).findByTestId('my-prediction')).textContent).toContain(`500 points on ${slotOfSeed(4)}`);
    expect(within(open).queryByRole('form')).toBeNull();
    expect(within(open).getByTestId('match-pools').textContent).toContain(
      `${slotOfSeed(4)}: 500 points (1 prediction)`,
    );
  });

  it('refuses a stake above the maximum before sending, and words the server refusal', async () => {
    viewport(true);
    signIn();
    const { user, writes } = setup({ predict: refuse(409, 'PREDICTIONS_CLOSED', 'closed') });
    const open = await screen.findByTestId('match-5');
    const form = await within(open).findByRole('form');
    await user.click(within(form).getByRole('radio', { name: slotOfSeed(1) }));
    const points = within(form).getByRole('spinbutton', { name: 'Points' });
    await user.type(points, '5001');
    await user.click(within(form).getByRole('button', { name: 'Predict' }));
    expect(within(form).getByRole('alert').textContent).toBe('Choose from 1 to 5,000 points.');
    expect(writes()).toEqual([]);

    await user.clear(points);
    await user.type(points, '20');
    await user.click(within(form).getByRole('button', { name: 'Predict with 20 points' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Predictions on this match are not open.');
    expect(writes()).toEqual([
      { method: 'POST', path: `/tournaments/${uuid(1)}/matches/5/predictions`, body: { side: 'a', points: 20 } },
    ]);
  });
});

describe('/tournaments/:id on a phone (390 px)', () => {
  it('shows one round at a time, the current match round first, chosen with a select', async () => {
    viewport(false);
    const { user } = setup();
    const select = await screen.findByRole('combobox', { name: 'Round' });
    expect(screen.getByTestId('bracket').getAttribute('data-view')).toBe('round');
    expect((select as HTMLSelectElement).value).toBe('2');
    expect(screen.getByRole('heading', { name: 'Semi-finals' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Quarter-finals' })).toBeNull();
    expect(screen.queryByTestId('match-2')).toBeNull();

    await user.selectOptions(select, 'Quarter-finals');
    expect(screen.getByRole('heading', { name: 'Quarter-finals' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Semi-finals' })).toBeNull();
    expect(screen.getByTestId('match-2')).toBeTruthy();
    expect(screen.queryByTestId('match-5')).toBeNull();
  });
});

describe('/tournaments/:id seeding proof', () => {
  it('recomputes the seeds with the giveaway draw in the browser and says they match', async () => {
    viewport(true);
    setup();
    const result = await screen.findByTestId('verify-result');
    expect(result.getAttribute('data-matches')).toBe('true');
    expect(result.textContent).toBe('Verified: the recomputed seeds match the bracket.');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]!.textContent).toBe(`1${slotOfSeed(1)}${slotOfSeed(1)}`);
  });

  it('says it does not match when the published seeds differ from the draw', async () => {
    viewport(true);
    const t = tournament();
    // Seeds 1 and 2 swapped in what the server published.
    const swapped = t.entrants.map((e) => (e.seed === 1 ? { ...e, seed: 2 } : e.seed === 2 ? { ...e, seed: 1 } : e));
    setup({ t: { ...t, entrants: swapped } });
    const result = await screen.findByTestId('verify-result');
    expect(result.getAttribute('data-matches')).toBe('false');
    expect(result.textContent).toBe('Does not match: the recomputed seeds differ from what was published.');
  });
});

describe('/tournaments/:id champion prediction', () => {
  it('shows the pools per entrant and, while open, sends {entrantId, points}', async () => {
    viewport(true);
    signIn();
    const t = tournament({ state: 'upcoming', rounds: [], currentMatchId: null, startedAt: null });
    const open = { ...t, champion: { ...t.champion, state: 'open' as const } };
    const { user, writes } = setup({ t: open });
    const block = await screen.findByRole('region', { name: 'Champion prediction' });
    expect(within(block).getByRole('list', { name: 'Champion pools' }).textContent).toContain(
      `${slotOfSeed(1)}2,500 points (3 predictions)`,
    );
    const form = await within(block).findByRole('form', { name: 'Predict the champion' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Champion' }), slotOfSeed(2));
    await user.type(within(form).getByRole('spinbutton', { name: 'Points' }), '1000');
    await user.click(within(form).getByRole('button', { name: 'Predict with 1,000 points' }));
    const entrantId = t.entrants.find((e) => e.seed === 2)!.id;
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'POST', path: `/tournaments/${uuid(1)}/champion`, body: { entrantId, points: 1000 } },
      ]),
    );
    expect((await within(block).findByTestId('my-prediction')).textContent).toContain(
      `1,000 points on ${slotOfSeed(2)}`,
    );
  });

  it('shows my pick and no form once the first match has started', async () => {
    viewport(true);
    signIn();
    const t = tournament();
    const mine = { side: t.entrants[0]!.id, points: 300, payout: null, refunded: false };
    setup({ t: { ...t, champion: { ...t.champion, mine } } });
    const block = await screen.findByRole('region', { name: 'Champion prediction' });
    expect(within(block).getByTestId('my-prediction').textContent).toBe(
      `Your prediction: 300 points on ${t.entrants[0]!.slot.name}. Not settled yet.`,
    );
    expect(within(block).queryByRole('form')).toBeNull();
  });
});
