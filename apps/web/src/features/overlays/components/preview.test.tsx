import { DEFAULT_OVERLAY_SETTINGS, NO_OVERLAY_CHAT, type TournamentSummary } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeReply } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { Preview } from './preview';
import { sampleBoard, sampleTournament } from './sample-tournament';

afterEach(resetAfterEach);

/** The settings being edited: the preview draws with them, saved or not. */
const look = { ...DEFAULT_OVERLAY_SETTINGS, accent: '#22c55e', fontSize: 22 };
const NO_TOURNAMENTS = { running: [], upcoming: [], finished: [] };
const CUP_ID = '00000000-0000-4000-8000-000000000777';

/** A running tournament unlike the sample: its own name and slots (the open match is Fruit Party v Dog House). */
const cup = () => {
  const base = sampleTournament();
  const names = ['Razor Shark', 'Fruit Party', 'Dog House', 'Money Train'];
  return sampleTournament({
    id: CUP_ID,
    name: 'Cup Night',
    entrants: base.entrants.map((e, i) => ({ ...e, slot: { ...e.slot, name: names[i]! } })),
  });
};
const cupSummary: TournamentSummary = {
  id: CUP_ID,
  name: 'Cup Night',
  state: 'running',
  entrantCount: 4,
  createdAt: '2026-11-27T18:00:00.000Z',
  startedAt: '2026-11-27T19:00:00.000Z',
  finishedAt: null,
  champion: null,
};

function setup(routes: Record<string, FakeReply> = {}) {
  const server = fakeApi({
    'GET /live-hunt': ok({ hunt: null, me: null, eventId: 0 }),
    'GET /tournaments': ok(NO_TOURNAMENTS),
    'GET /slot-requests': ok(sampleBoard({ queue: [] })),
    ...routes,
  });
  const { user } = renderApp(<Preview settings={look} chat={NO_OVERLAY_CHAT} />);
  const pick = (name: string) => user.click(screen.getByRole('button', { name }));
  return { ...server, user, pick };
}

const badge = () => screen.getByTestId('preview-source');
const preview = () => screen.getByTestId('overlay-preview');

describe('the preview of the tournament and slot-request overlays (/admin/overlays)', () => {
  it('offers them beside the hunt overlays', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Overlay to preview' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Hunt',
      'GTB',
      'AVG',
      'Ticker',
      'Tournament bracket',
      'Tournament match',
      'Slot requests',
      'Full screen',
      'Sidebar',
    ]);
  });

  it('draws the sample bracket in the settings being edited, labelled sample, with no running tournament', async () => {
    const { calls, pick } = setup();
    await pick('Tournament bracket');
    await waitFor(() => expect(badge().textContent).toBe('Sample data (no tournament running)'));
    expect(screen.getByRole('button', { name: 'Tournament bracket' }).getAttribute('aria-pressed')).toBe('true');
    const panel = within(preview()).getByTestId('overlay-panel');
    expect(panel.style.getPropertyValue('--ov-accent')).toBe('#22c55e');
    expect(panel.style.fontSize).toBe('22px');
    expect(within(panel).getByTestId('overlay-tournament-name').textContent).toBe('Friday Battle');
    expect(within(panel).getAllByTestId('overlay-bracket-round')).toHaveLength(2);
    expect(calls.some((c) => c.path === '/tournaments')).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/tournaments/'))).toBe(false);
  });

  it('draws the running tournament’s current match, labelled current', async () => {
    const { calls, pick } = setup({
      'GET /tournaments': ok({ ...NO_TOURNAMENTS, running: [cupSummary] }),
      [`GET /tournaments/${CUP_ID}`]: ok(cup()),
    });
    await pick('Tournament match');
    await waitFor(() => expect(badge().textContent).toBe('Current tournament: Cup Night'));
    const panel = within(preview()).getByTestId('overlay-panel');
    expect(within(panel).getByTestId('overlay-match-a-name').textContent).toBe('Fruit Party');
    expect(within(panel).getByTestId('overlay-match-b-name').textContent).toBe('Dog House');
    expect(calls.some((c) => c.path === `/tournaments/${CUP_ID}`)).toBe(true);
  });

  it('draws the real slot-request queue when it has rows, the sample one while it is empty', async () => {
    const board = sampleBoard();
    const { pick } = setup({
      'GET /slot-requests': ok({
        ...board,
        queue: [{ ...board.queue[0]!, slot: { ...board.queue[0]!.slot, name: 'Razor Shark' }, requester: 'dee' }],
      }),
    });
    await pick('Slot requests');
    await waitFor(() => expect(badge().textContent).toBe('Current queue: 1 request'));
    const items = within(preview()).getAllByTestId('overlay-queue-item');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Razor Shark');
    expect(items[0]!.textContent).toContain('dee');
    resetAfterEach();

    const empty = setup();
    await empty.pick('Slot requests');
    await waitFor(() => expect(badge().textContent).toBe('Sample data (the queue is empty)'));
    expect(within(preview()).getAllByTestId('overlay-queue-item')).toHaveLength(3);
  });

  it('keeps the chosen overlay when the size changes to the sidebar', async () => {
    const { pick } = setup();
    await pick('Tournament match');
    await waitFor(() => expect(badge().textContent).toBe('Sample data (no tournament running)'));
    await pick('Sidebar');
    expect(screen.getByRole('button', { name: 'Tournament match' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sidebar' }).getAttribute('aria-pressed')).toBe('true');
    expect(preview().getAttribute('data-layout')).toBe('sidebar');
    // The 360x1080 source, the match overlay in its sidebar layout, the sample's open semi-final.
    expect((preview().firstElementChild as HTMLElement).style.maxWidth).toBe('360px');
    expect(within(preview()).getByTestId('overlay-match').getAttribute('data-layout')).toBe('sidebar');
    expect(within(preview()).getByTestId('overlay-match-a-name').textContent).toBe('Sweet Bonanza');
    expect(badge().textContent).toBe('Sample data (no tournament running)');
  });
});
