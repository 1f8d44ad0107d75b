import type { Me } from '@app/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api-client';

/**
 * The signed-in user's query, shared by every feature (features never import each other): after a
 * bet or a redemption they write the new balance here (or invalidate it) so the header follows at once.
 */
export const meQueryKey = ['me'] as const;

/** The signed-in user, or null for a visitor (a missing, expired or tampered session reads as null). */
export async function getMe(): Promise<Me | null> {
  try {
    return await api<Me>('/users/me');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 30_000 });

export const useMe = () => useQuery(meQueryOptions());

/** Writes a balance the server just returned into the cached user, without a refetch. */
export function setCachedBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, points: balance } : me));
}
