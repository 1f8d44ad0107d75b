import type { SlotRequestBoard, Tournament, TournamentInput, TournamentResultInput } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { openSlotRequestsQueryKey, useTournamentAdminMutation } from './keys';

const base = (id: string) => `/admin/tournaments/${encodeURIComponent(id)}`;
const match = (id: string, matchId: string) => `${base(id)}/matches/${encodeURIComponent(matchId)}`;

/** POST /admin/tournaments: 201 with the tournament (upcoming, its server seed hash published). */
export const createTournament = (body: TournamentInput) =>
  api<Tournament>('/admin/tournaments', { method: 'POST', body });

/**
 * POST /admin/tournaments/{id}/start: seeds with the beacon; 503 BEACON_UNAVAILABLE when no relay
 * answers, then `withoutBeacon` (a public reason) seeds from the list alone.
 */
export const startTournament = ({ id, withoutBeacon }: { id: string; withoutBeacon?: string }) =>
  api<Tournament>(`${base(id)}/start`, {
    method: 'POST',
    body: withoutBeacon === undefined ? {} : { withoutBeacon },
  });

export const openPredictions = ({ id, matchId }: { id: string; matchId: string }) =>
  api<Tournament>(`${match(id, matchId)}/open`, { method: 'POST' });

export const closePredictions = ({ id, matchId }: { id: string; matchId: string }) =>
  api<Tournament>(`${match(id, matchId)}/close`, { method: 'POST' });

/** PUT …/result: both slots' cost and payout in cents; on the last decided match (before the next starts) a correction. */
export const saveResult = ({ id, matchId, result }: { id: string; matchId: string; result: TournamentResultInput }) =>
  api<Tournament>(`${match(id, matchId)}/result`, { method: 'PUT', body: result });

export const cancelTournament = ({ id, reason }: { id: string; reason: string }) =>
  api<Tournament>(`${base(id)}/cancel`, { method: 'POST', body: { reason } });

export const useCreateTournament = () => useTournamentAdminMutation(createTournament);
export const useStartTournament = () => useTournamentAdminMutation(startTournament);
export const useOpenPredictions = () => useTournamentAdminMutation(openPredictions);
export const useClosePredictions = () => useTournamentAdminMutation(closePredictions);
export const useSaveResult = () => useTournamentAdminMutation(saveResult);
export const useCancelTournament = () => useTournamentAdminMutation(cancelTournament);

/** GET /slot-requests (the public board): its open queue is what a tournament may take slots from. */
export const useOpenSlotRequests = () =>
  useQuery({
    queryKey: openSlotRequestsQueryKey,
    queryFn: () => api<SlotRequestBoard>('/slot-requests'),
    select: (board) => board.queue.filter((r) => r.status === 'open'),
  });
