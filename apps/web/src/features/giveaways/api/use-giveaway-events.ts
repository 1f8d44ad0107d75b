import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { subscribeLive } from '@/lib/live-events';
import { giveawaysQueryKey } from './keys';

/**
 * Follows the `giveaway` events of the page's one live stream (lib/live-events): the server sends
 * `{id, state}` to every connection when a giveaway is drawn, rerolled, finalized or cancelled, and
 * every giveaway query refetches. A reconnection refetches too (events may have been missed while down).
 * Returns whether the stream is up; while it is down the queries poll.
 */
export function useGiveawayEvents(): boolean {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(true);
  useEffect(() => {
    let wasDown = false;
    return subscribeLive('giveaway', {
      onEvent: () => {
        setStreaming(true);
        void queryClient.invalidateQueries({ queryKey: giveawaysQueryKey });
      },
      onOpen: () => {
        setStreaming(true);
        if (wasDown) void queryClient.invalidateQueries({ queryKey: giveawaysQueryKey });
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
