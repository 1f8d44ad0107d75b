import { DEFAULT_OVERLAY_SETTINGS, type OverlaySettings, type OverlaySettingsView } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { overlayLookQueryKey } from './keys';
import { withKey, noRetryOn401 } from '@/lib/overlay-client';

/** GET /overlay/settings (overlay key): the streamer's overlay colours, font size, logo and corner. */
export const getOverlayLook = async (key: string): Promise<OverlaySettings> =>
  (await withKey<OverlaySettingsView>('/overlay/settings', key)).settings;

export const overlayLookQueryOptions = (key: string) =>
  queryOptions({
    queryKey: overlayLookQueryKey(key),
    queryFn: () => getOverlayLook(key),
    enabled: key !== '',
    retry: noRetryOn401,
    // A save on /admin/overlays shows within a minute.
    refetchInterval: 60_000,
    placeholderData: DEFAULT_OVERLAY_SETTINGS,
  });

export const useOverlayLook = (key: string) => useQuery(overlayLookQueryOptions(key));
