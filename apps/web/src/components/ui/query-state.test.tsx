import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { QueryState, type QueryLike } from './query-state';

const query = <T,>(patch: Partial<QueryLike<T>>): QueryLike<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...patch,
});

afterEach(cleanup);

describe('QueryState', () => {
  it('shows the spinner while the query loads', () => {
    render(<QueryState query={query<string[]>({ isPending: true })}>{() => 'rows'}</QueryState>);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('shows the given loading text instead of the spinner', () => {
    render(
      <QueryState query={query<string[]>({ isPending: true })} loading={<p>Loading leaderboard...</p>}>
        {() => 'rows'}
      </QueryState>,
    );
    expect(screen.getByText('Loading leaderboard...')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a failure as an alert worded by errorMessage, with Try again calling refetch', () => {
    const refetch = vi.fn();
    const error = new ApiError(429, 'RATE_LIMITED', 'rate limited');
    render(<QueryState query={query<string[]>({ isError: true, error, refetch })}>{() => 'rows'}</QueryState>);
    expect(screen.getByRole('alert').textContent).toContain('Too many requests at once.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('words the alert with the given sentence', () => {
    const error = new ApiError(500, 'INTERNAL_ERROR', 'boom');
    render(
      <QueryState query={query<string[]>({ isError: true, error })} error={() => 'Could not load the news.'}>
        {() => 'rows'}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load the news.');
  });

  it('shows the empty message when the data counts as empty', () => {
    render(
      <QueryState query={query<string[]>({ data: [] })} isEmpty={(d) => d.length === 0} empty="No offers yet.">
        {() => 'rows'}
      </QueryState>,
    );
    expect(screen.getByText('No offers yet.')).toBeTruthy();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('draws the children with the data', () => {
    render(
      <QueryState query={query<string[]>({ data: ['a', 'b'] })} isEmpty={(d) => d.length === 0} empty="none">
        {(d) => (
          <ul>
            {d.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        )}
      </QueryState>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
  });
});
