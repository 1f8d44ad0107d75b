import type { Giveaway } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { giveawayQueryKey, POLL_MS } from './keys';

/** GET /giveaways/{id}: one giveaway, with the signed-in viewer's own entry (`me`). */
export const getGiveaway = (id: string) => api<Giveaway>(`/giveaways/${encodeURIComponent(id)}`);

export const giveawayQueryOptions = (id: string, streaming = true) =>
  queryOptions({
    queryKey: giveawayQueryKey(id),
    queryFn: () => getGiveaway(id),
    // While it takes entries its counts move (entries are not pushed).
    refetchInterval: (q) => (!streaming || q.state.data?.state === 'open' ? POLL_MS : false),
  });

export const useGiveaway = (id: string, streaming?: boolean) => useQuery(giveawayQueryOptions(id, streaming));
