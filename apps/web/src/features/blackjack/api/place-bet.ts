import type { BlackjackBetBody, BlackjackResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /blackjack/bet: debits the bet and the side bets together and deals. */
export const placeBlackjackBet = (body: BlackjackBetBody) =>
  api<BlackjackResponse>('/blackjack/bet', { method: 'POST', body });
