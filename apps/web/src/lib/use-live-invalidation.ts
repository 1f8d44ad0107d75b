import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { subscribeLive, type LiveTopic } from './live-events';

/**
 * Follows one topic of the page's live stream (lib/live-events): every event of `topic` refetches the
 * queries under `queryKey`, and so does a reconnection (events may have been missed while down).
 * Returns whether the stream is up; while it is down the queries poll.
 */
export function useLiveInvalidation(topic: LiveTopic, queryKey: QueryKey): boolean {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(true);
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    let wasDown = false;
    return subscribeLive(topic, {
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
  }, [queryClient, topic, key]);
  return streaming;
}
