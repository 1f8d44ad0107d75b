import type { LiveHunt } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { overlayHuntQueryOptions } from './get-overlay-hunt';
import { overlaySettingsQueryOptions } from './get-overlay-settings';
import { overlayHuntKey, overlaySettingsKey } from './keys';

/**
 * What an OBS overlay draws: the hunt and the settings, both read with the key from the URL. Updates
 * come by the live hunt's SSE push (each event carries the whole public hunt); every event also
 * re-reads the settings, so a save on /admin/overlays (announced as an event) shows at once. While the
 * push is down both are polled.
 */
export function useOverlayFeed(key: string) {
  const [streaming, setStreaming] = useState(false);
  const queryClient = useQueryClient();
  const hunt = useQuery(overlayHuntQueryOptions(key, streaming));
  const settings = useQuery(overlaySettingsQueryOptions(key, streaming));
  const authorised = hunt.isSuccess;
  useEffect(() => {
    if (!authorised || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/v1/live-hunt/events');
    source.onopen = () => setStreaming(true);
    source.onerror = () => setStreaming(false);
    source.addEventListener('hunt', (e) => {
      setStreaming(true);
      queryClient.setQueryData(
        overlayHuntKey(key),
        (JSON.parse((e as MessageEvent<string>).data) as { hunt: LiveHunt | null }).hunt,
      );
      void queryClient.invalidateQueries({ queryKey: overlaySettingsKey(key) });
    });
    return () => source.close();
  }, [authorised, key, queryClient]);
  return { hunt, settings };
}
