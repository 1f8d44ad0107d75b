import { DEFAULT_OVERLAY_SETTINGS, type Giveaway } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refuse, type FakeReply } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { drawnGiveaway, giveaway, knownEntries, knownPicks } from '../test-fixtures';
import OverlayGiveawayPage from './overlay-giveaway';

function setup(active: FakeReply, { route = '/overlay/giveaway?key=k3y', reduceMotion = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduceMotion && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const server = fakeApi({
    'GET /overlay/giveaway/active': active,
    'GET /overlay/settings': ok({ settings: DEFAULT_OVERLAY_SETTINGS, updatedAt: null }),
    [`GET /giveaways/${drawnGiveaway()._id}/entries`]: ok(knownEntries),
  });
  renderApp(
    <Routes>
      <Route path="/overlay/giveaway" element={<OverlayGiveawayPage />} />
    </Routes>,
    { route },
  );
  return server;
}

const drawn = (g: Partial<Giveaway> = {}) => ok({ giveaway: drawnGiveaway(g) });

afterEach(resetAfterEach);

describe('/overlay/giveaway (OBS)', () => {
  it('asks for the key when the address has none, and says when the key is refused', async () => {
    setup(ok({ giveaway: null }), { route: '/overlay/giveaway' });
    expect(await screen.findByText(/Add \?key=/)).toBeTruthy();
    resetAfterEach();
    setup(refuse(401, 'UNAUTHENTICATED', 'no'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Invalid overlay key/);
  });

  it('shows nothing visible while no giveaway is running', async () => {
    setup(ok({ giveaway: null }));
    expect(await screen.findByTestId('overlay-no-giveaway')).toBeTruthy();
    expect(screen.queryByTestId('overlay-panel')).toBeNull();
  });

  it('shows the open giveaway: title, prize, entries, the countdown to the close, how to enter', async () => {
    setup(ok({ giveaway: giveaway({ entries: 12, tickets: 30 }) }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Friday giveaway');
    expect(screen.getByText('$50 gift card')).toBeTruthy();
    expect(screen.getByTestId('overlay-entries').textContent).toBe('12');
    expect(screen.getByTestId('countdown').textContent).toMatch(/^0?0:5\d:\d\d$/);
    expect(screen.getByText(/Type !join in chat or enter at .*\/giveaways · 100 points a ticket/)).toBeTruthy();
    expect(screen.getByTestId('overlay-state').textContent).toBe('Open');
  });

  it('with reduced motion the true winners show at once, no reel', async () => {
    setup(drawn({ picks: knownPicks(3, { 0: 'Alt account' }), winners: 2 }), { reduceMotion: true });
    await waitFor(() =>
      expect(screen.getAllByTestId('overlay-winner').map((w) => w.textContent)).toEqual(['Carol', 'Bob']),
    );
    expect(screen.queryByTestId('overlay-reel')).toBeNull();
    expect(screen.getByTestId('overlay-giveaway').getAttribute('data-revealed')).toBe('true');
  });

  it('spins over real entry names only, slowing down, and lands on the true winner from the API', async () => {
    setup(drawn({ picks: knownPicks(1), winners: 1 }));
    const reel = await screen.findByTestId('overlay-reel');
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(reel.textContent ?? ''));
    observer.observe(reel, { subtree: true, childList: true, characterData: true });
    // Nothing is announced as the winner while the reel spins.
    expect(screen.queryAllByTestId('overlay-winner')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByTestId('overlay-winner').map((w) => w.textContent)).toEqual(['Alice']), {
      timeout: 8_000,
    });
    observer.disconnect();
    seen.delete('');
    expect(seen.size).toBeGreaterThan(0);
    for (const name of seen) expect(['Bob', 'Carol', '…']).toContain(name);
    expect(screen.queryByTestId('overlay-reel')).toBeNull();
    expect(screen.getByText(/Provably fair: verify at/)).toBeTruthy();
  }, 15_000);
});
