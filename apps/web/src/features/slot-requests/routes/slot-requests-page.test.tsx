import type { Me, Slot, SlotRequestBoard } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, refuse, type FakeCall, type FakeReply } from '@/test/fake-api';
import { slotRequest, slotRequestBoard, viewer } from '@/test/fixtures';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import SlotRequestsPage from './slot-requests-page';

const sweet: Slot = {
  id: '00000000-0000-4000-8000-000000000901',
  name: 'Sweet Bonanza',
  provider: 'Pragmatic Play',
  thumbnail: null,
  rtp: null,
  volatility: null,
  maxWin: null,
};

/**
 * /slot-requests on a fake server: GET /slot-requests answers `board`, a signed-in viewer (`signedIn`)
 * gets GET /users/me, the slot search finds Sweet Bonanza, and POST / DELETE answer as given.
 */
function setup({
  board = slotRequestBoard(),
  signedIn = true,
  post,
  withdraw,
}: {
  board?: SlotRequestBoard | FakeReply;
  signedIn?: boolean;
  post?: (call: FakeCall) => FakeReply;
  withdraw?: () => FakeReply;
} = {}) {
  document.cookie = signedIn ? 'signedIn=1; path=/' : 'signedIn=; path=/; max-age=0';
  const state = { board };
  const server = fakeApi({
    'GET /slot-requests': () => ('open' in state.board ? ok(state.board) : state.board),
    'GET /users/me': ok(viewer),
    'GET /slots?q=swe': ok([sweet]),
    'POST /slot-requests':
      post ??
      ((call) => {
        const request = slotRequest(1, {
          slot: { id: sweet.id, name: sweet.name, provider: sweet.provider, thumbnail: null },
          requester: viewer.username,
        });
        const before = state.board as SlotRequestBoard;
        state.board = { ...before, mine: request, queue: [...before.queue, request] };
        expect(call.body).toEqual({ slotId: sweet.id });
        return { status: 201, body: { request, balance: viewer.points - 500 } };
      }),
    'DELETE /slot-requests/mine':
      withdraw ??
      (() => {
        const before = state.board as SlotRequestBoard;
        const request = { ...before.mine!, status: 'withdrawn' as const };
        state.board = { ...before, mine: null, queue: before.queue.filter((r) => r._id !== request._id) };
        return ok({ request, balance: viewer.points + 500 });
      }),
  });
  return { ...server, ...renderApp(<SlotRequestsPage />) };
}

const balance = (client: ReturnType<typeof setup>['client']) => client.getQueryData<Me>(['me'])?.points;

afterEach(() => {
  document.cookie = 'signedIn=; path=/; max-age=0';
  resetAfterEach();
});

describe('/slot-requests', () => {
  it('open: says the cost, lists the queue and the history, and offers the slot search', async () => {
    setup({
      board: slotRequestBoard({
        queue: [slotRequest(1, { source: 'kick' }), slotRequest(2, { source: 'twitch' })],
        history: [
          slotRequest(3, { status: 'rejected', note: 'Played it yesterday', decidedAt: '2026-11-26T09:30:00.000Z' }),
          slotRequest(4, { status: 'played', inHunt: true, decidedAt: '2026-11-26T09:20:00.000Z' }),
        ],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Slot requests', level: 1 })).toBeTruthy();
    expect((await screen.findByTestId('slot-requests-state')).textContent).toBe(
      'Requests are open · 500 points per request',
    );
    expect(await screen.findByRole('combobox', { name: 'Search slot' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request' })).toHaveProperty('disabled', true);

    const queue = screen.getAllByTestId('queue-row');
    expect(queue.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1.*Requested Slot 1.*Hacksaw Gaming.*viewer1.*Kick/),
      expect.stringMatching(/^2.*Requested Slot 2.*viewer2.*Twitch/),
    ]);
    const history = screen.getAllByTestId('history-row');
    expect(history[0]!.textContent).toMatch(/Requested Slot 3.*viewer3.*Rejected.*Played it yesterday/);
    expect(history[1]!.textContent).toMatch(/Requested Slot 4.*viewer4.*Played.*in the hunt/);
  });

  it('closed: says so, offers no search, and the queue is still shown', async () => {
    setup({ board: slotRequestBoard({ open: false, queue: [slotRequest(1)] }) });
    expect((await screen.findByTestId('slot-requests-state')).textContent).toBe('Requests are closed');
    expect(await screen.findByText(/Requests are closed right now/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Search slot' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request' })).toBeNull();
    expect(screen.getAllByTestId('queue-row')).toHaveLength(1);
  });

  it('a free board says so', async () => {
    setup({ board: slotRequestBoard({ cost: 0 }) });
    expect((await screen.findByTestId('slot-requests-state')).textContent).toBe('Requests are open · free');
  });

  it('signed out: a sign-in prompt instead of the search, and no /users/me call', async () => {
    const { calls } = setup({ signedIn: false });
    expect(await screen.findByText('Log in to request a slot with your points.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Log in/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Search slot' })).toBeNull();
    expect(calls.some((c) => c.path === '/users/me')).toBe(false);
  });

  it('a viewer picks a slot and requests it: the balance drops, their request shows with Withdraw', async () => {
    const { user, client, writes } = setup();
    await user.type(await screen.findByRole('combobox', { name: 'Search slot' }), 'swe');
    await user.click(await screen.findByRole('option', { name: /Sweet Bonanza/ }));
    expect(screen.getByTestId('picked-slot').textContent).toContain('Sweet Bonanza');
    await user.click(screen.getByRole('button', { name: 'Request' }));

    expect((await findToast('Requested Sweet Bonanza for 500 points.')).variant).toBe('success');
    expect(writes()).toEqual([
      { method: 'POST', path: '/slot-requests', body: { slotId: '00000000-0000-4000-8000-000000000901' } },
    ]);
    const mine = await screen.findByTestId('my-slot-request');
    expect(mine.textContent).toMatch(/Your request.*Sweet Bonanza.*#1 in the queue/);
    expect(balance(client)).toBe(500);
    expect(screen.queryByRole('combobox', { name: 'Search slot' })).toBeNull();
    expect(screen.getByTestId('queue-row').getAttribute('data-mine')).toBe('true');
  });

  it('own request: Withdraw gives the points back and the search returns', async () => {
    const mine = slotRequest(1, { requester: viewer.username });
    const { user, client, writes } = setup({
      board: slotRequestBoard({ mine, queue: [slotRequest(2), mine] }),
    });
    const card = await screen.findByTestId('my-slot-request');
    expect(card.textContent).toMatch(/Requested Slot 1.*#2 in the queue.*500 points/);
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));

    expect((await findToast('Request withdrawn: 500 points given back.')).variant).toBe('success');
    expect(writes()).toEqual([{ method: 'DELETE', path: '/slot-requests/mine', body: undefined }]);
    expect(balance(client)).toBe(1_500);
    expect(await screen.findByRole('combobox', { name: 'Search slot' })).toBeTruthy();
    expect(screen.queryByTestId('my-slot-request')).toBeNull();
  });

  it("a refusal shows the catalog's text of the API's code inline", async () => {
    const { user, client } = setup({
      post: () => refuse(409, 'SLOT_REQUESTS_CLOSED', 'Slot requests are closed.'),
    });
    await user.type(await screen.findByRole('combobox', { name: 'Search slot' }), 'swe');
    await user.click(await screen.findByRole('option', { name: /Sweet Bonanza/ }));
    await user.click(screen.getByRole('button', { name: 'Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Slot requests are closed.');
    expect(balance(client)).toBe(viewer.points);
  });

  it('a second request is refused in words, whatever the server wrote', async () => {
    const { user } = setup({
      post: () => refuse(409, 'SLOT_REQUEST_OPEN', 'server text'),
    });
    await user.type(await screen.findByRole('combobox', { name: 'Search slot' }), 'swe');
    await user.click(await screen.findByRole('option', { name: /Sweet Bonanza/ }));
    await user.click(screen.getByRole('button', { name: 'Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already have a slot request waiting.');
  });

  it('a failed withdraw says why and keeps the balance', async () => {
    const mine = slotRequest(1, { requester: viewer.username });
    const { user, client } = setup({
      board: slotRequestBoard({ mine, queue: [mine] }),
      withdraw: () => refuse(404, 'NOT_FOUND', 'server text'),
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have no open slot request.');
    expect(balance(client)).toBe(viewer.points);
  });

  it('short of points: Request is disabled and the page says how many are missing', async () => {
    setup({ board: slotRequestBoard({ cost: 1_500 }) });
    expect(await screen.findByText('A request costs 1,500 points: you need 500 more.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request' })).toHaveProperty('disabled', true);
  });

  it('a failed board read is an alert with Try again, not a crash', async () => {
    const { user, calls } = setup({ board: refuse(500, 'INTERNAL_ERROR', 'boom') });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the slot requests');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/slot-requests')).toHaveLength(2));
  });
});
