import type { GiveawayList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { giveawayListQueryKey, POLL_MS } from './keys';

/** GET /giveaways: the ones not ended (scheduled, open, closing) and the latest ended ones, newest first. */
export const getGiveaways = () => api<GiveawayList>('/giveaways');

/** `streaming`: the page's live stream is up, so its `giveaway` events refetch instead of a poll. */
export const giveawaysQueryOptions = (streaming = true) =>
  queryOptions({
    queryKey: giveawayListQueryKey,
    queryFn: getGiveaways,
    refetchInterval: streaming ? false : POLL_MS,
  });

export const useGiveaways = (streaming?: boolean) => useQuery(giveawaysQueryOptions(streaming));
