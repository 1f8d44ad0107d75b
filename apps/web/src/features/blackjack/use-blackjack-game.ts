import type { BlackjackActiveResponse, BlackjackResponse, BlackjackRound } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { playSound, type SoundName } from '@/components/ui/sound';
import { toast } from '@/components/ui/toast-store';
import { t, type MessageId } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorKey, errorMessage } from '@/lib/error-message';
import { openLoginDialog } from '@/lib/login-dialog';
import { setCachedBalance } from '@/lib/session';
import { blackjackQueryKey, useActiveBlackjack } from './api/get-active-blackjack';
import { placeBlackjackBet } from './api/place-bet';
import { playBlackjackMove, type BlackjackMove } from './api/play-action';

/**
 * docs/product.md#blackjack: the text of the server's error code when it sent a known one, else the
 * screen's fallback (a network failure, an unknown code).
 */
const messageOf = (err: unknown, fallback: MessageId) =>
  err instanceof ApiError && err.code !== 'NETWORK_ERROR' && errorKey(err.code) !== 'errors.UNKNOWN'
    ? errorMessage(err, t(fallback))
    : t(fallback);

const MOVE_FALLBACK: Record<BlackjackMove, MessageId> = {
  hit: 'blackjack.error.hit',
  stand: 'blackjack.error.stand',
  double: 'blackjack.error.double',
  split: 'blackjack.error.split',
};
const MOVE_SOUND: Record<BlackjackMove, SoundName | null> = {
  hit: 'card',
  stand: null,
  double: 'double',
  split: 'split',
};

export type BetInput = { bet: number; perfectPairs: number; twentyOnePlusThree: number };

/**
 * The Blackjack screen's state (docs/product.md#blackjack): the round lives in the query cache (GET
 * /blackjack/active restores one in progress on load); moves are enabled from the round's
 * `actions`, one request at a time; every answer updates the header balance.
 */
export function useBlackjackGame({ isSignedIn }: { isSignedIn: boolean | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const active = useActiveBlackjack(isSignedIn === true);
  const round: BlackjackRound | null = isSignedIn ? (active.data?.round ?? null) : null;
  const [pending, setPending] = useState<'bet' | BlackjackMove | null>(null);
  const [statusText, setStatusText] = useState<string | null>(null);

  const isInProgress = round?.gameState === 'in_progress';

  const apply = (res: BlackjackResponse) => {
    queryClient.setQueryData<BlackjackActiveResponse>(blackjackQueryKey, { round: res.round, balance: res.balance });
    setCachedBalance(queryClient, res.balance);
  };

  const bet = async (input: BetInput) => {
    // docs/product.md#blackjack: a bet while logged out opens the login dialog and sends nothing.
    if (isSignedIn === false) {
      openLoginDialog();
      return;
    }
    if (isSignedIn === undefined || isInProgress || pending) return;
    setPending('bet');
    setStatusText(null);
    try {
      apply(
        await placeBlackjackBet({
          bet: input.bet,
          sideBets: { perfectPairs: input.perfectPairs, twentyOnePlusThree: input.twentyOnePlusThree },
        }),
      );
      playSound('bet');
    } catch (err) {
      toast({ variant: 'destructive', description: messageOf(err, 'blackjack.error.bet'), duration: 2000 });
      // A round is already open (another tab): the player is sent home (docs/product.md#blackjack).
      if (err instanceof ApiError && err.code === 'GAME_ACTIVE') void navigate('/');
    } finally {
      setPending(null);
    }
  };

  const move = async (name: BlackjackMove) => {
    if (!round || !isInProgress || pending || !round.actions[name]) return;
    setPending(name);
    setStatusText(null);
    try {
      apply(await playBlackjackMove(name, round.gameId));
      const sound = MOVE_SOUND[name];
      if (sound) playSound(sound);
    } catch (err) {
      if (name === 'hit') setStatusText(messageOf(err, MOVE_FALLBACK.hit));
      else toast({ variant: 'destructive', description: messageOf(err, MOVE_FALLBACK[name]), duration: 2000 });
      // The round on screen may be stale (another tab played it): ask the server.
      if (err instanceof ApiError && err.status === 409) void active.refetch();
    } finally {
      setPending(null);
    }
  };

  const can = (name: BlackjackMove) => Boolean(round && isInProgress && !pending && round.actions[name]);

  return {
    round,
    isLoading: isSignedIn === undefined || (isSignedIn && active.isPending),
    isInProgress,
    pending,
    statusText,
    canBet: !isInProgress && pending === null,
    can,
    bet,
    move,
  };
}
