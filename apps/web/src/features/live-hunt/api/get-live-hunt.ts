import type { LiveHunt, LiveHuntView } from '@app/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getLiveHunt } from '@/lib/live-hunt';
import { subscribeLive } from '@/lib/live-events';
import { liveHuntQueryKey, POLL_MS } from './keys';

export const liveHuntQueryOptions = (streaming: boolean) =>
  queryOptions({
    queryKey: liveHuntQueryKey,
    queryFn: getLiveHunt,
    refetchInterval: streaming ? false : POLL_MS,
  });

type HuntEvent = { eventId: number; kind: string; hunt: LiveHunt | null };

/**
 * The current hunt, kept live: the page's live stream pushes every change (the event carries the whole
 * public hunt, merged into the cached view); while the stream is down the query polls every 5 s.
 * `me` (the viewer's own guess and bet) is refetched when the hunt ends or another hunt starts.
 */
export function useLiveHunt() {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(false);
  const query = useQuery(liveHuntQueryOptions(streaming));

  // The hunt's events come on the page's one live stream (lib/live-events), beside the balance's.
  useEffect(
    () =>
      subscribeLive('hunt', {
        onOpen: () => setStreaming(true),
        onDown: () => setStreaming(false),
        onEvent: (data) => {
          setStreaming(true);
          const event = JSON.parse(data) as HuntEvent;
          const previous = queryClient.getQueryData<LiveHuntView>(liveHuntQueryKey);
          if (!previous || previous.eventId > event.eventId) return;
          const sameHunt = previous.hunt?._id === event.hunt?._id;
          queryClient.setQueryData<LiveHuntView>(liveHuntQueryKey, {
            hunt: event.hunt,
            me: sameHunt ? previous.me : null,
            eventId: event.eventId,
          });
          if (!sameHunt || event.kind === 'finished' || event.kind === 'cancelled')
            void queryClient.invalidateQueries({ queryKey: liveHuntQueryKey });
        },
      }),
    [queryClient],
  );

  return { ...query, streaming };
}
