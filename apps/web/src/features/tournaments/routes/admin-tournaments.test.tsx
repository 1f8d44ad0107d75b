import type { Tournament } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, refuse, type FakeCall, type FakeReply } from '@/test/fake-api';
import { slotRequest, slotRequestBoard } from '@/test/fixtures';
import { renderApp, resetAfterEach } from '@/test/render';
import { slotOfSeed, summary, tournament, uuid } from '../test-fixtures';
import AdminTournamentsPage from './admin-tournaments';

const catalogueSlot = {
  id: uuid(900),
  name: 'Zeus vs Hades',
  provider: 'Pragmatic Play',
  thumbnail: null,
  rtp: null,
  volatility: null,
  maxWin: null,
};

function setup({
  t = tournament(),
  start,
}: { t?: Tournament; start?: FakeReply | ((call: FakeCall) => FakeReply) } = {}) {
  const server = fakeApi({
    'GET /tournaments': ok(
      t.state === 'upcoming'
        ? { running: [], upcoming: [summary({ state: 'upcoming', startedAt: null })], finished: [] }
        : t.state === 'finished'
          ? {
              running: [],
              upcoming: [],
              finished: [summary({ state: 'finished', finishedAt: '2026-11-27T21:00:00.000Z' })],
            }
          : { running: [summary()], upcoming: [], finished: [] },
    ),
    [`GET /tournaments/${t.id}`]: ok(t),
    'GET /slot-requests': ok(slotRequestBoard({ queue: [slotRequest(1), slotRequest(2), slotRequest(3)] })),
    'GET /slots?q=Zeus': ok([catalogueSlot]),
    'POST /admin/tournaments': () => createReply ?? { status: 201, body: { ...t, name: 'Monday Madness' } },
    [`POST /admin/tournaments/${t.id}/start`]: start ?? ok(t),
    [`PUT /admin/tournaments/${t.id}/matches/5/result`]: ok(t),
    [`PUT /admin/tournaments/${t.id}/matches/2/result`]: ok(t),
    [`PUT /admin/tournaments/${t.id}/matches/7/result`]: ok(t),
  });
  return { ...server, ...renderApp(<AdminTournamentsPage />) };
}

/** Answers POST /admin/tournaments with `reply` from now on (the other routes as setup made them). */
let createReply: FakeReply | null = null;
const fakeApiCreate = (reply: FakeReply) => (createReply = reply);

afterEach(() => {
  createReply = null;
  resetAfterEach();
});

describe('/admin/tournaments: the create form', () => {
  it('sends the buy size in cents, the house cut in basis points and the picked slot requests and catalogue slots', async () => {
    const { user, writes } = setup();
    const form = await screen.findByRole('form', { name: 'New tournament' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Monday Madness');
    await user.type(within(form).getByRole('textbox', { name: 'Buy size ($)' }), '12.50');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Tie-break' }), 'replay');
    const cut = within(form).getByRole('textbox', { name: 'House cut (%)' });
    await user.clear(cut);
    await user.type(cut, '2.5');
    const stake = within(form).getByRole('spinbutton', { name: 'Most points per prediction' });
    await user.clear(stake);
    await user.type(stake, '5000');
    await user.click(await within(form).findByRole('checkbox', { name: 'Requested Slot 1 (requested by viewer1)' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Requested Slot 3 (requested by viewer3)' }));
    expect(within(form).getByTestId('entrant-count').textContent).toBe('2 slots chosen (3 to 32)');

    fireEvent.change(within(form).getByRole('combobox', { name: 'Search slot' }), { target: { value: 'Zeus' } });
    fireEvent.mouseDown(await within(form).findByRole('option', { name: /Zeus vs Hades/ }));
    expect(within(form).getByRole('list', { name: 'Catalogue slots picked' }).textContent).toContain('Zeus vs Hades');
    expect(within(form).getByTestId('entrant-count').textContent).toBe('3 slots chosen (3 to 32)');

    await user.click(within(form).getByRole('button', { name: 'Create tournament' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: '/admin/tournaments',
          body: {
            name: 'Monday Madness',
            buyCents: 1250,
            rule: 'payout',
            tieBreak: 'replay',
            houseCutBps: 250,
            maxStake: 5000,
            slotRequestIds: [uuid(701), uuid(703)],
            slotIds: [uuid(900)],
          },
        },
      ]),
    );
  });

  it('sends nothing with too few slots or a tie-break equal to the rule', async () => {
    const { user, writes } = setup();
    const form = await screen.findByRole('form', { name: 'New tournament' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Too small');
    await user.type(within(form).getByRole('textbox', { name: 'Buy size ($)' }), '100');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Rule' }), 'multiplier');
    await user.click(await within(form).findByRole('checkbox', { name: 'Requested Slot 1 (requested by viewer1)' }));
    await user.click(within(form).getByRole('button', { name: 'Create tournament' }));
    expect(within(form).getByText('The tie-break must differ from the rule.')).toBeTruthy();
    expect(within(form).getByText('Choose from 3 to 32 slots in all.')).toBeTruthy();
    expect(writes()).toEqual([]);
  });
});

describe('/admin/tournaments: a refused create', () => {
  it("shows the form's own text beside a field the server refused", async () => {
    const { user } = setup();
    fakeApiCreate({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'bad', fields: { slotIds: '3 to 32 entrants in all' } } },
    });
    const form = await screen.findByRole('form', { name: 'New tournament' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Refused');
    await user.type(within(form).getByRole('textbox', { name: 'Buy size ($)' }), '10');
    for (const n of [1, 2, 3])
      await user.click(
        await within(form).findByRole('checkbox', { name: `Requested Slot ${n} (requested by viewer${n})` }),
      );
    await user.click(within(form).getByRole('button', { name: 'Create tournament' }));
    expect(await within(form).findByText('Choose from 3 to 32 slots in all.')).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});

describe('/admin/tournaments: the console', () => {
  it('enters the current match result as integer cents', async () => {
    const t = tournament();
    const closed = {
      ...t,
      rounds: t.rounds.map((r) => ({
        ...r,
        matches: r.matches.map((m) => (m.id === '5' ? { ...m, state: 'closed' as const } : m)),
      })),
    };
    const { user, writes } = setup({ t: closed });
    const form = await screen.findByRole('form', { name: 'Enter the result' });
    await user.type(within(form).getByRole('textbox', { name: `Cost of ${slotOfSeed(1)}` }), '100');
    await user.type(within(form).getByRole('textbox', { name: `Payout of ${slotOfSeed(1)}` }), '1234,56');
    await user.type(within(form).getByRole('textbox', { name: `Cost of ${slotOfSeed(4)}` }), '100.5');
    await user.type(within(form).getByRole('textbox', { name: `Payout of ${slotOfSeed(4)}` }), '0');
    await user.click(within(form).getByRole('button', { name: 'Save result' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'PUT',
          path: `/admin/tournaments/${uuid(1)}/matches/5/result`,
          body: { a: { cost: 10_000, payout: 123_456 }, b: { cost: 10_050, payout: 0 } },
        },
      ]),
    );
  });

  it('offers the correction of the last decided match until the next match starts', async () => {
    const t = tournament();
    const ready = {
      ...t,
      rounds: t.rounds.map((r) => ({
        ...r,
        matches: r.matches.map((m) => (m.id === '5' ? { ...m, state: 'ready' as const } : m)),
      })),
    };
    const { user, writes } = setup({ t: ready });
    expect(await screen.findByRole('button', { name: 'Open predictions' })).toBeTruthy();
    // The next match can be played without predictions: its result form is there too.
    expect(screen.getByRole('form', { name: 'Enter the result' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Correct the last result' });
    await user.type(within(form).getByRole('textbox', { name: `Cost of ${slotOfSeed(4)}` }), '100');
    await user.type(within(form).getByRole('textbox', { name: `Payout of ${slotOfSeed(4)}` }), '250');
    await user.type(within(form).getByRole('textbox', { name: `Cost of ${slotOfSeed(5)}` }), '100');
    await user.type(within(form).getByRole('textbox', { name: `Payout of ${slotOfSeed(5)}` }), '45');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'PUT',
          path: `/admin/tournaments/${uuid(1)}/matches/2/result`,
          body: { a: { cost: 10_000, payout: 25_000 }, b: { cost: 10_000, payout: 4_500 } },
        },
      ]),
    );
  });

  it('offers the correction of the final once the tournament has finished, loading its console when opened', async () => {
    const t = tournament();
    const decided = (at: string) => ({
      state: 'decided' as const,
      winner: 'a' as const,
      decidedBy: 'rule' as const,
      decidedAt: at,
    });
    const done: Tournament = {
      ...t,
      state: 'finished',
      finishedAt: '2026-11-27T21:00:00.000Z',
      currentMatchId: null,
      rounds: t.rounds.map((r) => ({
        ...r,
        matches: r.matches.map((m) =>
          m.id === '5' || m.id === '6'
            ? { ...m, ...decided(`2026-11-27T20:${m.id}0:00.000Z`) }
            : m.id === '7'
              ? {
                  ...m,
                  a: t.rounds[1]!.matches[0]!.a,
                  b: t.rounds[1]!.matches[1]!.a,
                  ...decided('2026-11-27T21:00:00.000Z'),
                }
              : m,
        ),
      })),
    };
    const { user, writes, calls } = setup({ t: done });
    const opener = await screen.findByText('Correct the final of Friday Battle');
    expect(calls.some((c) => c.path === `/tournaments/${t.id}`)).toBe(false);
    await user.click(opener);
    const form = await screen.findByRole('form', { name: 'Correct the last result' });
    // Shown open: a closed disclosure would hide the form (a browser renders nothing inside it).
    expect(form.closest('details')?.open).toBe(true);
    expect(screen.queryByRole('form', { name: 'Enter the result' })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: `Cost of ${slotOfSeed(1)}` }), '100');
    await user.type(within(form).getByRole('textbox', { name: `Payout of ${slotOfSeed(1)}` }), '90');
    await user.type(within(form).getByRole('textbox', { name: `Cost of ${slotOfSeed(2)}` }), '100');
    await user.type(within(form).getByRole('textbox', { name: `Payout of ${slotOfSeed(2)}` }), '300');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'PUT',
          path: `/admin/tournaments/${t.id}/matches/7/result`,
          body: { a: { cost: 10_000, payout: 9_000 }, b: { cost: 10_000, payout: 30_000 } },
        },
      ]),
    );
  });

  it('offers to start without the beacon, with a reason, when no relay answers', async () => {
    const t = tournament({ state: 'upcoming', rounds: [], currentMatchId: null, startedAt: null });
    let calls = 0;
    const { user, writes } = setup({
      t,
      start: () => (++calls === 1 ? refuse(503, 'BEACON_UNAVAILABLE', 'no relay') : ok(t)),
    });
    await user.click(await screen.findByRole('button', { name: 'Start (draw the bracket)' }));
    await user.type(await screen.findByRole('textbox', { name: 'Reason (public)' }), 'drand relays down');
    await user.click(screen.getByRole('button', { name: 'Start without beacon' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'POST', path: `/admin/tournaments/${uuid(1)}/start`, body: {} },
        {
          method: 'POST',
          path: `/admin/tournaments/${uuid(1)}/start`,
          body: { withoutBeacon: 'drand relays down' },
        },
      ]),
    );
  });
});
