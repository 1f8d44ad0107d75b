import type { LiveHunt } from '@app/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { liveHunt } from '@/test/fixtures';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { GtbWinLimitForm } from './gtb-win-limit-form';

/** The admin's GTB winner limit for a live hunt (ADR 070); the server answers the hunt with `saved`. */
function setup(gtb: Partial<LiveHunt['gtb']> = {}, saved: LiveHunt['gtb']['winLimit'] = { wins: 2, days: 14 }) {
  const base = liveHunt();
  const hunt: LiveHunt = { ...base, gtb: { ...base.gtb, ...gtb } };
  const server = fakeApi({
    'PUT /admin/live-hunt/gtb/win-limit': () => ok({ ...hunt, gtb: { ...hunt.gtb, winLimit: saved } }),
  });
  return { ...server, ...renderApp(<GtbWinLimitForm hunt={hunt} />) };
}

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

describe('the GTB winner limit', () => {
  it('sets a limit of places won per days, and removes it', async () => {
    const { user, writes } = setup();
    expect(screen.getByTestId('gtb-win-limit-now').textContent).toBe('No limit: anyone may win a place.');
    const wins = screen.getByLabelText('Places won');
    await user.clear(wins);
    await user.type(wins, '2');
    const days = screen.getByLabelText('In the last … days');
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    await findToast('GTB winner limit saved.');
    expect(writes()[0]!.body).toEqual({ winLimit: { wins: 2, days: 14 } });
  });

  it('reads a saved limit and removes it with null', async () => {
    const { user, writes } = setup({ winLimit: { wins: 1, days: 30 } }, null);
    expect(screen.getByTestId('gtb-win-limit-now').textContent).toBe(
      'At most 1 GTB place won in the 30 days before GTB closes',
    );
    await user.click(screen.getByRole('button', { name: 'Remove limit' }));
    await findToast('GTB winner limit saved.');
    expect(writes()[0]!.body).toEqual({ winLimit: null });
  });

  it('refuses a limit out of range before sending, and is fixed once GTB has closed', async () => {
    const { user, writes, unmount } = setup();
    const days = screen.getByLabelText('In the last … days');
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect((await findToast('Places won: a whole number from 1 to 10; days: from 1 to 365.')).variant).toBe(
      'destructive',
    );
    expect(writes()).toEqual([]);
    unmount();
    setup({ winLimit: { wins: 1, days: 30 }, closedForGood: true, status: 'closed' });
    expect(screen.getByText('GTB has closed: the limit and who is ineligible are fixed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save limit' })).toBeNull();
  });
});
