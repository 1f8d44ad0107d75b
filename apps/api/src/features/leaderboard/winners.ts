import type { Leaderboard } from '@app/contracts';
import type { Executor } from '../../db/client';
import * as repo from './repository';

export type FrozenWinner = {
  sponsorSlug: string;
  sponsorName: string;
  period: string;
  place: number;
  username: string;
  prizeUsd: number;
  frozenAt: Date;
};

/**
 * The winners of the frozen months (newest first): each place the frozen leaderboard gave a prize
 * (whole dollars), with the real username (the public board may mask it). For the admin's
 * prizes-to-hand-out list.
 */
export async function frozenWinners(db: Executor, limitMonths = 120): Promise<FrozenWinner[]> {
  const months = await repo.frozenTops(db, limitMonths);
  return months.flatMap((m) => {
    const board = JSON.parse(m.body) as Leaderboard;
    return board.wager
      .filter((e) => e.prize > 0 && m.top[e.sort - 1])
      .map((e) => ({
        sponsorSlug: m.sponsorSlug,
        sponsorName: m.sponsorName,
        period: m.period,
        place: e.sort,
        username: m.top[e.sort - 1]!.username,
        prizeUsd: e.prize,
        frozenAt: m.frozenAt ?? new Date(0),
      }));
  });
}
