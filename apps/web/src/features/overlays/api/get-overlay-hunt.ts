import type { LiveHunt } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { overlayHuntKey, POLL_MS } from './keys';
import { noRetryOn401, withKey } from '@/lib/overlay-client';

/** GET /overlay/bonus-hunt/active (with the overlay key): the current hunt or null. */
export const getOverlayHunt = async (key: string) =>
  (await withKey<{ hunt: LiveHunt | null }>('/overlay/bonus-hunt/active', key)).hunt;

/** Polled while the push is down (`streaming` false) and the key is not refused. */
export const overlayHuntQueryOptions = (key: string, streaming: boolean) =>
  queryOptions({
    queryKey: overlayHuntKey(key),
    queryFn: () => getOverlayHunt(key),
    enabled: key !== '',
    retry: noRetryOn401,
    refetchInterval: (q) => (q.state.error || streaming ? false : POLL_MS),
  });
