import { useLiveInvalidation } from '@/lib/use-live-invalidation';
import { giveawaysQueryKey } from './keys';

/**
 * Follows the `giveaway` events of the live stream: the server sends `{id, state}` when a giveaway is
 * drawn, rerolled, finalized or cancelled, and every giveaway query refetches. Returns whether the
 * stream is up; while it is down the queries poll.
 */
export const useGiveawayEvents = (): boolean => useLiveInvalidation('giveaway', giveawaysQueryKey);
