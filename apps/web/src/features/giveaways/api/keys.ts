import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every giveaway query starts with this: a live `giveaway` event or an admin action refetches them all. */
export const giveawaysQueryKey = ['giveaways'] as const;
/** GET /giveaways: current and past. */
export const giveawayListQueryKey = ['giveaways', 'list'] as const;
/** GET /giveaways/{id}. */
export const giveawayQueryKey = (id: string) => ['giveaways', 'detail', id] as const;
/** GET /giveaways/{id}/entries (only once drawn). */
export const giveawayEntriesQueryKey = (id: string) => ['giveaways', 'entries', id] as const;
/** GET /overlay/giveaway/active with the overlay key. */
export const overlayGiveawayQueryKey = (key: string) => ['giveaways', 'overlay', key] as const;

/** The OBS page asks this often (the draw shows on stream within 3 s). */
export const OVERLAY_POLL_MS = 3_000;
/** While the page's live stream is down, or while a giveaway takes entries, the giveaways are asked this often. */
export const POLL_MS = 15_000;

/** Every admin action answers the giveaway: the lists and the detail refetch (the public page too). */
export function useGiveawayAdminMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: giveawaysQueryKey }),
  });
}
/** GET /overlay/settings with the overlay key (the overlays' look, shared with the hunt overlays). */
export const overlayLookQueryKey = (key: string) => ['giveaways', 'overlay-look', key] as const;
