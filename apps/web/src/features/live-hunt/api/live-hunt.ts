import { type LiveHunt, type LiveHuntMe, type LiveHuntView, type StreamSources } from '@app/contracts';
import { AVG_GROUP_RANGES } from '@app/hunts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { formatDateTimePtBr } from '@/lib/dates';
import { subscribeLive } from '@/lib/live-events';
import { refreshMe } from '@/lib/session';

export const liveHuntQueryKey = ['live-hunt'] as const;
export const POLL_MS = 5_000;

/** Money is cents in the API; the pages show dollars with 2 decimals. */
export const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '-' : `$${(cents / 100).toFixed(2)}`;
/**
 * The Brazilian-Portuguese date and time of the live hunt header (docs/product.md#tracking-page;
 * lib/dates keeps every format).
 */
export const ptBrDate = (iso: string) => formatDateTimePtBr(iso);

/** The AVG groups' colours; their ranges come from the hunt rules (@app/hunts). */
export const AVG_GROUP_INFO = {
  A: { range: AVG_GROUP_RANGES.A.label, className: 'border-sky-500 text-sky-400' },
  B: { range: AVG_GROUP_RANGES.B.label, className: 'border-emerald-500 text-emerald-400' },
  C: { range: AVG_GROUP_RANGES.C.label, className: 'border-yellow-500 text-yellow-400' },
  D: { range: AVG_GROUP_RANGES.D.label, className: 'border-orange-500 text-orange-400' },
  E: { range: AVG_GROUP_RANGES.E.label, className: 'border-rose-500 text-rose-400' },
  F: { range: AVG_GROUP_RANGES.F.label, className: 'border-fuchsia-500 text-fuchsia-400' },
} as const;

type HuntEvent = { eventId: number; kind: string; hunt: LiveHunt | null };

/**
 * The current hunt, kept live: the page's live stream pushes every change (the event carries the whole
 * public hunt, merged into the cached view); while the stream is down the query polls every 5 s.
 * `me` (the viewer's own guess and bet) is refetched when the hunt ends or another hunt starts.
 */
export function useLiveHunt() {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(false);
  const query = useQuery({
    queryKey: liveHuntQueryKey,
    queryFn: () => api<LiveHuntView>('/live-hunt'),
    refetchInterval: streaming ? false : POLL_MS,
  });

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

export function usePlaceGuess(huntId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guess: number) =>
      api<LiveHuntMe>(`/bonustracker/${encodeURIComponent(huntId)}/gtb`, { method: 'PUT', body: { guess } }),
    onSuccess: (me) => queryClient.setQueryData<LiveHuntView>(liveHuntQueryKey, (old) => (old ? { ...old, me } : old)),
  });
}

export function usePlaceAvgBet(huntId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { guess: string; bet: number }) =>
      api<{ points: number; me: LiveHuntMe }>(`/bonustracker/${encodeURIComponent(huntId)}/avg`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: async (result) => {
      queryClient.setQueryData<LiveHuntView>(liveHuntQueryKey, (old) => (old ? { ...old, me: result.me } : old));
      await refreshMe(queryClient);
    },
  });
}

export const pastHuntsQueryKey = ['admin', 'live-hunts'] as const;
export const usePastHunts = () =>
  useQuery({ queryKey: pastHuntsQueryKey, queryFn: () => api<LiveHunt[]>('/admin/live-hunts') });

/** Every console action answers the updated hunt; the cached views take it at once. */
export function useConsoleAction<TInput>(call: (input: TInput) => Promise<LiveHunt>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (hunt) => {
      queryClient.setQueryData<LiveHuntView>(liveHuntQueryKey, (old) =>
        old ? { ...old, hunt } : { hunt, me: null, eventId: 0 },
      );
      void queryClient.invalidateQueries({ queryKey: pastHuntsQueryKey });
    },
  });
}

export const consoleApi = {
  create: (start: number) => api<LiveHunt>('/admin/live-hunt', { method: 'POST', body: { start } }),
  addBonus: (input: { slot: { _id?: string; name: string; provider: string }; bet: number; superBonus: boolean }) =>
    api<LiveHunt>('/admin/live-hunt/bonuses', { method: 'POST', body: input }),
  patchBonus: ({
    id,
    ...body
  }: {
    id: string;
    earning?: number | null;
    bet?: number;
    superBonus?: boolean;
    slot?: { name: string; provider: string };
  }) => api<LiveHunt>(`/admin/live-hunt/bonuses/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  deleteBonus: (id: string) =>
    api<LiveHunt>(`/admin/live-hunt/bonuses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  reorder: (order: string[]) => api<LiveHunt>('/admin/live-hunt/bonuses/order', { method: 'PUT', body: { order } }),
  gtb: (status: 'opened' | 'closed') => api<LiveHunt>('/admin/live-hunt/gtb', { method: 'POST', body: { status } }),
  avg: (status: 'opened' | 'closed') => api<LiveHunt>('/admin/live-hunt/avg', { method: 'POST', body: { status } }),
  gtbPrizes: (prizes: Array<{ points: number } | { text: string }>) =>
    api<LiveHunt>('/admin/live-hunt/gtb/prizes', { method: 'PUT', body: { prizes } }),
  finish: () => api<LiveHunt>('/admin/live-hunt/finish', { method: 'POST' }),
  cancel: () => api<LiveHunt>('/admin/live-hunt/cancel', { method: 'POST' }),
};

export const streamSourcesQueryKey = ['live-stream', 'sources'] as const;
export const useStreamSources = () =>
  useQuery({ queryKey: streamSourcesQueryKey, queryFn: () => api<StreamSources>('/live-stream/sources') });
export function useSaveStreamSources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StreamSources) => api<StreamSources>('/admin/live-stream/sources', { method: 'PUT', body }),
    onSuccess: (data) => queryClient.setQueryData(streamSourcesQueryKey, data),
  });
}
