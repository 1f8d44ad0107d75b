import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every tournament query starts with this: a live `tournament` event or an action refetches them all. */
export const tournamentsQueryKey = ['tournaments'] as const;
/** GET /tournaments: running, upcoming and finished. */
export const tournamentListQueryKey = ['tournaments', 'list'] as const;
/** GET /tournaments/{id}. */
export const tournamentQueryKey = (id: string) => ['tournaments', 'detail', id] as const;
/** GET /slot-requests for the admin's create form (the open queue). */
export const openSlotRequestsQueryKey = ['tournaments', 'slot-requests'] as const;

/** While the page's live stream is down the tournaments are asked this often. */
export const POLL_MS = 15_000;

/** Every admin action answers the tournament: the lists and the detail refetch (the public page too). */
export function useTournamentAdminMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentsQueryKey }),
  });
}
