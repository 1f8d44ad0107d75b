import type { MinesActiveResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The Mines round on screen. GET /mines fills it on load (the active round, or none); every answer
 * of a move is written back here, so a revisit shows the same board.
 */
export const minesQueryKey = ['mines', 'round'] as const;

export const getActiveMines = () => api<MinesActiveResponse>('/mines');

export const activeMinesQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: minesQueryKey, queryFn: getActiveMines, enabled, staleTime: 0, refetchOnMount: 'always' });

export const useActiveMines = (enabled: boolean) => useQuery(activeMinesQueryOptions(enabled));
