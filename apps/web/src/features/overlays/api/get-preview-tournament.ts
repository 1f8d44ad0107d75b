import type { Tournament, TournamentList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { POLL_MS, previewTournamentKey } from './keys';

/**
 * The running tournament for the preview, else null: GET /tournaments (public summaries), then
 * GET /tournaments/{id} of the first running one (the whole bracket the OBS overlays draw).
 */
export async function getPreviewTournament(): Promise<Tournament | null> {
  const running = (await api<TournamentList>('/tournaments')).running[0];
  return running ? api<Tournament>(`/tournaments/${encodeURIComponent(running.id)}`) : null;
}

/** Read only while a tournament overlay is previewed (`enabled`), then polled like the hunt. */
export const previewTournamentQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: previewTournamentKey,
    queryFn: getPreviewTournament,
    enabled,
    refetchInterval: POLL_MS,
  });

export const usePreviewTournament = (enabled: boolean) => useQuery(previewTournamentQueryOptions(enabled));
