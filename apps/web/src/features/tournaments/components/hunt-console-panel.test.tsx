import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { slotOfSeed, summary, tournament } from '../test-fixtures';
import { TournamentsHuntPanel } from './hunt-console-panel';

afterEach(resetAfterEach);

describe('the tournaments panel of the live hunt console', () => {
  it("runs the running tournament's current match from the hunt console: predictions and the result", async () => {
    const t = tournament();
    const { user, writes } = {
      ...fakeApi({
        'GET /tournaments': ok({ running: [summary()], upcoming: [], finished: [] }),
        [`GET /tournaments/${t.id}`]: ok(t),
        [`POST /admin/tournaments/${t.id}/matches/5/close`]: ok(t),
        [`PUT /admin/tournaments/${t.id}/matches/5/result`]: ok(t),
      }),
      ...renderApp(<TournamentsHuntPanel />),
    };
    const panel = await screen.findByRole('region', { name: 'Tournament' });
    expect(within(panel).getByRole('link', { name: 'Create and manage tournaments' }).getAttribute('href')).toBe(
      '/admin/tournaments',
    );
    await user.click(await within(panel).findByRole('button', { name: 'Close predictions' }));
    const form = within(panel).getByRole('form', { name: 'Enter the result' });
    await user.type(within(form).getByRole('textbox', { name: `Cost of ${slotOfSeed(1)}` }), '100');
    await user.type(within(form).getByRole('textbox', { name: `Payout of ${slotOfSeed(1)}` }), '520.50');
    await user.type(within(form).getByRole('textbox', { name: `Cost of ${slotOfSeed(4)}` }), '100');
    await user.type(within(form).getByRole('textbox', { name: `Payout of ${slotOfSeed(4)}` }), '0');
    await user.click(within(form).getByRole('button', { name: 'Save result' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'POST', path: `/admin/tournaments/${t.id}/matches/5/close`, body: undefined },
        {
          method: 'PUT',
          path: `/admin/tournaments/${t.id}/matches/5/result`,
          body: { a: { cost: 10_000, payout: 52_050 }, b: { cost: 10_000, payout: 0 } },
        },
      ]),
    );
  });

  it('says when no tournament is running or upcoming, and links to the tournaments page', async () => {
    fakeApi({ 'GET /tournaments': ok({ running: [], upcoming: [], finished: [summary({ state: 'finished' })] }) });
    renderApp(<TournamentsHuntPanel />);
    expect(await screen.findByText('No tournament is running or upcoming.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create and manage tournaments' })).toBeTruthy();
  });
});
