import type { LiveBonus, LiveHunt, Slot } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, fakeApi, ok, refuse, type FakeCall, type FakeReply } from '@/test/fake-api';
import { liveBonus, liveHunt } from '@/test/fixtures';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import AdminHuntPage from '../routes/admin-hunt-page';

const sweetBonanza = {
  id: '00000000-0000-4000-8000-000000000902',
  name: 'Sweet Bonanza',
  provider: 'Pragmatic Play',
  thumbnail: null,
} as unknown as Slot;
const catalogue: Record<string, Slot[]> = {
  swe: [
    { id: '00000000-0000-4000-8000-000000000901', name: 'Sweet Alchemy', provider: 'Play n GO', thumbnail: null },
    sweetBonanza,
  ] as unknown as Slot[],
};

type Handler = (call: FakeCall, hunt: LiveHunt) => FakeReply | Promise<FakeReply> | LiveHunt;

/**
 * The /admin/hunt page on a fake server holding one live hunt. Each console action answers the hunt
 * changed by `actions[route]` (by default the hunt as it is); GET /live-hunt answers the latest.
 */
function setup(hunt: LiveHunt | null, actions: Record<string, Handler> = {}) {
  const state = { hunt };
  const answer =
    (handler?: Handler) =>
    async (call: FakeCall): Promise<FakeReply> => {
      const result = handler ? await handler(call, state.hunt!) : state.hunt!;
      // A handler answers the changed hunt (kept, then sent) or a reply of its own (a refusal).
      if (!('_id' in result)) return result;
      state.hunt = result;
      return ok(result);
    };
  const bonusRoutes = (hunt?.bonus ?? []).flatMap((b) => [
    `PATCH /admin/live-hunt/bonuses/${b._id}`,
    `DELETE /admin/live-hunt/bonuses/${b._id}`,
  ]);
  const writeRoutes = [
    'POST /admin/live-hunt',
    'POST /admin/live-hunt/bonuses',
    'PUT /admin/live-hunt/bonuses/order',
    'POST /admin/live-hunt/gtb',
    'POST /admin/live-hunt/avg',
    'POST /admin/live-hunt/finish',
    'POST /admin/live-hunt/cancel',
    ...bonusRoutes,
  ];
  const server = fakeApi({
    'GET /live-hunt': () => ok({ hunt: state.hunt, me: null, eventId: 1 }),
    'GET /admin/live-hunts': ok([]),
    'GET /live-stream/sources': ok({ sources: [] }),
    'GET /slots?q=swe': ok(catalogue.swe),
    'GET /slots?q=Lost%20Relics': ok([]),
    ...Object.fromEntries(writeRoutes.map((route) => [route, answer(actions[route])])),
  });
  return { ...server, ...renderApp(<AdminHuntPage />) };
}

const threeBonuses = () =>
  liveHunt({
    bonus: [
      liveBonus(1, { earning: 500, multiplier: 5 }),
      liveBonus(2),
      liveBonus(3, { slot: { _id: null, name: 'Slot 3', provider: '', thumbnail: null } }),
    ],
  });
const bonusPath = (n: number) => `/admin/live-hunt/bonuses/${liveBonus(n)._id}`;
/** The hunt with bonus n's earning set (as the server answers a PATCH). */
const withEarning = (hunt: LiveHunt, n: number, earning: number | null): LiveHunt => ({
  ...hunt,
  bonus: hunt.bonus.map((b): LiveBonus => (b.position === n ? { ...b, earning } : b)),
});

afterEach(resetAfterEach);

describe('Live hunt console: adding a bonus', () => {
  it('suggests catalogue slots from 3 letters; arrows and Enter pick one and move to the bet; the bet goes out in cents', async () => {
    const { user, writes, calls } = setup(liveHunt(), {
      'POST /admin/live-hunt/bonuses': (_call, hunt) => ({
        ...hunt,
        bonus: [
          liveBonus(1, {
            slot: { _id: sweetBonanza.id, name: 'Sweet Bonanza', provider: 'Pragmatic Play', thumbnail: null },
          }),
        ],
      }),
    });
    const slot = await screen.findByRole('combobox', { name: 'Slot' });
    await user.type(slot, 'sw');
    await new Promise((r) => setTimeout(r, 250));
    expect(calls.filter((c) => c.path.startsWith('/slots'))).toEqual([]);
    await user.type(slot, 'e');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sweet Alchemy · Play n GO', 'Sweet Bonanza · Pragmatic Play']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(slot).toHaveProperty('value', 'Sweet Bonanza');
    expect(screen.getByRole('textbox', { name: 'Provider' })).toHaveProperty('value', 'Pragmatic Play');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Bet' }));
    await user.keyboard('2.5{Enter}');
    await waitFor(() => expect(slot).toHaveProperty('value', ''));
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/admin/live-hunt/bonuses',
        body: {
          slot: { _id: sweetBonanza.id, name: 'Sweet Bonanza', provider: 'Pragmatic Play' },
          bet: 250,
          superBonus: false,
        },
      },
    ]);
    expect(document.activeElement).toBe(slot);
    expect(screen.getAllByTestId('console-bonus')).toHaveLength(1);
  });

  it('keeps a name outside the catalogue as typed, with its provider and the Super flag', async () => {
    const { user, writes } = setup(liveHunt());
    await user.type(await screen.findByRole('combobox', { name: 'Slot' }), 'Lost Relics');
    await user.type(screen.getByRole('textbox', { name: 'Provider' }), 'NetEnt');
    await user.type(screen.getByRole('textbox', { name: 'Bet' }), '10,5');
    await user.click(screen.getByRole('checkbox', { name: 'Super bonus' }));
    await user.click(screen.getByRole('button', { name: 'Add (Enter)' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({
      slot: { name: 'Lost Relics', provider: 'NetEnt' },
      bet: 1050,
      superBonus: true,
    });
  });

  it.each([
    ['no slot', '', '2'],
    ['a bet of 0', 'Lost Relics', '0'],
    ['a bet that is not an amount', 'Lost Relics', '2.555'],
  ])('refuses a bonus with %s and sends nothing', async (_case, name, bet) => {
    const { user, writes } = setup(liveHunt());
    const slot = await screen.findByRole('combobox', { name: 'Slot' });
    if (name) await user.type(slot, name);
    await user.type(screen.getByRole('textbox', { name: 'Bet' }), `${bet}{Enter}`);
    expect((await findToast('A bonus needs a slot and a bet above 0.')).variant).toBe('destructive');
    expect(writes()).toEqual([]);
  });

  it('adds one bonus per press: a second Enter while the first add is under way sends nothing', async () => {
    const answer = deferred<FakeReply>();
    const { user, writes } = setup(liveHunt(), { 'POST /admin/live-hunt/bonuses': () => answer.promise });
    await user.type(await screen.findByRole('combobox', { name: 'Slot' }), 'Lost Relics');
    await user.type(screen.getByRole('textbox', { name: 'Bet' }), '1{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add (Enter)' })).toHaveProperty('disabled', true));
    await user.keyboard('{Enter}');
    expect(writes()).toHaveLength(1);
    answer.resolve(ok(liveHunt({ bonus: [liveBonus(1)] })));
    await waitFor(() => expect(screen.getAllByTestId('console-bonus')).toHaveLength(1));
  });
});

describe('Live hunt console: the bonus rows', () => {
  it('saves an earning typed in dollars as cents on Enter and moves the cursor to the next unopened bonus', async () => {
    const { user, writes } = setup(threeBonuses(), {
      [`PATCH ${bonusPath(2)}`]: (call, hunt) => withEarning(hunt, 2, (call.body as { earning: number }).earning),
    });
    const earning2 = await screen.findByRole('textbox', { name: 'Earning of Slot 2' });
    expect(earning2.closest('tr')?.hasAttribute('data-next')).toBe(true);
    await user.type(earning2, '123.45{Enter}');
    expect(writes()).toEqual([{ method: 'PATCH', path: bonusPath(2), body: { earning: 12_345 } }]);
    const earning3 = screen.getByRole('textbox', { name: 'Earning of Slot 3' });
    await waitFor(() => expect(document.activeElement).toBe(earning3));
    expect(earning3.closest('tr')?.hasAttribute('data-next')).toBe(true);
  });

  it('an emptied earning un-opens the bonus (null); an earning that is not an amount is refused; an unchanged one is not sent', async () => {
    const { user, writes } = setup(threeBonuses());
    const earning1 = await screen.findByRole('textbox', { name: 'Earning of Slot 1' });
    expect(earning1).toHaveProperty('value', '5.00');
    await user.click(earning1);
    await user.keyboard('{Enter}');
    expect(writes()).toEqual([]);
    await user.clear(earning1);
    await user.keyboard('{Enter}');
    expect(writes()).toEqual([{ method: 'PATCH', path: bonusPath(1), body: { earning: null } }]);
    await user.type(earning1, '1.234{Enter}');
    expect((await findToast('Earning must be a dollar amount.')).variant).toBe('destructive');
    expect(writes()).toHaveLength(1);
  });

  it('saves a changed bet in cents when the field loses focus and refuses a bet of 0', async () => {
    const { user, writes } = setup(threeBonuses());
    const bet2 = await screen.findByRole('textbox', { name: 'Bet of Slot 2' });
    expect(bet2).toHaveProperty('value', '1.00');
    await user.clear(bet2);
    await user.type(bet2, '0{Enter}');
    await findToast('Bet must be a dollar amount above 0.');
    expect(writes()).toEqual([]);
    await user.clear(bet2);
    await user.type(bet2, '2.40');
    await user.tab();
    expect(writes()).toEqual([{ method: 'PATCH', path: bonusPath(2), body: { bet: 240 } }]);
  });

  it('moves a bonus down with every id in the new order, toggles super and removes a bonus', async () => {
    const { user, writes } = setup(threeBonuses());
    const rows = await screen.findAllByTestId('console-bonus');
    expect(within(rows[0]!).getByRole('button', { name: 'Move up' })).toHaveProperty('disabled', true);
    await user.click(within(rows[0]!).getByRole('button', { name: 'Move down' }));
    await user.click(within(rows[1]!).getByRole('button', { name: 'Mark super' }));
    await user.click(within(rows[2]!).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(writes()).toHaveLength(3));
    const [b1, b2, b3] = [1, 2, 3].map((n) => liveBonus(n)._id);
    expect(writes()).toEqual([
      { method: 'PUT', path: '/admin/live-hunt/bonuses/order', body: { order: [b2, b1, b3] } },
      { method: 'PATCH', path: bonusPath(2), body: { superBonus: true } },
      { method: 'DELETE', path: bonusPath(3), body: undefined },
    ]);
  });

  it('shows a refused change as a toast in words', async () => {
    const { user } = setup(threeBonuses(), {
      [`DELETE ${bonusPath(3)}`]: () => refuse(401, 'UNAUTHENTICATED', 'no session'),
    });
    const rows = await screen.findAllByTestId('console-bonus');
    await user.click(within(rows[2]!).getByRole('button', { name: 'Remove' }));
    expect((await findToast('Your session has ended. Log in again to continue.')).variant).toBe('destructive');
  });
});

describe('Live hunt console: GTB, AVG, finish and cancel', () => {
  it('opens GTB at once but asks before closing it for good; Keep going sends nothing', async () => {
    const { user, writes } = setup(liveHunt({ gtb: { ...liveHunt().gtb, status: 'closed' } }), {
      'POST /admin/live-hunt/gtb': (call, hunt) => {
        const status = (call.body as { status: 'opened' | 'closed' }).status;
        return { ...hunt, gtb: { ...hunt.gtb, status, closedForGood: status === 'closed' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open GTB' }));
    const close = await screen.findByRole('button', { name: 'Close GTB' });
    expect(writes().map((c) => c.body)).toEqual([{ status: 'opened' }]);

    await user.click(close);
    const dialog = await screen.findByRole('alertdialog', { name: 'Close GTB for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close GTB' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Close GTB for good?' })).getByRole('button', {
        name: 'Close GTB',
      }),
    );
    expect(await screen.findByRole('button', { name: 'GTB closed for good' })).toHaveProperty('disabled', true);
    expect(writes().map((c) => [c.path, c.body])).toEqual([
      ['/admin/live-hunt/gtb', { status: 'opened' }],
      ['/admin/live-hunt/gtb', { status: 'closed' }],
    ]);
  });

  it('opens and closes AVG, and shows a refusal as a toast', async () => {
    const { user, writes } = setup(liveHunt({ avg: { ...liveHunt().avg, status: 'soon' } }), {
      'POST /admin/live-hunt/avg': (call, hunt) => {
        const status = (call.body as { status: 'opened' | 'closed' }).status;
        return status === 'closed' ? refuse(409, 'CONFLICT', 'server text') : { ...hunt, avg: { ...hunt.avg, status } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open AVG' }));
    await user.click(await screen.findByRole('button', { name: 'Close AVG' }));
    expect((await findToast('This changed in the meantime. Reload the page and try again.')).variant).toBe(
      'destructive',
    );
    expect(writes().map((c) => c.body)).toEqual([{ status: 'opened' }, { status: 'closed' }]);
  });

  it('asks before finishing, with the final balance and the unopened count, then settles', async () => {
    const hunt = threeBonuses();
    hunt.stats = { ...hunt.stats, totalBonus: 3, openedBonus: 1, endBalance: 500 };
    const { user, writes } = setup(hunt, {
      'POST /admin/live-hunt/finish': (_call, h) => ({ ...h, status: 'finished' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Finish hunt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Finish Bonus Hunt #7?' });
    expect(dialog.textContent).toContain(
      'The final balance is $5.00 with 2 bonuses still unopened. GTB winners and AVG payouts are settled now and cannot change.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Finish hunt' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Finish and settle' }));
    expect((await findToast('Hunt finished and settled.')).variant).toBe('success');
    expect(writes()).toEqual([{ method: 'POST', path: '/admin/live-hunt/finish', body: undefined }]);
    expect(await screen.findByRole('button', { name: 'Create live hunt' })).toBeTruthy();
  });

  it('asks before cancelling and shows a refusal as a toast', async () => {
    const { user, writes } = setup(liveHunt(), {
      'POST /admin/live-hunt/cancel': () => refuse(403, 'FORBIDDEN', 'admins only'),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel hunt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Bonus Hunt #7?' });
    expect(dialog.textContent).toContain('Every AVG bet is refunded and no GTB prize is given. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the hunt' }));
    expect((await findToast('Only an admin can do this. Log in with an admin account.')).variant).toBe('destructive');
    expect(writes()).toEqual([{ method: 'POST', path: '/admin/live-hunt/cancel', body: undefined }]);
    expect(screen.getByRole('button', { name: 'Finish hunt' })).toBeTruthy();
  });

  it('without a live hunt, creates one with the start typed in dollars as cents, and refuses a start of 0', async () => {
    const { user, writes } = setup(null, { 'POST /admin/live-hunt': () => liveHunt({ start: 100_050 }) });
    const start = await screen.findByRole('textbox', { name: 'Start balance' });
    await user.type(start, '0{Enter}');
    await findToast('Start balance must be a dollar amount above 0.');
    expect(writes()).toEqual([]);
    await user.clear(start);
    await user.type(start, '1000.50{Enter}');
    expect(await screen.findByRole('button', { name: 'Finish hunt' })).toBeTruthy();
    expect(writes()).toEqual([{ method: 'POST', path: '/admin/live-hunt', body: { start: 100_050 } }]);
  });
});
