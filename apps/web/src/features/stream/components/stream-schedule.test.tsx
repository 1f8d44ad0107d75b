import type { StreamSchedule } from '@app/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeCall, type FakeReply } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { NextStreamCard, timeLeft } from './next-stream';
import { StreamScheduleForm } from './stream-schedule-form';

afterEach(() => {
  vi.useRealTimers();
  resetAfterEach();
});

const empty: StreamSchedule = { slots: [], next: null, timeZone: 'Europe/Lisbon' };

function setupEditor(saved: StreamSchedule, put?: (call: FakeCall) => FakeReply) {
  const server = fakeApi({
    'GET /stream/schedule': ok(saved),
    'PUT /admin/stream/schedule': put ?? ((call) => ok({ ...empty, slots: (call.body as StreamSchedule).slots })),
    'GET /admin/stream/go-live': ok({ enabled: true, webhookConfigured: false }),
    'PUT /admin/stream/go-live': (call) => ok({ ...(call.body as object), webhookConfigured: false }),
  });
  return { ...server, ...renderApp(<StreamScheduleForm />) };
}

const card = () => screen.getByRole('region', { name: 'Stream schedule' });

describe('Stream schedule editor', () => {
  it('adds two streams and saves the week', async () => {
    const { user, writes } = setupEditor(empty);
    expect(await screen.findByText('No streams scheduled.')).toBeTruthy();
    await user.click(within(card()).getByRole('button', { name: 'Add a stream' }));
    await user.click(within(card()).getByRole('button', { name: 'Add a stream' }));
    const first = within(card()).getByRole('group', { name: 'Stream 1' });
    const second = within(card()).getByRole('group', { name: 'Stream 2' });
    await user.selectOptions(within(first).getByLabelText('Weekday'), 'Friday');
    await user.clear(within(first).getByLabelText('Time (Lisbon)'));
    await user.type(within(first).getByLabelText('Time (Lisbon)'), '21:30');
    await user.type(within(first).getByLabelText('Minutes (optional)'), '180');
    await user.selectOptions(within(first).getByLabelText('Platform'), 'Kick');
    await user.type(within(first).getByLabelText('Title'), 'Bonus hunt');
    await user.type(within(second).getByLabelText('Title'), 'Monday slots');
    await user.click(within(card()).getByRole('button', { name: 'Save the schedule' }));
    expect((await findToast('Schedule saved.')).variant).toBe('success');
    expect(writes().filter((w) => w.path === '/admin/stream/schedule')).toEqual([
      {
        method: 'PUT',
        path: '/admin/stream/schedule',
        body: {
          slots: [
            { weekday: 5, time: '21:30', durationMinutes: 180, platform: 'kick', title: 'Bonus hunt' },
            { weekday: 1, time: '20:00', durationMinutes: null, platform: 'twitch', title: 'Monday slots' },
          ],
        },
      },
    ]);
  });

  it('names the row and the rule the server refused, and removes a row', async () => {
    const { user, writes } = setupEditor(
      {
        ...empty,
        slots: [
          { weekday: 1, time: '20:00', durationMinutes: null, platform: 'twitch', title: 'A' },
          { weekday: 2, time: '20:00', durationMinutes: null, platform: 'twitch', title: 'B' },
        ],
      },
      () => ({
        status: 400,
        body: { error: { code: 'VALIDATION_ERROR', message: 'bad', fields: { 'slots.1.title': 'cannot be empty' } } },
      }),
    );
    await screen.findByRole('group', { name: 'Stream 2' });
    await user.click(within(card()).getByRole('button', { name: 'Save the schedule' }));
    expect((await within(card()).findByRole('alert')).textContent).toBe(
      'Stream 2: the title needs 1 to 100 characters, without line breaks.',
    );
    await user.click(within(card()).getByRole('button', { name: 'Remove stream 1' }));
    expect(within(card()).queryByRole('group', { name: 'Stream 2' })).toBeNull();
    expect(within(card()).getByLabelText('Title')).toHaveProperty('value', 'B');
    expect(writes()).toHaveLength(1);
  });

  it('the go-live switch says when no webhook is set and saves at once', async () => {
    const { user, writes } = setupEditor(empty);
    const box = await within(card()).findByRole('checkbox', { name: 'Post on Discord when the channel goes live' });
    expect(box).toHaveProperty('checked', true);
    expect(within(card()).getByText(/No Discord webhook is set/)).toBeTruthy();
    await user.click(box);
    await findToast('Go-live posts turned off.');
    expect(writes()).toEqual([{ method: 'PUT', path: '/admin/stream/go-live', body: { enabled: false } }]);
  });
});

describe('Next stream card', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  const withNext = (startsAt: string, live: boolean) =>
    fakeApi({
      'GET /stream/schedule': ok({
        slots: [],
        next: { weekday: 5, time: '21:30', durationMinutes: null, platform: 'kick', title: 'Bonus hunt', startsAt },
        timeZone: 'Europe/Lisbon',
      }),
      'GET /data/stream': ok({ live, channel: 'c', platform: 'twitch', platforms: [] }),
    });

  it('shows the next stream on Lisbon’s clock with a ticking countdown and the calendar link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-05-07T10:00:00Z') });
    withNext('2026-05-08T20:30:00Z', false);
    renderApp(<NextStreamCard />);
    const region = await screen.findByRole('region', { name: 'Next stream' });
    expect(within(region).getByText('Bonus hunt on Kick, Friday 21:30 (Lisbon)')).toBeTruthy();
    const countdown = within(region).getByTestId('next-stream-countdown');
    expect(countdown.textContent).toMatch(/^1 d 10 h (30 min 0\d|29 min 5\d) s$/);
    const before = countdown.textContent;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(countdown.textContent).not.toBe(before);
    expect(
      within(region)
        .getByRole('link', { name: /calendar/ })
        .getAttribute('href'),
    ).toBe('/schedule.ics');
  });

  it('is hidden while the channel is live', async () => {
    withNext(new Date(Date.now() + 3600_000).toISOString(), true);
    renderApp(<NextStreamCard />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Next stream' })).toBeNull();
  });
});
