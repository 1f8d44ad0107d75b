import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLive, type LiveTopic } from '@/lib/live-events';
import { transparencyQueryKey } from './keys';

/**
 * Reads the report again when the server says it changed: a giveaway drawn, rerolled, finalized or
 * cancelled (`giveaway`), a winner's anonymous choice (`transparency`), and after the live stream
 * reconnects (events may have been missed).
 */
export function useTransparencyEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: transparencyQueryKey });
    const topics: LiveTopic[] = ['giveaway', 'transparency'];
    const offs = topics.map((topic) => {
      let wasDown = false;
      return subscribeLive(topic, {
        onEvent: refetch,
        onOpen: () => {
          if (wasDown) refetch();
          wasDown = false;
        },
        onDown: () => {
          wasDown = true;
        },
      });
    });
    return () => offs.forEach((off) => off());
  }, [queryClient]);
}
