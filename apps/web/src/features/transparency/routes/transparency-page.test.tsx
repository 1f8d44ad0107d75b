import { POINTS_SOURCES, type Transparency } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import TransparencyPage from './transparency-page';

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

const GIVEAWAY = '22222222-2222-4222-8222-222222222222';
const HUNT = '33333333-3333-4333-8333-333333333333';
const CUP = '44444444-4444-4444-8444-444444444444';
const CANCELLED = '55555555-5555-4555-8555-555555555555';
const report = (over: Partial<Transparency> = {}): Transparency => ({
  period: 'all',
  from: null,
  until: null,
  months: ['2026-11', '2026-10'],
  generatedAt: '2026-11-29T12:00:00.000Z',
  points: {
    sources: POINTS_SOURCES.map((source) => ({
      source,
      issued: source === 'watch_time' ? 12_500 : 0,
      spent: source === 'games' ? 3_000 : 0,
    })),
    issued: 12_500,
    spent: 3_000,
  },
  prizes: [
    { kind: 'leaderboard', awarded: 3, paid: 2, unpaid: 1, points: 0, usd: 1_500 },
    { kind: 'gtb', awarded: 1, paid: 1, unpaid: 0, points: 500, usd: 0 },
    { kind: 'giveaway', awarded: 2, paid: 2, unpaid: 0, points: 1_000, usd: 0 },
    { kind: 'milestone', awarded: 0, paid: 0, unpaid: 0, points: 0, usd: 0 },
  ],
  giveaways: [
    {
      id: GIVEAWAY,
      title: 'Hoodie drop',
      drawnAt: '2026-11-20T21:00:00.000Z',
      final: true,
      entries: 10,
      tickets: 14,
      pointsPrize: 500,
      prize: 'A hoodie',
      beacon: 'drand',
      winners: [{ name: 'Ana' }, { name: null }],
      proof: `/giveaways/${GIVEAWAY}/verify`,
    },
  ],
  hunts: [
    {
      id: HUNT,
      index: 12,
      startedAt: '2026-11-18T20:00:00.000Z',
      finishedAt: '2026-11-18T23:00:00.000Z',
      start: 1_000,
      result: 1_250.5,
      profit: 250.5,
    },
  ],
  tournaments: [
    {
      id: CUP,
      name: 'Friday battle',
      state: 'finished',
      finishedAt: '2026-11-27T23:00:00.000Z',
      entrants: 8,
      champion: 'Gates of Olympus',
      predictions: 42,
      staked: 12_400,
      paid: 11_300,
      houseCut: 1_100,
      capRemoved: 0,
      refunded: 0,
      proof: `/tournaments/${CUP}`,
    },
    {
      id: CANCELLED,
      name: 'Saturday battle',
      state: 'cancelled',
      finishedAt: '2026-11-21T22:00:00.000Z',
      entrants: 4,
      champion: null,
      predictions: 3,
      staked: 1_700,
      paid: 0,
      houseCut: 0,
      capRemoved: 0,
      refunded: 1_700,
      proof: `/tournaments/${CANCELLED}`,
    },
  ],
  ...over,
});

describe('/transparency', () => {
  it('shows the points by source, the prizes paid and unpaid, each giveaway with its proof and each hunt', async () => {
    fakeApi({ 'GET /transparency?period=all': ok(report()) });
    renderApp(<TransparencyPage />);
    const points = await screen.findByTestId('transparency-points');
    const row = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(row(points, 'Watch time and channel points').textContent).toContain('12,500');
    expect(row(points, 'Mines and Blackjack').textContent).toContain('3,000');
    const prizes = screen.getByTestId('transparency-prizes');
    expect(row(prizes, 'Wager leaderboard places').textContent).toMatch(/3\s*2\s*1/);
    expect(row(prizes, 'Giveaway winners').textContent).toContain('1,000 points');
    const giveaways = screen.getByTestId('transparency-giveaways');
    expect(row(giveaways, 'Hoodie drop').textContent).toContain('Ana, anonymous');
    expect(within(giveaways).getByRole('link', { name: 'Verify the draw of Hoodie drop' }).getAttribute('href')).toBe(
      `/giveaways/${GIVEAWAY}/verify`,
    );
    const hunts = screen.getByTestId('transparency-hunts');
    expect(within(hunts).getByRole('link', { name: '#12' }).getAttribute('href')).toBe(`/hunt-stats/${HUNT}`);
    const tournaments = screen.getByTestId('transparency-tournaments');
    expect(within(tournaments).getByRole('link', { name: 'Friday battle' }).getAttribute('href')).toBe(
      `/tournaments/${CUP}`,
    );
    const cup = row(tournaments, 'Friday battle').textContent;
    for (const text of ['Finished', 'Gates of Olympus', '42', '12,400', '11,300', '1,100']) expect(cup).toContain(text);
    const cancelled = row(tournaments, 'Saturday battle').textContent;
    expect(cancelled).toContain('Cancelled');
    expect(cancelled).toContain('1,700');
    expect(screen.getByTestId('methodology').textContent).toContain('A tournament counts in the month');
    expect(screen.getByTestId('methodology').textContent).toContain('calendar month on Lisbon');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/v1/transparency.csv?period=all',
    );
  });

  it('reads a month when one is chosen, and its downloads follow', async () => {
    const { calls } = fakeApi({
      'GET /transparency?period=all': ok(report()),
      'GET /transparency?period=2026-10': ok(
        report({ period: '2026-10', giveaways: [], hunts: [], tournaments: [], from: '2026-09-30T23:00:00.000Z' }),
      ),
    });
    const { user } = renderApp(<TransparencyPage />);
    await screen.findByTestId('transparency-giveaways');
    await user.selectOptions(screen.getByLabelText('Period'), 'October 2026');
    expect(await screen.findByText('No giveaway was drawn in this period.')).toBeTruthy();
    expect(screen.getByText('No live hunt finished in this period.')).toBeTruthy();
    expect(screen.getByText('No tournament finished or was cancelled in this period.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/transparency?period=2026-10');
    expect(screen.getByRole('link', { name: 'Download JSON' }).getAttribute('href')).toBe(
      '/api/v1/transparency?period=2026-10',
    );
  });

  it('is written in the chosen language, numbers included', async () => {
    await loadLocale('pt-PT');
    fakeApi({ 'GET /transparency?period=all': ok(report()) });
    renderApp(<TransparencyPage />);
    const points = await screen.findByTestId('transparency-points');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Transparência');
    expect(within(points).getByRole('row', { name: /Tempo a ver/ }).textContent).toMatch(/12\s500/);
    expect(screen.getByTestId('transparency-giveaways').textContent).toContain('Ana, anónimo');
    const tournaments = screen.getByTestId('transparency-tournaments');
    expect(within(tournaments).getByRole('row', { name: /Friday battle/ }).textContent).toMatch(/Terminado.*12\s400/);
    expect(within(tournaments).getByRole('row', { name: /Saturday battle/ }).textContent).toContain('Cancelado');
    expect(screen.getByRole('heading', { name: 'Torneios' })).toBeTruthy();
  });
});
