import type { GiveawayEntries } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { giveawayEntriesQueryKey } from './keys';

/**
 * GET /giveaways/{id}/entries: the frozen entry list (its text, whose SHA-256 is the client seed, and
 * each entry's name and tickets); 409 GIVEAWAY_NOT_DRAWN before the draw, so it is asked only after.
 */
export const getGiveawayEntries = (id: string) => api<GiveawayEntries>(`/giveaways/${encodeURIComponent(id)}/entries`);

export const giveawayEntriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: giveawayEntriesQueryKey(id),
    queryFn: () => getGiveawayEntries(id),
    // Frozen at the draw: it never changes (a reroll only adds a pick).
    staleTime: Infinity,
  });

export const useGiveawayEntries = (id: string, enabled: boolean) =>
  useQuery({ ...giveawayEntriesQueryOptions(id), enabled });
