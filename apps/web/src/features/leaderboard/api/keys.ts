import type { QueryClient } from '@tanstack/react-query';
import { sponsorsQueryKey } from '@/lib/sponsors';

/** The sponsors as admins configure them. */
export const adminSponsorsQueryKey = ['admin-sponsors'] as const;
/** Every wager board (by sponsor and month) starts with this. */
export const wagerBoardQueryKey = ['wager-board'] as const;

/** A sponsor change refreshes the admin list and the public one. */
export const refreshSponsors = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminSponsorsQueryKey }),
    queryClient.invalidateQueries({ queryKey: sponsorsQueryKey }),
  ]);
