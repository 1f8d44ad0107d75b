import type { LiveHunt, SlotRequestBoard } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, refuse, type FakeReply } from '@/test/fake-api';
import { liveBonus, liveHunt, slotRequest, slotRequestBoard } from '@/test/fixtures';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { SlotRequestsPanel } from './slot-requests-panel';

const queued = slotRequest(1);
const played = slotRequest(2, { status: 'played', decidedAt: '2026-11-26T09:40:00.000Z' });
const id = (n: number) => `00000000-0000-4000-8000-${String(700 + n).padStart(12, '0')}`;

/** The console's panel on a fake server: the board, the live hunt (`hunt`), and the admin calls. */
function setup({
  board = slotRequestBoard({ queue: [queued], history: [played] }),
  hunt = liveHunt({ bonus: [liveBonus(1, { bet: 100 }), liveBonus(2, { bet: 250 })] }),
  addToHunt,
}: { board?: SlotRequestBoard; hunt?: LiveHunt | null; addToHunt?: () => FakeReply } = {}) {
  const server = fakeApi({
    'GET /slot-requests': ok(board),
    'GET /live-hunt': ok({ hunt, me: null, eventId: 1 }),
    'PUT /admin/slot-requests/settings': (call) =>
      ok({ ...{ open: board.open, cost: board.cost }, ...(call.body as object) }),
    [`POST /admin/slot-requests/${id(1)}/played`]: ok({ ...queued, status: 'played' }),
    [`POST /admin/slot-requests/${id(1)}/rejected`]: (call) =>
      ok({ ...queued, status: 'rejected', note: (call.body as { note?: string }).note ?? null }),
    [`POST /admin/slot-requests/${id(2)}/add-to-hunt`]: addToHunt ?? (() => ok({ ...played, inHunt: true })),
  });
  return { ...server, ...renderApp(<SlotRequestsPanel />) };
}

afterEach(resetAfterEach);

describe('the slot requests panel of the live hunt console', () => {
  it('the Open switch saves at once and shows the saved state; the cost is saved by its own button, a bad one refused before any call', async () => {
    const { user, writes } = setup({ board: slotRequestBoard({ open: false, cost: 0 }) });
    const open = await screen.findByRole('switch', { name: 'Requests open' });
    expect(open).toHaveProperty('checked', false);
    const save = screen.getByRole('button', { name: 'Save cost' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(open);
    expect((await findToast('Slot requests are open.')).variant).toBe('success');
    expect(writes()).toEqual([{ method: 'PUT', path: '/admin/slot-requests/settings', body: { open: true } }]);

    const cost = screen.getByRole('textbox', { name: 'Cost (points per request)' });
    await user.clear(cost);
    await user.type(cost, '12.5');
    await user.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Cost: a whole number of points from 0 to 1,000,000.');
    expect(writes()).toHaveLength(1);

    await user.clear(cost);
    await user.type(cost, '750');
    await user.click(save);
    expect((await findToast('Cost saved: 750 points per request.')).variant).toBe('success');
    expect(writes()[1]).toEqual({ method: 'PUT', path: '/admin/slot-requests/settings', body: { cost: 750 } });
  });

  it('Played is one click; Reject asks for an optional note first', async () => {
    const { user, writes } = setup();
    const row = await screen.findByTestId('admin-queue-row');
    expect(row.textContent).toMatch(/Requested Slot 1.*viewer1.*Site/);
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Requested Slot 1?' });
    expect(dialog.textContent).toContain('viewer1 gets their 500 points back.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for the viewer (optional)' }), ' Not today ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await findToast('Rejected: Requested Slot 1 for viewer1.')).variant).toBe('success');

    await user.click(within(await screen.findByTestId('admin-queue-row')).getByRole('button', { name: 'Played' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'POST', path: `/admin/slot-requests/${id(1)}/rejected`, body: { note: 'Not today' } },
        { method: 'POST', path: `/admin/slot-requests/${id(1)}/played`, body: undefined },
      ]),
    );
  });

  it("Add to hunt starts from the live hunt's last bet, sends cents, and refreshes the console's hunt", async () => {
    const { user, writes, calls } = setup();
    const row = await screen.findByTestId('to-hunt-row');
    const bet = within(row).getByRole('textbox', { name: 'Bet for Requested Slot 2 requested by viewer2' });
    await waitFor(() => expect(bet).toHaveProperty('value', '2.50'));
    await user.clear(bet);
    await user.type(bet, '3');
    const huntReads = calls.filter((c) => c.path === '/live-hunt').length;
    await user.click(within(row).getByRole('button', { name: 'Add to hunt' }));
    expect((await findToast('Requested Slot 2 added to the hunt.')).variant).toBe('success');
    expect(writes()).toEqual([
      { method: 'POST', path: `/admin/slot-requests/${id(2)}/add-to-hunt`, body: { bet: 300 } },
    ]);
    await waitFor(() => expect(calls.filter((c) => c.path === '/live-hunt').length).toBeGreaterThan(huntReads));
  });

  it('without a live hunt the bet is empty and Add to hunt waits for one', async () => {
    setup({ hunt: null });
    expect(await screen.findByText('No hunt is live: start one above to add these slots to it.')).toBeTruthy();
    const row = screen.getByTestId('to-hunt-row');
    expect(within(row).getByRole('textbox')).toHaveProperty('value', '');
    expect(within(row).getByRole('button', { name: 'Add to hunt' })).toHaveProperty('disabled', true);
  });

  it("a refusal shows the catalog's text of the API's code in the row", async () => {
    const { user } = setup({
      addToHunt: () => refuse(409, 'ALREADY_IN_HUNT', 'This request is already in the hunt.'),
    });
    const row = await screen.findByTestId('to-hunt-row');
    await waitFor(() => expect(within(row).getByRole('textbox')).toHaveProperty('value', '2.50'));
    await user.click(within(row).getByRole('button', { name: 'Add to hunt' }));
    expect((await within(row).findByRole('alert')).textContent).toBe('That slot is already in the hunt.');
  });
});
