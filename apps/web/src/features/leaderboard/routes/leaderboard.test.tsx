import type { Leaderboard, Sponsor } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { formatMonth } from '@/lib/dates';
import { WagerBoardExtrasContext, type WagerBoardExtras } from '@/lib/wager-board-extras';
import LeaderboardPage from './leaderboard';

const roobet: Sponsor = {
  slug: 'roobet',
  name: 'Roobet',
  logo: '/sponsors/roobet.svg',
  prizes: [2000, 1500, 750, 500, 250],
  periods: ['2026-10'],
};

const board: Leaderboard = {
  wager: [
    { sort: 1, name: 'ab***z', wager: 12_345.5, prize: 2000 },
    { sort: 2, name: 'cd***y', wager: 9_000, prize: 1500 },
    { sort: 3, name: 'ef***x', wager: 5_000, prize: 750 },
    { sort: 4, name: 'gh***w', wager: 1_000, prize: 500 },
  ],
  time: Math.floor(Date.now() / 1000) + 3 * 86_400,
};

function setup(extras?: WagerBoardExtras) {
  fakeApi({
    'GET /config': ok({ currency: 'USD' }),
    'GET /sponsors': ok([roobet]),
    'GET /leaderboard/roobet': ok(board),
  });
  return renderApp(
    extras ? (
      <WagerBoardExtrasContext value={extras}>
        <LeaderboardPage />
      </WagerBoardExtrasContext>
    ) : (
      <LeaderboardPage />
    ),
  );
}

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

describe('the wager race', () => {
  it('English: the prize pool title, the players sharing it, the table', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'We Offer a $5,000 prize pool at Roobet' })).toBeTruthy();
    expect(
      screen.getByText('Shared among the 5 players with the most wagered this month (Lisbon time). T&C apply.'),
    ).toBeTruthy();
    const table = await screen.findByTestId('rank-table');
    expect(within(table).getByRole('columnheader', { name: 'Wagered' })).toBeTruthy();
    expect(table.textContent).toContain('$1,000.00');
    expect(screen.getByTestId('countdown').textContent).toContain('days');
  });

  it('pt-PT and pt-BR: the title, the month names and the money in each language', async () => {
    await loadLocale('pt-PT');
    const first = setup();
    expect(
      await screen.findByRole('heading', { name: /^Oferecemos 5\s000\s+US\$ em prémios no Roobet$/ }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Apostas' })).toBeTruthy();
    expect((await screen.findByTestId('countdown')).textContent).toContain('dias');
    expect(formatMonth('2024-11')).toBe('novembro de 2024');
    first.unmount();

    await loadLocale('pt-BR');
    setup();
    expect(await screen.findByRole('heading', { name: /^Oferecemos US\$\s5\.000 em prêmios no Roobet$/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ranking');
    expect(formatMonth('2025-03')).toBe('março de 2025');

    await loadLocale('en');
    expect(formatMonth('2024-11')).toBe('November 2024');
  });
});

describe("what another feature adds to the board (the app layer's extras)", () => {
  const below = ({ sponsor }: { sponsor: { slug: string; name: string } }) => (
    <output data-testid="below-board">{sponsor.name}</output>
  );

  it("marks the viewer's own row and draws the part below the sponsor's board", async () => {
    const places: string[] = [];
    setup({
      Below: below,
      useOwnPlace: (slug) => {
        places.push(slug);
        return 4;
      },
    });
    const table = await screen.findByTestId('rank-table');
    const own = within(table).getByRole('row', { current: true });
    expect(own.dataset.own).toBe('true');
    expect(own.textContent).toContain('gh***w');
    expect(within(own).getByText('You')).toBeTruthy();
    expect(table.querySelectorAll('[data-own]')).toHaveLength(1);
    expect(screen.getByTestId('podium').querySelector('[data-own]')).toBeNull();
    expect(screen.getByTestId('below-board').textContent).toBe('Roobet');
    expect(places).toContain('roobet');
  });

  it('a place on the podium is marked there', async () => {
    setup({ useOwnPlace: () => 1 });
    const podium = await screen.findByTestId('podium');
    expect(podium.querySelector('[data-own]')?.getAttribute('data-rank')).toBe('1');
    expect(screen.getByTestId('rank-table').querySelector('[data-own]')).toBeNull();
    expect(screen.queryByTestId('below-board')).toBeNull();
  });
});
