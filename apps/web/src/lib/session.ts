import type { Me } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The signed-in user's query key, shared by every feature that moves points: after a bet or a
 * redemption they write the new balance here (or invalidate it) so the header pill follows at once.
 */
export const meQueryKey = ['me'] as const;

/** Writes a balance the server just returned into the cached user, without a refetch. */
export function setCachedBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, points: balance } : me));
}
