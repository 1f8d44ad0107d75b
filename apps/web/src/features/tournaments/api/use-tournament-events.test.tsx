import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import TournamentsPage from '../routes/tournaments-page';
import { summary } from '../test-fixtures';

/** The page's live stream: the test sends its named events by hand. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {}
  send(name: string, data: unknown) {
    for (const fn of this.listeners.get(name) ?? []) fn(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

afterEach(resetAfterEach);

describe('the tournament live event', () => {
  it('refetches the list when the server says a tournament changed', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { calls } = fakeApi({ 'GET /tournaments': ok({ running: [summary()], upcoming: [], finished: [] }) });
    renderApp(<TournamentsPage />);
    await screen.findByRole('article', { name: 'Friday Battle' });
    const lists = () => calls.filter((c) => c.path === '/tournaments').length;
    expect(lists()).toBe(1);
    expect(FakeEventSource.last?.url).toBe('/api/v1/events');
    FakeEventSource.last!.send('tournament', { id: summary().id });
    await waitFor(() => expect(lists()).toBe(2));
  });
});
