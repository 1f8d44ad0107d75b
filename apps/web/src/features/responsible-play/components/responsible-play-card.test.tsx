import type { ResponsiblePlayState } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTimeLisbon } from '@/lib/dates';
import { fakeApi, ok, refuse } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderApp, resetAfterEach } from '@/test/render';
import { ResponsiblePlayCard } from './responsible-play-card';

const RG = '/users/me/responsible-play';
const period = (over: Partial<ResponsiblePlayState['daily']> = {}): ResponsiblePlayState['daily'] => ({
  limit: null,
  pending: null,
  loss: 0,
  remaining: null,
  resetsAt: '2026-11-30T00:00:00.000Z',
  ...over,
});
const state = (over: Partial<ResponsiblePlayState> = {}): ResponsiblePlayState => ({
  daily: period(),
  weekly: period(),
  coolOffUntil: null,
  excludedUntil: null,
  realityCheckMinutes: null,
  ...over,
});

function setup(initial: ResponsiblePlayState, routes: Parameters<typeof fakeApi>[0] = {}) {
  document.cookie = 'signedIn=1; path=/';
  const server = fakeApi({ 'GET /users/me': ok(viewer), [`GET ${RG}`]: ok(initial), ...routes });
  return { ...server, ...renderApp(<ResponsiblePlayCard />) };
}

afterEach(() => {
  document.cookie = 'signedIn=; path=/; max-age=0';
  resetAfterEach();
});

describe('Responsible play on the profile', () => {
  it('shows the limits in force, what is left, and a raise waiting with when it applies', async () => {
    const at = '2026-11-30T10:00:00.000Z';
    setup(
      state({ daily: period({ limit: 500, loss: 120, remaining: 380, pending: { limit: 900, effectiveAt: at } }) }),
    );
    expect(await screen.findByText('Lost 120 points of 500 points; 380 left')).toBeTruthy();
    expect(screen.getByTestId('rg-pending').textContent).toBe(
      `Rises to 900 points on ${formatDateTimeLisbon(at)} (Lisbon time)`,
    );
  });

  it('saves the limits typed (empty is none) and says why a bad one is refused', async () => {
    const { user, writes } = setup(state(), {
      [`PUT ${RG}/limits`]: refuse(400, 'RG_LIMIT_INVALID', 'bad'),
    });
    await user.type(await screen.findByLabelText('Daily limit (points)'), '-1');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'A limit must be a whole number of points from 0 up, or no limit.',
    );
    expect(writes()).toEqual([]);
    await user.clear(screen.getByLabelText('Daily limit (points)'));
    await user.type(screen.getByLabelText('Daily limit (points)'), '250');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(writes()).toEqual([{ method: 'PUT', path: `${RG}/limits`, body: { dailyLimit: 250, weeklyLimit: null } }]);
  });

  it('starts a cool-off only after a confirm saying it cannot be undone, then shows until when', async () => {
    const until = '2026-12-06T10:00:00.000Z';
    const { user, writes } = setup(state(), { [`POST ${RG}/cool-off`]: ok(state({ coolOffUntil: until })) });
    const form = await screen.findByTestId('rg-cool-off');
    await user.selectOptions(within(form).getByLabelText('Length'), '7d');
    await user.click(within(form).getByRole('button', { name: 'Start the break' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('For 7 days you will not be able to bet points. This cannot be undone');
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, start the break' }));
    expect((await screen.findByTestId('rg-block')).textContent).toContain(
      `You are taking a break from betting points until ${formatDateTimeLisbon(until)} (Lisbon time).`,
    );
    expect(writes()).toEqual([{ method: 'POST', path: `${RG}/cool-off`, body: { length: '7d' } }]);
  });
});
