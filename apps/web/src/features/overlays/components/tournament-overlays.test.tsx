import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { ObsAddresses } from './obs-addresses';
import { sampleDecidedSecondSemi, sampleTournament } from './sample-tournament';
import { CurrentMatchOverlay, poolShares } from './tournament-overlays';

// No server: the site config (the currency) answers 501 and the money reads USD.
beforeEach(() => void fakeApi({}));
afterEach(resetAfterEach);

describe('the pool split', () => {
  it('is each side’s share of the points, 0 on both sides while empty', () => {
    const t = sampleTournament();
    expect(poolShares(t.rounds[0]!.matches[1]!)).toEqual({ a: 0.75, b: 0.25 });
    expect(poolShares(t.rounds[0]!.matches[0]!)).toEqual({ a: 0, b: 0 });
  });
});

describe('the tournament overlays in Portuguese', () => {
  afterEach(() => loadLocale('en'));

  it('pt-BR: the round, the pool and the predictions counted', async () => {
    await loadLocale('pt-BR');
    renderApp(<CurrentMatchOverlay tournament={sampleTournament()} layout="full" logo={null} />);
    expect(screen.getByTestId('overlay-match-round').textContent).toBe('Semifinais · Palpites abertos');
    expect(screen.getByTestId('overlay-match-a-pool').textContent).toMatch(/75%750 pts · 3 palpites/);
  });

  it('pt-PT: the result with the language’s digits', async () => {
    await loadLocale('pt-PT');
    renderApp(<CurrentMatchOverlay tournament={sampleDecidedSecondSemi()} layout="sidebar" logo={null} />);
    expect(screen.getByTestId('overlay-match-round').textContent).toBe('Meias-finais · Previsões pagas');
    expect(screen.getByTestId('overlay-match-a-result').textContent).toContain('3,00x');
    expect(screen.getByTestId('overlay-match-b-pool').textContent).toContain('1 previsão');
  });
});

describe('the OBS addresses on /admin/overlays', () => {
  it('list the tournament bracket, the match and the slot-request queue at both sizes, with the key', () => {
    renderApp(<ObsAddresses shownKey="ovk_k3y" onHide={() => {}} />);
    const urls = screen.getAllByTestId('obs-url').map((li) => li.querySelector('code')!.textContent!);
    const origin = window.location.origin;
    for (const page of ['tournament', 'tournament-match', 'slot-requests']) {
      expect(urls).toContain(`${origin}/overlay/${page}?key=ovk_k3y`);
      expect(urls).toContain(`${origin}/overlay/${page}?key=ovk_k3y&size=sidebar`);
    }
    expect(screen.getAllByTestId('obs-url').map((li) => li.querySelector('span')!.firstChild!.textContent)).toEqual(
      expect.arrayContaining(['Tournament bracket · Full screen', 'Slot requests · Sidebar']),
    );
  });
});
