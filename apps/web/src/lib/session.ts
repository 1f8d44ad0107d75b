import type { Me } from '@app/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api-client';
import { getCookie } from './cookies';

/**
 * The signed-in user's query, shared by every feature (features never import each other): after a
 * bet or a redemption they write the new balance here (or invalidate it) so the header follows at once.
 */
export const meQueryKey = ['me'] as const;

/**
 * Set by the server beside its httpOnly session cookie (and cleared with it): without it there is no
 * session to ask for, so a visitor makes no /users/me call and the console shows no 401.
 */
const SIGNED_IN_COOKIE = 'signedIn';

/** The signed-in user, or null for a visitor (a missing, expired or tampered session reads as null). */
export async function getMe(): Promise<Me | null> {
  if (!getCookie(SIGNED_IN_COOKIE)) return null;
  try {
    return await api<Me>('/users/me');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 30_000 });

export const useMe = () => useQuery(meQueryOptions());

/**
 * Refetches the signed-in user (the header balance) after a change whose answer does not carry the new
 * balance. Only that query (`exact`): the user's notices and identities share the `me` prefix, and the
 * notices are read once per page load, never on a balance change.
 */
export function refreshMe(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
}

/** Writes a balance the server just returned into the cached user, without a refetch. */
export function setCachedBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, points: balance } : me));
}
