import { useLiveInvalidation } from '@/lib/use-live-invalidation';
import { tournamentsQueryKey } from './keys';

/**
 * Follows the `tournament` events of the live stream: the server sends `{id}` on every change of a
 * tournament, and every tournament query refetches. Returns whether the stream is up.
 */
export const useTournamentEvents = (): boolean => useLiveInvalidation('tournament', tournamentsQueryKey);
