import type { MinesActiveResponse, MinesResponse, MinesRound } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { playSound } from '@/components/ui/sound';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { openLoginDialog } from '@/lib/login-dialog';
import { setCachedBalance } from '@/lib/session';
import { cashoutMines } from './api/cashout-mines';
import { minesQueryKey, useActiveMines } from './api/get-active-mines';
import { revealTile } from './api/reveal-tile';
import { startMines } from './api/start-mines';

/** docs/product.md#mines: the win overlay stays 1.5 s. */
export const WIN_OVERLAY_MS = 1500;

/** A move waiting its turn: picks go to the server one at a time, in the order they were clicked. */
type Move = { kind: 'pick'; tile: number } | { kind: 'cashout' };

export type MinesWin = { points: number; multiplier: number };

/**
 * The Mines screen's state machine (docs/product.md#mines): idle -> active on Bet; picks queued and sent
 * one by one; active -> exploded | cashed_out. The round itself lives in the query cache (restored
 * by GET /mines on load); this hook adds the queue, the overlay and the sounds.
 */
export function useMinesGame({ isSignedIn }: { isSignedIn: boolean | undefined }) {
  const queryClient = useQueryClient();
  const active = useActiveMines(isSignedIn === true);
  const round: MinesRound | null = isSignedIn ? (active.data?.round ?? null) : null;

  const movesRef = useRef<Move[]>([]);
  const runningRef = useRef(false);
  const [queued, setQueued] = useState<number[]>([]);
  const [inFlight, setInFlight] = useState<number | null>(null);
  const [isCashingOut, setIsCashingOut] = useState(false);
  const [isCashoutQueued, setIsCashoutQueued] = useState(false);
  const [isBetting, setIsBetting] = useState(false);
  const [isSyncing, setIsSyncing] = useState(false);
  const [win, setWin] = useState<MinesWin | null>(null);

  useEffect(() => {
    if (!win) return;
    const timer = window.setTimeout(() => setWin(null), WIN_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [win]);

  const publishQueue = () => setQueued(movesRef.current.flatMap((m) => (m.kind === 'pick' ? [m.tile] : [])));

  const clearQueue = useCallback(() => {
    movesRef.current = [];
    setQueued([]);
    setIsCashoutQueued(false);
  }, []);

  /** Writes a server answer into the cache and the header balance, and plays what happened. */
  const apply = useCallback(
    (res: MinesResponse) => {
      queryClient.setQueryData<MinesActiveResponse>(minesQueryKey, { round: res.round, balance: res.balance });
      setCachedBalance(queryClient, res.balance);
      const { round: next } = res;
      if (next.updatedTile) playSound(next.updatedTile.type === 'mine' ? 'mine' : 'diamond');
      if (next.status === 'cashed_out') {
        playSound('cashout');
        setWin({ points: next.points ?? next.cashoutValue ?? 0, multiplier: next.game.currentMultiplier ?? 0 });
      }
      if (next.status !== 'active') clearQueue();
    },
    [queryClient, clearQueue],
  );

  /** A failed move ends the game on screen and drops the queue, then asks the server what is true. */
  const resync = useCallback(async () => {
    clearQueue();
    setIsSyncing(true);
    try {
      await queryClient.refetchQueries({ queryKey: minesQueryKey, exact: true });
    } finally {
      setIsSyncing(false);
    }
  }, [queryClient, clearQueue]);

  const run = useCallback(async () => {
    if (runningRef.current) return;
    runningRef.current = true;
    try {
      for (let move = movesRef.current.shift(); move; move = movesRef.current.shift()) {
        publishQueue();
        if (move.kind === 'pick') {
          setInFlight(move.tile);
          try {
            apply(await revealTile(move.tile));
          } catch (err) {
            // docs/product.md#mines: logged only; the local game ends and the queue is cleared.
            console.error('Mines pick failed', err);
            await resync();
          } finally {
            setInFlight(null);
          }
        } else {
          setIsCashingOut(true);
          try {
            apply(await cashoutMines());
          } catch (err) {
            console.error('Mines cashout failed', err);
            await resync();
          } finally {
            setIsCashingOut(false);
            setIsCashoutQueued(false);
          }
        }
      }
    } finally {
      runningRef.current = false;
      publishQueue();
    }
  }, [apply, resync]);

  const isActive = round?.status === 'active';
  const isBusy = isBetting || isSyncing || isCashingOut || isCashoutQueued;

  const pick = useCallback(
    (tile: number) => {
      if (!round || round.status !== 'active' || isBusy) return;
      if (
        !round.board[tile]?.hidden ||
        tile === inFlight ||
        movesRef.current.some((m) => m.kind === 'pick' && m.tile === tile)
      )
        return;
      movesRef.current.push({ kind: 'pick', tile });
      publishQueue();
      void run();
    },
    [round, isBusy, inFlight, run],
  );

  /** Tiles a click could still queue: hidden, not queued, not on their way to the server. */
  const pickable = (r: MinesRound | null) =>
    r && r.status === 'active'
      ? r.board.flatMap((t, i) => (t.hidden && i !== inFlight && !queued.includes(i) ? [i] : []))
      : [];

  const pickRandom = () => {
    const options = pickable(round);
    const tile = options[Math.floor(Math.random() * options.length)];
    if (tile !== undefined) pick(tile);
  };

  const cashout = () => {
    if (!isActive || round?.cashoutValue == null || isBusy) return;
    // Picks not yet sent are dropped: Cashout takes the value on screen, not a later one.
    movesRef.current = [{ kind: 'cashout' }];
    setIsCashoutQueued(true);
    publishQueue();
    void run();
  };

  const bet = async (input: { bet: number; mines: number }) => {
    if (isSignedIn === false) {
      openLoginDialog();
      return;
    }
    if (isSignedIn === undefined || isActive || isBetting) return;
    setIsBetting(true);
    setWin(null);
    clearQueue();
    try {
      const res = await startMines(input);
      queryClient.setQueryData<MinesActiveResponse>(minesQueryKey, { round: res.round, balance: res.balance });
      setCachedBalance(queryClient, res.balance);
      playSound('bet');
    } catch (err) {
      // docs/product.md#mines: a refused bet says why for 2 s (the text of the server's error code).
      toast({ variant: 'destructive', description: errorMessage(err), duration: 2000 });
      if (err instanceof ApiError && err.code === 'GAME_ACTIVE') void resync();
    } finally {
      setIsBetting(false);
    }
  };

  return {
    round,
    isLoading: isSignedIn === undefined || (isSignedIn && active.isPending),
    isActive,
    isBusy,
    isBetting,
    isCashingOut,
    queued,
    inFlight,
    win,
    canPickRandom: isActive && !isBusy && pickable(round).length > 0,
    canCashout: isActive && !isBusy && round?.cashoutValue != null,
    pick,
    pickRandom,
    cashout,
    bet,
  };
}
