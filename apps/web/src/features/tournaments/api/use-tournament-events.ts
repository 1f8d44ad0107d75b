import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { subscribeLive } from '@/lib/live-events';
import { tournamentsQueryKey } from './keys';

/**
 * Follows the `tournament` events of the page's one live stream (lib/live-events): the server sends
 * `{id}` on every change of a tournament, and every tournament query refetches. A reconnection
 * refetches too (events may have been missed while down). Returns whether the stream is up; while it
 * is down the queries poll.
 */
export function useTournamentEvents(): boolean {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(true);
  useEffect(() => {
    let wasDown = false;
    return subscribeLive('tournament', {
      onEvent: () => {
        setStreaming(true);
        void queryClient.invalidateQueries({ queryKey: tournamentsQueryKey });
      },
      onOpen: () => {
        setStreaming(true);
        if (wasDown) void queryClient.invalidateQueries({ queryKey: tournamentsQueryKey });
        wasDown = false;
      },
      onDown: () => {
        wasDown = true;
        setStreaming(false);
      },
    });
  }, [queryClient]);
  return streaming;
}
