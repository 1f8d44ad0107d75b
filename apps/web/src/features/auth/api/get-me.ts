import type { Me } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';

export { meQueryKey };

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
