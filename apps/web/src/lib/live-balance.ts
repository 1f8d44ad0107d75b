import type { Me } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setLiveSession, subscribeLive } from './live-events';
import { meQueryKey, refreshMe, setCachedBalance } from './session';

/** How often the balance is refetched while the live stream is down. */
export const BALANCE_POLL_MS = 5_000;

/**
 * Keeps the signed-in user's cached balance (the header) right: every change the server makes, from
 * a bet to an admin edit or a watch-time tick, arrives as a `balance` event on the page's live stream
 * and is written into the `me` query; each (re)connection refetches (changes missed while down), and
 * while the stream is down the balance is polled.
 */
export function useLiveBalance(me: Me | null | undefined): void {
  const queryClient = useQueryClient();
  const userId = me === undefined ? undefined : (me?._id ?? null);

  useEffect(() => {
    if (userId !== undefined) setLiveSession(userId);
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    const stopPolling = () => {
      if (poll !== undefined) clearInterval(poll);
      poll = undefined;
    };
    const unsubscribe = subscribeLive('balance', {
      onEvent: (data) => {
        const { balance } = JSON.parse(data) as { balance: number };
        // A refetch already under way read the balance before this change: it must not overwrite it.
        // Only the user's own query: a notices read under way is not cancelled (it would not come back).
        void queryClient.cancelQueries({ queryKey: meQueryKey, exact: true });
        setCachedBalance(queryClient, balance);
      },
      onOpen: () => {
        stopPolling();
        void refreshMe(queryClient);
      },
      onDown: () => {
        poll ??= setInterval(() => void refreshMe(queryClient), BALANCE_POLL_MS);
      },
    });
    return () => {
      stopPolling();
      unsubscribe();
    };
  }, [userId, queryClient]);
}
