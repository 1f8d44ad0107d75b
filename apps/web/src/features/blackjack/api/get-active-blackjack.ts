import type { BlackjackActiveResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The Blackjack round on screen: GET /blackjack/active fills it on load (a round in progress, or
 * none), and every answer of a move is written back here.
 */
export const blackjackQueryKey = ['blackjack', 'round'] as const;

export const getActiveBlackjack = () => api<BlackjackActiveResponse>('/blackjack/active');

export const useActiveBlackjack = (enabled: boolean) =>
  useQuery(
    queryOptions({ queryKey: blackjackQueryKey, queryFn: getActiveBlackjack, enabled, refetchOnMount: 'always' }),
  );
