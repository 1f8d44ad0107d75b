import type { BlackjackResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

export type BlackjackMove = 'hit' | 'stand' | 'double' | 'split';

/** POST /blackjack/{hit|stand|double|split}: one move on the active hand. */
export const playBlackjackMove = (move: BlackjackMove, gameId: string) =>
  api<BlackjackResponse>(`/blackjack/${move}`, { method: 'POST', body: { gameId } });
