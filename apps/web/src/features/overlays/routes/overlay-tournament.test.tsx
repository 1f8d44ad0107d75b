import { DEFAULT_OVERLAY_SETTINGS, type Tournament } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refuse, type FakeReply } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import {
  sampleBoard,
  sampleDecidedSecondSemi,
  sampleFinished,
  sampleTournament,
} from '../components/sample-tournament';
import OverlaySlotRequestsPage from './overlay-slot-requests';
import OverlayTournamentBracketPage from './overlay-tournament';
import OverlayTournamentMatchPage from './overlay-tournament-match';

/** The page's live stream: the test sends its named events by hand. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {}
  send(name: string, data: unknown) {
    for (const fn of this.listeners.get(name) ?? []) fn(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

const look = { ...DEFAULT_OVERLAY_SETTINGS, accent: '#22c55e', fontSize: 22 };

function setup(route: string, active: FakeReply | (() => FakeReply), extra: Record<string, FakeReply> = {}) {
  const server = fakeApi({
    'GET /overlay/tournament/active': typeof active === 'function' ? () => active() : active,
    'GET /overlay/settings': ok({ settings: look, updatedAt: null }),
    ...extra,
  });
  renderApp(
    <Routes>
      <Route path="/overlay/tournament" element={<OverlayTournamentBracketPage />} />
      <Route path="/overlay/tournament-match" element={<OverlayTournamentMatchPage />} />
      <Route path="/overlay/slot-requests" element={<OverlaySlotRequestsPage />} />
    </Routes>,
    { route },
  );
  return server;
}
const one = (tournament: Tournament | null) => ok({ tournament });

afterEach(resetAfterEach);

describe('/overlay/tournament (the bracket, OBS)', () => {
  it('asks for the key, says when it is refused, and shows nothing visible without a tournament', async () => {
    setup('/overlay/tournament', one(null));
    expect(await screen.findByText(/Add \?key=/)).toBeTruthy();
    resetAfterEach();
    setup('/overlay/tournament?key=bad', refuse(401, 'UNAUTHENTICATED', 'no'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Invalid overlay key/);
    resetAfterEach();
    const { calls } = setup('/overlay/tournament?key=k3y', one(null));
    expect(await screen.findByTestId('overlay-no-tournament')).toBeTruthy();
    expect(screen.queryByTestId('overlay-panel')).toBeNull();
    expect(calls.find((c) => c.path === '/overlay/tournament/active')).toBeTruthy();
  });

  it('draws the rounds with both slots per match, the winner highlighted, the current match outlined, in the theme', async () => {
    setup('/overlay/tournament?key=k3y', one(sampleTournament()));
    const panel = await screen.findByTestId('overlay-panel');
    expect(panel.style.getPropertyValue('--ov-accent')).toBe('#22c55e');
    expect(panel.style.fontSize).toBe('22px');
    expect(screen.getByTestId('overlay-tournament-name').textContent).toBe('Friday Battle');
    expect(screen.getByTestId('overlay-tournament-state').textContent).toBe('Live');
    const rounds = screen.getAllByTestId('overlay-bracket-round');
    expect(rounds.map((r) => r.querySelector('h2')!.textContent)).toEqual(['Semi-finals', 'Final']);
    const [first, second] = within(rounds[0]!).getAllByTestId('overlay-bracket-match');
    expect(within(first!).getByTestId('overlay-bracket-slot-a').textContent).toMatch(/Gates of Olympus/);
    expect(within(first!).getByTestId('overlay-bracket-slot-a').getAttribute('data-winner')).toBe('true');
    expect(within(first!).getByTestId('overlay-bracket-slot-b').textContent).toMatch(/Big Bass Splash/);
    expect(within(first!).getByTestId('overlay-bracket-slot-b').getAttribute('data-winner')).toBeNull();
    expect(second!.getAttribute('data-current')).toBe('true');
    const final = within(rounds[1]!).getByTestId('overlay-bracket-match');
    expect(within(final).getByTestId('overlay-bracket-slot-b').textContent).toMatch(/To be decided/);
    expect(screen.queryByTestId('overlay-tournament-champion')).toBeNull();
    expect(screen.getByTestId('overlay-bracket').getAttribute('data-layout')).toBe('full');
  });

  it('shows the champion at the end once finished, and the narrow sidebar layout stacks the rounds', async () => {
    setup('/overlay/tournament?key=k3y&size=sidebar', one(sampleFinished()));
    expect((await screen.findByTestId('overlay-tournament-champion')).textContent).toMatch(
      /Champion.*Gates of Olympus/,
    );
    expect(screen.getByTestId('overlay-tournament-state').textContent).toBe('Finished');
    expect(screen.getByTestId('overlay-bracket').getAttribute('data-layout')).toBe('sidebar');
    // A sidebar source: the panel fills the source (inset), not a corner box with a width.
    const panel = screen.getByTestId('overlay-panel');
    expect(panel.className).toMatch(/inset-\[8px\]/);
    expect(panel.style.width).toBe('');
  });
});

describe('/overlay/tournament-match (the match being played, OBS)', () => {
  it('shows both slots and the prediction pool split per side: points, share and counts', async () => {
    setup('/overlay/tournament-match?key=k3y', one(sampleTournament()));
    expect((await screen.findByTestId('overlay-match-a-name')).textContent).toBe('Sweet Bonanza');
    expect(screen.getByTestId('overlay-match-b-name').textContent).toBe('Sugar Rush');
    expect(screen.getByTestId('overlay-match-round').textContent).toBe('Semi-finals · Predictions open');
    expect(screen.getByTestId('overlay-match-a-share').textContent).toBe('75%');
    expect(screen.getByTestId('overlay-match-b-share').textContent).toBe('25%');
    expect(screen.getByTestId('overlay-match-a-pool').textContent).toMatch(/750 pts · 3 predictions/);
    expect(screen.getByTestId('overlay-match-b-pool').textContent).toMatch(/250 pts · 1 prediction$/);
    // No result yet: no cost, payout or multiplier.
    expect(screen.queryByTestId('overlay-match-a-result')).toBeNull();
    expect(screen.getByTestId('overlay-match').getAttribute('data-layout')).toBe('full');
  });

  it('an empty pool reads 0% on both sides', async () => {
    const t = sampleTournament();
    const semi = t.rounds[0]!.matches[1]!;
    const empty = { ...semi.predictions, a: { points: 0, count: 0 }, b: { points: 0, count: 0 } };
    t.rounds[0]!.matches[1] = { ...semi, predictions: empty };
    setup('/overlay/tournament-match?key=k3y&size=sidebar', one(t));
    expect((await screen.findByTestId('overlay-match-a-share')).textContent).toBe('0%');
    expect(screen.getByTestId('overlay-match-b-share').textContent).toBe('0%');
    expect(screen.getByTestId('overlay-match').getAttribute('data-layout')).toBe('sidebar');
  });

  it('follows the tournament site event: the result shows with cost, payout and multiplier, the winner marked', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let current = sampleTournament();
    const { calls } = setup('/overlay/tournament-match?key=k3y', () => one(current));
    await screen.findByTestId('overlay-match-a-name');
    expect(FakeEventSource.last?.url).toBe('/api/v1/events');
    FakeEventSource.last!.onopen?.();
    const reads = () => calls.filter((c) => c.path === '/overlay/tournament/active').length;
    const before = reads();
    current = sampleDecidedSecondSemi();
    FakeEventSource.last!.send('tournament', { id: current.id });
    const result = await screen.findByTestId('overlay-match-a-result');
    expect(reads()).toBe(before + 1);
    expect(result.textContent).toMatch(/Cost\$200\.00Payout\$600\.00Multi3\.00x/);
    expect(screen.getByTestId('overlay-match-b-result').textContent).toMatch(/\$200\.00.*\$10\.00.*0\.05x/);
    expect(screen.getByTestId('overlay-match-a').getAttribute('data-winner')).toBe('true');
    expect(screen.getByTestId('overlay-match-a-won').textContent).toBe('Wins');
    expect(screen.getByTestId('overlay-match-b').getAttribute('data-winner')).toBeNull();
  });

  it('after the final shows the champion', async () => {
    setup('/overlay/tournament-match?key=k3y', one(sampleFinished()));
    expect((await screen.findByTestId('overlay-tournament-champion')).textContent).toMatch(/Gates of Olympus/);
  });
});

describe('/overlay/slot-requests (the queue, OBS)', () => {
  it('lists the open requests in order with slot, provider and requester, and says requests are open', async () => {
    setup('/overlay/slot-requests?key=k3y', one(null), { 'GET /slot-requests': ok(sampleBoard()) });
    const items = await screen.findAllByTestId('overlay-queue-item');
    expect(items.map((i) => i.textContent)).toEqual([
      "1Book of DeadPlay'n GO · by ana",
      '2Wanted Dead or a WildHacksaw Gaming · by bob',
      '3Sugar RushPragmatic Play · by cid',
    ]);
    expect(screen.getByTestId('overlay-queue-state').textContent).toBe('Open');
    expect(screen.getByTestId('overlay-queue-count').textContent).toBe('3 requests in the queue');
  });

  it('says when requests are closed and the queue is empty, in the sidebar layout too', async () => {
    setup('/overlay/slot-requests?key=k3y&size=sidebar', one(null), {
      'GET /slot-requests': ok(sampleBoard({ open: false, queue: [] })),
    });
    expect((await screen.findByTestId('overlay-queue-empty')).textContent).toBe('The queue is empty.');
    expect(screen.getByTestId('overlay-queue-state').textContent).toBe('Closed');
    expect(screen.getByTestId('overlay-panel').className).toMatch(/inset-\[8px\]/);
  });

  it('says when the key is refused', async () => {
    fakeApi({
      'GET /overlay/settings': refuse(401, 'UNAUTHENTICATED', 'no'),
      'GET /slot-requests': ok(sampleBoard()),
    });
    renderApp(
      <Routes>
        <Route path="/overlay/slot-requests" element={<OverlaySlotRequestsPage />} />
      </Routes>,
      { route: '/overlay/slot-requests?key=bad' },
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Invalid overlay key/));
  });
});
