import type { Tournament } from '@app/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { subscribeLive } from '@/lib/live-events';
import { noRetryOn401, withKey } from '@/lib/overlay-client';
import { overlayTournamentKey, POLL_MS } from './keys';

/** GET /overlay/tournament/active (overlay key): the running tournament, else one ended in the last 30 minutes, else null. */
export const getOverlayTournament = async (key: string) =>
  (await withKey<{ tournament: Tournament | null }>('/overlay/tournament/active', key)).tournament;

/** Polled while the live stream is down, never once the key is refused. */
export const overlayTournamentQueryOptions = (key: string, streaming: boolean) =>
  queryOptions({
    queryKey: overlayTournamentKey(key),
    queryFn: () => getOverlayTournament(key),
    enabled: key !== '',
    retry: noRetryOn401,
    refetchInterval: (q) =>
      (q.state.error instanceof ApiError && q.state.error.status === 401) || streaming ? false : POLL_MS,
  });

/**
 * The tournament an OBS overlay draws: each `tournament` site event (lib/live-events) refetches it, a
 * reconnection too (events may have been missed), and it is polled while the stream is down.
 */
export function useOverlayTournament(key: string) {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(true);
  useEffect(() => {
    if (!key) return;
    let wasDown = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: overlayTournamentKey(key) });
    return subscribeLive('tournament', {
      onEvent: () => {
        setStreaming(true);
        refetch();
      },
      onOpen: () => {
        setStreaming(true);
        if (wasDown) refetch();
        wasDown = false;
      },
      onDown: () => {
        wasDown = true;
        setStreaming(false);
      },
    });
  }, [key, queryClient]);
  return useQuery(overlayTournamentQueryOptions(key, streaming));
}
