import type { Me } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api-client';
import { meQueryKey } from './session';

/** The same fetch as the auth feature's: a 401 means a visitor. Same key, so both share one cache entry. */
async function fetchMe(): Promise<Me | null> {
  try {
    return await api<Me>('/users/me');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/**
 * Whether someone is signed in, for screens outside the auth feature (features never import each
 * other): undefined while unknown, then true or false.
 */
export function useIsSignedIn(): boolean | undefined {
  const { data } = useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 30_000 });
  return data === undefined ? undefined : data !== null;
}
