import type { GiveawayPick } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';

/** Whether the viewer asked for less motion (OBS's browser follows the system setting). */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduce, setReduce] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setReduce(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return Boolean(reduce);
}

/**
 * The delays of one spin: quick at first, slowing down, about `total` ms in all. The last frame is
 * the winner; every frame before it is a real entry's name.
 */
export function spinDelays(total: number): number[] {
  const delays: number[] = [];
  let delay = 45;
  let sum = 0;
  while (sum + delay < total) {
    delays.push(delay);
    sum += delay;
    delay = Math.min(420, delay * 1.09);
  }
  return delays;
}

/** The first spin is the long one; the next winners land faster. */
const FIRST_SPIN_MS = 4_000;
const NEXT_SPIN_MS = 1_800;
/** Past this many winners the rest are shown at once (a draw of 100 would take minutes). */
const SPUN_WINNERS = 5;

/**
 * The draw on stream: names of real entries cycle and slow down, and each spin stops on the true
 * winner the API gave, in pick order; then the next. The animation never decides anything: it only
 * runs over the entry list's names and lands where the server's draw (verifiable) already did. A
 * viewer who asks for reduced motion sees the winners at once. Winners added later (a reroll) spin in
 * their turn; winners already shown stay.
 */
export function useWinnerReveal(
  winners: readonly GiveawayPick[],
  /** The entry list's names; null while it loads (nothing spins before). */
  names: readonly string[] | null,
  reduceMotion: boolean,
) {
  const [revealed, setRevealed] = useState<number[]>([]);
  const [frame, setFrame] = useState<string | null>(null);
  const pending = winners.filter((w) => !revealed.includes(w.nonce));
  const next = pending[0];
  const ready = names !== null;
  const latest = useRef({ winners, names, pending });
  latest.current = { winners, names, pending };

  useEffect(() => {
    if (!next || !ready) return;
    const { winners: all, names: pool0, pending: waiting } = latest.current;
    if (reduceMotion) {
      setRevealed((r) => [...r, ...waiting.map((w) => w.nonce)]);
      return;
    }
    const pool = (pool0 ?? []).filter((n) => n !== next.name);
    if (pool.length === 0 || all.indexOf(next) >= SPUN_WINNERS) {
      // Nobody else to cycle through, or past the spun winners: shown at once.
      setRevealed((r) => [...r, next.nonce]);
      return;
    }
    const delays = spinDelays(all.indexOf(next) === 0 ? FIRST_SPIN_MS : NEXT_SPIN_MS);
    // Where the names start is no secret and decides nothing: the spin always ends on the winner.
    const start = next.ticket % pool.length;
    let step = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      if (step < delays.length) {
        setFrame(pool[(start + step) % pool.length]!);
        timer = setTimeout(tick, delays[step]!);
        step += 1;
        return;
      }
      setFrame(null);
      setRevealed((r) => [...r, next.nonce]);
    };
    tick();
    return () => clearTimeout(timer);
    // A poll answering the same winners must not restart the spin: it depends on which winner is next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next?.nonce, ready, reduceMotion]);

  return {
    /** The name on the reel now (null between spins). */
    frame,
    /** The winner the reel is spinning towards (never shown before it lands). */
    spinningFor: next ?? null,
    /** The winners already landed on, in pick order. */
    shown: winners.filter((w) => revealed.includes(w.nonce)),
    done: pending.length === 0,
  };
}
