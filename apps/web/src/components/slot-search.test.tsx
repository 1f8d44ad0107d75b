import type { Slot } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlotSearch } from './slot-search';

const slot = (id: string, name: string): Slot =>
  ({ id, name, provider: 'Pragmatic Play', thumbnail: null }) as unknown as Slot;
const catalogue: Record<string, Slot[]> = {
  swe: [slot('1', 'Sweet Alchemy'), slot('2', 'Sweet Bonanza')],
  'sweet b': [slot('2', 'Sweet Bonanza')],
};

/** GET /slots?q= answered from `catalogue` after `delayMs`; counts the searches per text. */
function mockSearch(delayMs: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
      calls.push(q);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return new Response(JSON.stringify(catalogue[q] ?? []), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function setup() {
  const onPick = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SlotSearch onPick={onPick} />
    </QueryClientProvider>,
  );
  return { onPick, box: screen.getByRole('combobox', { name: 'Search slot' }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SlotSearch', () => {
  it('searches from 3 letters and picks the highlighted answer with Enter', async () => {
    const calls = mockSearch(0);
    const { onPick, box } = setup();
    fireEvent.change(box, { target: { value: 'sw' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls).toEqual([]);
    fireEvent.change(box, { target: { value: 'swe' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(catalogue.swe![1]);
    expect(box).toHaveProperty('value', '');
    expect(calls).toEqual(['swe']);
  });

  it('an Enter typed before the answer picks the top result of that text, never of an older list', async () => {
    mockSearch(50);
    const { onPick, box } = setup();
    fireEvent.change(box, { target: { value: 'swe' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.change(box, { target: { value: 'sweet b' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick).toHaveBeenCalledWith(catalogue['sweet b']![0]);
  });

  it('a text searched before is answered from the cache at once', async () => {
    const calls = mockSearch(0);
    const { onPick, box } = setup();
    fireEvent.change(box, { target: { value: 'swe' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'swe' } });
    expect(box.getAttribute('aria-busy')).toBe('false');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledTimes(2);
    fireEvent.change(box, { target: { value: 'swe' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls).toEqual(['swe']);
  });
});
