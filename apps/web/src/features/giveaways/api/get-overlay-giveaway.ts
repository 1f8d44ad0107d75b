import type { Giveaway } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { OVERLAY_POLL_MS, overlayGiveawayQueryKey } from './keys';
import { withKey, noRetryOn401 } from '@/lib/overlay-client';

/** GET /overlay/giveaway/active (overlay key): the open giveaway, or one drawn in the last 10 minutes, or null. */
export const getOverlayGiveaway = async (key: string) =>
  (await withKey<{ giveaway: Giveaway | null }>('/overlay/giveaway/active', key)).giveaway;

/** Polled every 3 s until the key is refused. */
export const overlayGiveawayQueryOptions = (key: string) =>
  queryOptions({
    queryKey: overlayGiveawayQueryKey(key),
    queryFn: () => getOverlayGiveaway(key),
    enabled: key !== '',
    retry: noRetryOn401,
    refetchInterval: (q) =>
      q.state.error instanceof ApiError && q.state.error.status === 401 ? false : OVERLAY_POLL_MS,
  });

export const useOverlayGiveaway = (key: string) => useQuery(overlayGiveawayQueryOptions(key));
