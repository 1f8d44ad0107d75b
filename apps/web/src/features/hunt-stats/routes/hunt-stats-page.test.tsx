import type { FinishedHuntStats, HuntStatsOverview } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok, refuse } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import FinishedHuntPage from './finished-hunt-page';
import HuntStatsPage from './hunt-stats-page';

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

/** The text of the element that describes `el` (aria-describedby). */
const description = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

const HUNT = '11111111-1111-4111-8111-111111111111';
const empty: HuntStatsOverview = {
  summary: { hunts: 0, openedBonuses: 0, totalStart: 0, totalWin: 0, profit: 0, avgMulti: null },
  hunts: [],
  minBonuses: { slots: 3, providers: 5 },
  slots: { best: [], worst: [] },
  providers: { best: [], worst: [] },
  biggestWins: { byMultiplier: [], byAmount: [] },
};
const win = {
  huntId: HUNT,
  huntIndex: 7,
  endedAt: '2026-11-20T22:00:00.000Z',
  slot: 'Gates of Olympus',
  provider: 'Pragmatic Play',
  bet: 2,
  win: 1234.5,
  multiplier: 617.25,
};
const overview: HuntStatsOverview = {
  ...empty,
  summary: { hunts: 1, openedBonuses: 3, totalStart: 1000, totalWin: 1234.5, profit: 234.5, avgMulti: 210.08 },
  hunts: [
    {
      _id: HUNT,
      index: 7,
      createdAt: '2026-11-20T20:00:00.000Z',
      endedAt: '2026-11-20T22:00:00.000Z',
      start: 1000,
      win: 1234.5,
      profit: 234.5,
      cumulativeProfit: 234.5,
      avgMulti: 210.08,
      bonuses: 4,
      openedBonuses: 3,
    },
  ],
  slots: {
    best: [
      {
        name: 'Gates of Olympus',
        provider: 'Pragmatic Play',
        bonuses: 3,
        totalBet: 6,
        totalWin: 1234.5,
        avgMulti: 210.08,
      },
    ],
    worst: [],
  },
  biggestWins: { byMultiplier: [win], byAmount: [win] },
};

describe('/hunt-stats', () => {
  it('shows the figures, the charts with their data tables, the rankings and the wins linking to their hunt', async () => {
    fakeApi({ 'GET /hunt-stats': ok(overview) });
    renderApp(<HuntStatsPage />);
    const cards = await screen.findByTestId('stat-cards');
    expect(cards.textContent).toContain('Total win$1,234.50');
    expect(cards.textContent).toContain('Profit / loss$234.50');
    expect(cards.textContent).toContain('Avg multiplierx210.08');
    const chart = screen.getByRole('figure', { name: 'Profit or loss over time' });
    expect(description(chart)).toMatch(/now \$234\.50 after 1 hunt\.$/);
    expect(within(chart).getByRole('table', { name: 'Profit or loss per hunt' }).textContent).toContain('#7');
    expect(screen.getByRole('figure', { name: 'Average multiplier per hunt' })).toBeTruthy();
    expect(screen.getByTestId('best-slots').textContent).toContain('Gates of Olympus');
    expect(screen.getByTestId('worst-slots').textContent).toContain(
      'Not enough data yet: only one slot is ranked, and it is the best.',
    );
    expect(screen.getByTestId('best-providers').textContent).toContain('No provider has 5 opened bonuses yet.');
    const wins = screen.getByTestId('wins-by-amount');
    expect(wins.textContent).toContain('x617.25');
    expect(within(wins).getByRole('link', { name: '#7' }).getAttribute('href')).toBe(`/hunt-stats/${HUNT}`);
  });

  it('says so before any hunt finished, and offers Try again on a failure', async () => {
    fakeApi({ 'GET /hunt-stats': ok(empty) });
    renderApp(<HuntStatsPage />);
    expect(await screen.findByText(/No finished hunt yet/)).toBeTruthy();
    resetAfterEach();
    fakeApi({ 'GET /hunt-stats': refuse(500, 'INTERNAL_ERROR', 'Something went wrong.') });
    renderApp(<HuntStatsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the hunt statistics');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reads in Brazilian Portuguese, multipliers and money the Brazilian way', async () => {
    await loadLocale('pt-BR');
    fakeApi({ 'GET /hunt-stats': ok(overview) });
    renderApp(<HuntStatsPage />);
    const cards = await screen.findByTestId('stat-cards');
    expect(cards.textContent).toMatch(/Total ganhoUS\$\s?1\.234,50/);
    expect(cards.textContent).toContain('Multiplicador médiox210,08');
    const chart = screen.getByRole('figure', { name: 'Lucro ou prejuízo ao longo do tempo' });
    expect(description(chart)).toMatch(/depois de 1 hunt\.$/);
    expect(screen.getByTestId('worst-slots').textContent).toContain(
      'Ainda não há dados suficientes: só um slot está no ranking, e ele é o melhor.',
    );
    expect(screen.getByTestId('best-providers').textContent).toContain('Nenhum provedor tem 5 bônus abertos ainda.');
  });
});

describe('/hunt-stats/{id}', () => {
  const stats: FinishedHuntStats = {
    hunt: { ...overview.hunts[0]!, highestWin: 1234.5, highestMultiplier: 617.25 },
    curve: [
      { step: 0, slot: null, provider: null, bet: null, win: null, multiplier: null, balance: 0, profit: -1000 },
      {
        step: 1,
        slot: 'Sweet Bonanza',
        provider: 'Pragmatic Play',
        bet: 2,
        win: 0,
        multiplier: 0,
        balance: 0,
        profit: -1000,
      },
      {
        step: 2,
        slot: 'Gates of Olympus',
        provider: 'Pragmatic Play',
        bet: 2,
        win: 1234.5,
        multiplier: 617.25,
        balance: 1234.5,
        profit: 234.5,
      },
    ],
  };
  const page = (
    <Routes>
      <Route path="/hunt-stats/:id" element={<FinishedHuntPage />} />
    </Routes>
  );

  it("draws the hunt's balance with a description and the data table", async () => {
    fakeApi({ [`GET /live-hunts/${HUNT}/stats`]: ok(stats) });
    renderApp(page, { route: `/hunt-stats/${HUNT}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus Hunt #7' })).toBeTruthy();
    const chart = screen.getByRole('figure', { name: 'Balance as bonuses open' });
    expect(description(chart)).toMatch(/passed the start at bonus 2 \(Gates of Olympus\)/);
    const rows = within(chart).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]!.textContent).toContain('Start');
    expect(rows[3]!.textContent).toContain('$1,234.50');
  });

  it('says so for a hunt that is not finished, in its own words', async () => {
    fakeApi({ [`GET /live-hunts/${HUNT}/stats`]: refuse(404, 'NOT_FOUND', 'Server words.') });
    renderApp(page, { route: `/hunt-stats/${HUNT}` });
    expect((await screen.findByRole('alert')).textContent).toContain('No finished hunt with this id.');
  });
});
