import type { GiveawayList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { giveawayListQueryKey, POLL_MS } from './keys';

/** GET /giveaways: the ones not ended (scheduled, open, closing) and the latest ended ones, newest first. */
export const getGiveaways = () => api<GiveawayList>('/giveaways');

/**
 * `streaming`: the page's live stream is up, so its `giveaway` events (draws, rerolls, cancels)
 * refetch at once. Entries are not pushed: while a giveaway takes entries the list is polled anyway,
 * so the entries and tickets so far move.
 */
export const giveawaysQueryOptions = (streaming = true) =>
  queryOptions({
    queryKey: giveawayListQueryKey,
    queryFn: getGiveaways,
    refetchInterval: (q) => (!streaming || q.state.data?.current.some((g) => g.state === 'open') ? POLL_MS : false),
  });

export const useGiveaways = (streaming?: boolean) => useQuery(giveawaysQueryOptions(streaming));
