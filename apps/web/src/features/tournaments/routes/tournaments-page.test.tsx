import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { summary, uuid } from '../test-fixtures';
import TournamentsPage from './tournaments-page';

afterEach(resetAfterEach);

describe('/tournaments', () => {
  it('lists the running, upcoming and finished tournaments with their state, entrants and champion', async () => {
    fakeApi({
      'GET /tournaments': ok({
        running: [summary()],
        upcoming: [summary({ id: uuid(2), name: 'Sunday Cup', state: 'upcoming', entrantCount: 12, startedAt: null })],
        finished: [
          summary({
            id: uuid(3),
            name: 'Last Week',
            state: 'finished',
            entrantCount: 1,
            champion: 'Sugar Rush',
            finishedAt: '2026-11-20T22:00:00.000Z',
          }),
        ],
      }),
    });
    renderApp(<TournamentsPage />);
    const running = await screen.findByRole('region', { name: 'Running' });
    const card = within(running).getByRole('article', { name: 'Friday Battle' });
    expect(within(card).getByRole('link', { name: 'Friday Battle' }).getAttribute('href')).toBe(
      `/tournaments/${uuid(1)}`,
    );
    expect(within(card).getByTestId('tournament-state').textContent).toBe('Running');
    expect(within(card).getByTestId('tournament-entrants').textContent).toMatch(/^5 slots · started /);

    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('article', { name: 'Sunday Cup' }).textContent).toContain('12 slots');

    const finished = screen.getByRole('region', { name: 'Finished' });
    const last = within(finished).getByRole('article', { name: 'Last Week' });
    expect(within(last).getByTestId('tournament-entrants').textContent).toMatch(/^1 slot · /);
    expect(within(last).getByTestId('tournament-champion').textContent).toBe('Champion: Sugar Rush');
    expect(within(last).getByTestId('tournament-state').textContent).toBe('Finished');
  });

  it('says so when a group is empty', async () => {
    fakeApi({ 'GET /tournaments': ok({ running: [], upcoming: [], finished: [] }) });
    renderApp(<TournamentsPage />);
    expect(await screen.findByText('No tournament is running right now.')).toBeTruthy();
    expect(screen.getByText('No tournament is planned yet.')).toBeTruthy();
    expect(screen.getByText('No tournament has finished yet.')).toBeTruthy();
  });
});
