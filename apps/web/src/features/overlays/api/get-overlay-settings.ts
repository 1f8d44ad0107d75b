import type { OverlaySettingsView } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { overlaySettingsKey, POLL_MS } from './keys';
import { noRetryOn401, withKey } from '@/lib/overlay-client';

/** GET /overlay/settings (with the overlay key): the overlays' look and the chat commands they name. */
export const getOverlaySettings = (key: string) => withKey<OverlaySettingsView>('/overlay/settings', key);

/** Polled every 30 s while the push is down and the key is not refused. */
export const overlaySettingsQueryOptions = (key: string, streaming: boolean) =>
  queryOptions({
    queryKey: overlaySettingsKey(key),
    queryFn: () => getOverlaySettings(key),
    enabled: key !== '',
    retry: noRetryOn401,
    refetchInterval: (q) => (q.state.error || streaming ? false : POLL_MS * 6),
  });
