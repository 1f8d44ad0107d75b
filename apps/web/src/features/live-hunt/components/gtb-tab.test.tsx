import type { LiveHunt, LiveHuntMe } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLoginDialogOpen, useLoginDialogOpen } from '@/lib/login-dialog';
import { deferred, fakeApi, ok, refuse, type FakeCall, type FakeReply } from '@/test/fake-api';
import { liveHunt, viewer } from '@/test/fixtures';
import { findToast, renderApp, resetAfterEach, toastTexts } from '@/test/render';
import BonusHuntPage from '../routes/bonushunt-page';

const noBets: LiveHuntMe = { gtb: null, avg: null };

/**
 * The /stream/bonushunt page on a fake server: GET /live-hunt answers the hunt and the viewer's own
 * bets, PUT …/gtb answers with `placed` (by default it accepts the guess, as the server does).
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
    [`PUT /bonustracker/${hunt._id}/gtb`]:
      placed ??
      ((call) => {
        state.me = { gtb: { guess: (call.body as { guess: number }).guess }, avg: null };
        return ok(state.me);
      }),
  });
  const view = renderApp(
    <>
      <BonusHuntPage />
      <LoginProbe />
    </>,
  );
  return { ...server, ...view };
}

/** Opens the GTB tab and its dialog, types the guess and presses Place guess. */
async function guess(user: ReturnType<typeof setup>['user'], text: string) {
  await user.click(await screen.findByRole('tab', { name: 'GTB' }));
  await user.click(screen.getByRole('button', { name: 'Put GTB' }));
  const dialog = await screen.findByRole('dialog', { name: 'Guess The Balance' });
  const field = within(dialog).getByRole('spinbutton', { name: "What's your guess?" });
  if (text) await user.type(field, text);
  await user.click(within(dialog).getByRole('button', { name: 'Place guess' }));
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

describe('GTB tab: the viewer guesses the final balance', () => {
  it('sends the dollars typed as cents, closes the dialog and shows the guess', async () => {
    const { user, writes } = setup();
    await guess(user, '1234.5');
    expect((await findToast('GTB placed!')).variant).toBe('success');
    expect(writes()).toEqual([
      { method: 'PUT', path: '/bonustracker/00000000-0000-4000-8000-000000000001/gtb', body: { guess: 123_450 } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('gtb-your-guess').textContent).toContain('$1,234.50');
    expect(screen.queryByRole('button', { name: 'Put GTB' })).toBeNull();
  });

  it.each([
    ['below one dollar', '0.99'],
    ['above 15 x the start', '1500.01'],
    ['empty', ''],
  ])('refuses a guess %s before sending it, with the range in dollars', async (_case, text) => {
    const { user, writes } = setup();
    const dialog = await guess(user, text);
    expect((await findToast('The guess must be a number between 1 and 1,500.')).variant).toBe('destructive');
    expect(writes()).toEqual([]);
    expect(dialog.isConnected).toBe(true);
  });

  it.each([
    ['$1', '1', 100],
    ['exactly 15 x the start', '1500', 150_000],
  ])('accepts the bound %s', async (_case, text, cents) => {
    const { user, writes } = setup();
    await guess(user, text);
    await findToast('GTB placed!');
    expect(writes().map((c) => c.body)).toEqual([{ guess: cents }]);
  });

  it('writes a limit that is not whole dollars with its cents, as the server does', async () => {
    const { user, writes } = setup({ hunt: liveHunt({ start: 1_010 }) });
    await guess(user, '151.51');
    await findToast('The guess must be a number between 1 and 151.50.');
    expect(writes()).toEqual([]);
  });

  it('disables Place guess while the guess is on its way, so a second press sends nothing', async () => {
    const answer = deferred<FakeReply>();
    const { user, writes } = setup({ placed: () => answer.promise });
    const dialog = await guess(user, '250');
    const button = within(dialog).getByRole('button', { name: 'Place guess' });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    await user.click(button);
    expect(writes()).toHaveLength(1);
    answer.resolve(ok({ gtb: { guess: 25_000 }, avg: null }));
    await findToast('GTB placed!');
  });

  it.each([
    ['GTB_ALREADY_PLACED', 'You have already placed your guess.'],
    ['GTB_CLOSED', 'Guesses are closed.'],
    ['GTB_OUT_OF_RANGE', 'The guess must be a number between 1 and 1,500.'],
  ])("shows the server refusal %s in the catalog's words and keeps the dialog open", async (code, message) => {
    const { user } = setup({ placed: () => refuse(409, code, 'server text') });
    const dialog = await guess(user, '250');
    expect((await findToast(message)).variant).toBe('destructive');
    expect(dialog.isConnected).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Place guess' })).toHaveProperty('disabled', false);
  });

  it('asks to check the login for any other failure (a session that ended meanwhile)', async () => {
    const { user } = setup({ placed: () => refuse(401, 'UNAUTHENTICATED', 'Sign in first.') });
    await guess(user, '250');
    await findToast('Error on place the GTB. Check your login.');
    expect(toastTexts()).not.toContain('Sign in first.');
  });

  it('a visitor’s Put GTB opens the login dialog, before any guess field', async () => {
    const { user, writes } = setup({ me: null, signedIn: false });
    await user.click(await screen.findByRole('tab', { name: 'GTB' }));
    await user.click(screen.getByRole('button', { name: 'Put GTB' }));
    expect(await screen.findByText('login dialog asked for')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Guess The Balance' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('offers no Put GTB to a viewer who guessed, nor while GTB is closed', async () => {
    const { user, unmount } = setup({ me: { gtb: { guess: 5_000 }, avg: null } });
    await user.click(await screen.findByRole('tab', { name: 'GTB' }));
    expect(screen.getByTestId('gtb-your-guess').textContent).toContain('$50.00');
    expect(screen.queryByRole('button', { name: 'Put GTB' })).toBeNull();
    unmount();

    const closed = setup({ hunt: liveHunt({ gtb: { ...liveHunt().gtb, status: 'closed' } }) });
    await closed.user.click(await screen.findByRole('tab', { name: 'GTB' }));
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Put GTB' })).toBeNull();
  });
});

describe('GTB tab: the winner limit (ADR 070)', () => {
  it('says the limit beside the prizes, and marks a ranked guess that won no place', async () => {
    const open = setup({ hunt: liveHunt({ gtb: { ...liveHunt().gtb, winLimit: { wins: 1, days: 30 } } }) });
    await open.user.click(await screen.findByRole('tab', { name: 'GTB' }));
    expect(screen.getByTestId('gtb-win-limit').textContent).toBe(
      'Winner limit: At most 1 GTB place won in the 30 days before GTB closes.',
    );
    open.unmount();

    const base = liveHunt();
    const settled = setup({
      hunt: liveHunt({
        status: 'finished',
        gtb: { ...base.gtb, status: 'closed', guess: 10_000, closedForGood: true, winLimit: { wins: 1, days: 30 } },
        settlement: {
          finalBalance: 10_000,
          averageMultiplier: null,
          averageMultiplierWhole: null,
          winningGroup: null,
          pot: 0,
          paidOut: 0,
          refundedAll: false,
          gtbRanking: [
            { rank: 1, username: 'Ana', guess: 10_000, distance: 0, ineligible: true },
            { rank: 2, username: 'Bob', guess: 9_000, distance: 1_000, ineligible: false },
          ],
          avgPayouts: [],
          gtbWinners: [
            {
              place: 1,
              username: 'Bob',
              guess: 9_000,
              distance: 1_000,
              prize: { points: 500, text: null },
              affiliate: false,
            },
          ],
          settledAt: new Date().toISOString(),
        },
      }),
    });
    await settled.user.click(await screen.findByRole('tab', { name: 'GTB' }));
    const top = screen.getByTestId('gtb-top');
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Ana (winner limit, no place)$100.00 (±$0.00)', '2. Bob$90.00 (±$10.00)']);
    expect(within(screen.getByTestId('gtb-winners')).getByText(/Bob/)).toBeTruthy();
  });
});
