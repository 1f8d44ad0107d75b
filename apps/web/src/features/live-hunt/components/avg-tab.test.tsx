import type { LiveHunt, LiveHuntMe } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTimeLisbon } from '@/lib/dates';
import { setLoginDialogOpen, useLoginDialogOpen } from '@/lib/login-dialog';
import { deferred, fakeApi, ok, refuse, type FakeCall, type FakeReply } from '@/test/fake-api';
import { liveHunt, viewer } from '@/test/fixtures';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import BonusHuntPage from '../routes/bonushunt-page';

const noBets: LiveHuntMe = { gtb: null, avg: null };
const huntId = liveHunt()._id;

/**
 * The /stream/bonushunt page on a fake server: GET /live-hunt answers the hunt and the viewer's own
 * bets, PUT …/avg answers with `placed` (by default it takes the bet, as the server does).
 */
function setup({
  hunt = liveHunt(),
  me = noBets,
  placed,
  signedIn = true,
}: {
  signedIn?: boolean;
  hunt?: LiveHunt;
  me?: LiveHuntMe | null;
  placed?: (call: FakeCall) => FakeReply | Promise<FakeReply>;
} = {}) {
  const state = { me };
  if (signedIn) document.cookie = 'signedIn=1; path=/';
  const server = fakeApi({
    'GET /users/me': ok(viewer),
    'GET /live-hunt': () => ok({ hunt, me: state.me, eventId: 1 }),
    [`PUT /bonustracker/${hunt._id}/avg`]:
      placed ??
      ((call) => {
        const { guess, bet } = call.body as { guess: 'A'; bet: number };
        state.me = { gtb: null, avg: { group: guess, bet, payout: null, refunded: false } };
        return ok({ points: 1_000 - bet, me: state.me });
      }),
  });
  return {
    ...server,
    ...renderApp(
      <>
        <BonusHuntPage />
        <LoginProbe />
      </>,
    ),
  };
}

const tile = (group: string) => screen.getByRole('button', { name: new RegExp(`^${group}\\b`) });

/** Opens the AVG tab, picks the group's tile, types the bet and presses Confirm. */
async function bet(user: ReturnType<typeof setup>['user'], group: string, text: string) {
  await user.click(await screen.findByRole('tab', { name: 'AVG' }));
  await user.click(tile(group));
  const dialog = await screen.findByRole('dialog', { name: `Bet on Group ${group}` });
  if (text) await user.type(within(dialog).getByRole('spinbutton', { name: /Enter your bet \(1 - 500\)/ }), text);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return dialog;
}

/** Says when a screen asked for the login dialog (the app layout shows it). */
function LoginProbe() {
  return useLoginDialogOpen() ? <p>login dialog asked for</p> : null;
}

afterEach(() => {
  document.cookie = 'signedIn=; path=/; max-age=0';
  setLoginDialogOpen(false);
  resetAfterEach();
});

describe('AVG tab: the viewer bets points on a group', () => {
  it('sends the group and the points, closes the dialog and shows the bet; the tiles stop taking bets', async () => {
    const { user, writes } = setup();
    await bet(user, 'C', '250');
    expect((await findToast('Bet confirmed!')).variant).toBe('success');
    expect(writes()).toEqual([{ method: 'PUT', path: `/bonustracker/${huntId}/avg`, body: { guess: 'C', bet: 250 } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('avg-your-group').textContent).toContain('C');
    expect(screen.getByText('Bet', { selector: 'span' }).nextElementSibling?.textContent).toBe('250');
    for (const g of ['A', 'B', 'C', 'D', 'E', 'F']) expect(tile(g)).toHaveProperty('disabled', true);
  });

  it.each([
    ['0', 'below 1'],
    ['501', 'above 500'],
    ['2.5', 'not whole'],
    ['', 'empty'],
  ])('refuses %s (%s) before sending it', async (text) => {
    const { user, writes } = setup();
    const dialog = await bet(user, 'A', text);
    expect((await findToast('The bet must be a number between 1 and 500.')).variant).toBe('destructive');
    expect(writes()).toEqual([]);
    expect(dialog.isConnected).toBe(true);
  });

  it('accepts the bounds 1 and 500', async () => {
    const { user, writes } = setup({ placed: () => refuse(409, 'AVG_ALREADY_PLACED', 'already') });
    await bet(user, 'A', '1');
    await findToast('You have already bet on a group.');
    await user.clear(screen.getByRole('spinbutton'));
    await user.type(screen.getByRole('spinbutton'), '500');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(writes().map((c) => c.body)).toEqual([
        { guess: 'A', bet: 1 },
        { guess: 'A', bet: 500 },
      ]),
    );
  });

  it('disables Confirm while the bet is on its way', async () => {
    const answer = deferred<FakeReply>();
    const { user, writes } = setup({ placed: () => answer.promise });
    const dialog = await bet(user, 'F', '10');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveProperty('disabled', true));
    await user.click(confirm);
    expect(writes()).toHaveLength(1);
    answer.resolve(ok({ points: 990, me: { gtb: null, avg: { group: 'F', bet: 10, payout: null, refunded: false } } }));
    await findToast('Bet confirmed!');
  });

  it.each([
    ['AVG_CLOSED', 'Bets on the groups are closed.'],
    ['INSUFFICIENT_POINTS', 'Not enough points.'],
    ['AVG_OUT_OF_RANGE', 'The bet must be a number between 1 and 500.'],
  ])("shows the server refusal %s in the catalog's words", async (code, message) => {
    const { user } = setup({ placed: () => refuse(409, code, 'server text') });
    const dialog = await bet(user, 'B', '50');
    expect((await findToast(message)).variant).toBe('destructive');
    expect(dialog.isConnected).toBe(true);
  });

  it('asks to check the login for any other failure', async () => {
    const { user } = setup({ placed: () => refuse(500, 'INTERNAL_ERROR', 'boom') });
    await bet(user, 'B', '50');
    await findToast('Could not send the AVG bet. Check your login.');
  });

  it('a visitor’s group opens the login dialog, before any bet field', async () => {
    const { user, writes } = setup({ me: null, signedIn: false });
    await user.click(await screen.findByRole('tab', { name: 'AVG' }));
    await user.click(tile('B'));
    expect(await screen.findByText('login dialog asked for')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('takes no bet before AVG opens (Soon) nor from a viewer who already bet', async () => {
    const soon = setup({ hunt: liveHunt({ avg: { ...liveHunt().avg, status: 'soon' } }) });
    await soon.user.click(await screen.findByRole('tab', { name: 'AVG' }));
    expect(screen.getByText('Soon')).toBeTruthy();
    expect(tile('A')).toHaveProperty('disabled', true);
    soon.unmount();

    const bettor = setup({ me: { gtb: null, avg: { group: 'D', bet: 40, payout: null, refunded: false } } });
    await bettor.user.click(await screen.findByRole('tab', { name: 'AVG' }));
    expect(screen.getByText('Opened')).toBeTruthy();
    expect(tile('D')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('avg-your-group').textContent).toContain('D');
  });
});

describe('AVG tab under responsible play (ADR 067)', () => {
  it('says why a bet was refused and until when, on Lisbon time', async () => {
    const until = '2026-12-06T10:00:00.000Z';
    const { user } = setup({
      placed: () => ({ status: 403, body: { error: { code: 'RG_COOLING_OFF', message: 'x', fields: { until } } } }),
    });
    await bet(user, 'B', '100');
    expect(
      (
        await findToast(
          `You are taking a break from betting points until ${formatDateTimeLisbon(until)} (Lisbon time).`,
        )
      ).variant,
    ).toBe('destructive');
  });
});
