import { gtbPrizeLabel, type PrizeItem, type PrizeSource } from '@app/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { LeaderboardService } from '../leaderboard/service';
import type { LiveHuntService } from '../live-hunt/service';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

type Deps = {
  db: Db;
  liveHunt: Pick<LiveHuntService, 'awards'>;
  leaderboard: Pick<LeaderboardService, 'frozenWinners'>;
};

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * The admin's "prizes to hand out": every GTB award (text prizes to hand out by hand; points prizes
 * listed as already paid by the settlement's ledger row) and every prize place of the frozen wager
 * leaderboard months. Handing out is recorded per (source, ref) with the admin and the time.
 */
export function createPrizesService({ db, liveHunt, leaderboard }: Deps) {
  async function list(): Promise<PrizeItem[]> {
    const [awards, months, marks] = await Promise.all([
      liveHunt.awards(),
      leaderboard.frozenWinners(),
      repo.handouts(db),
    ]);
    const marked = new Map(marks.map((m) => [`${m.source}|${m.ref}`, m]));
    const mark = (source: PrizeSource, ref: string) => marked.get(`${source}|${ref}`);
    const gtb: PrizeItem[] = awards.map((a) => {
      const ref = `${a.huntId}:${a.place}`;
      const byLedger = a.points !== null;
      const m = mark('gtb', ref);
      return {
        source: 'gtb',
        ref,
        title: `Bonus Hunt #${a.huntIndex} · GTB place ${a.place}`,
        winner: a.username === a.login ? a.username : `${a.username} (${a.login})`,
        prize: gtbPrizeLabel(a),
        kind: byLedger ? 'points' : 'text',
        awardedAt: a.createdAt.toISOString(),
        paidByLedger: byLedger,
        handedOut: byLedger || Boolean(m),
        handedOutAt: byLedger ? a.createdAt.toISOString() : (m?.handedOutAt.toISOString() ?? null),
        handedOutBy: byLedger ? 'Paid at settlement' : m ? (m.handedOutBy ?? 'A removed admin') : null,
      };
    });
    const board: PrizeItem[] = months.map((w) => {
      const ref = `${w.sponsorSlug}:${w.period}:${w.place}`;
      const m = mark('leaderboard', ref);
      return {
        source: 'leaderboard',
        ref,
        title: `${w.sponsorName} wager race ${w.period} · place ${w.place}`,
        winner: w.username,
        prize: usd(w.prizeUsd),
        kind: 'usd',
        awardedAt: w.frozenAt.toISOString(),
        paidByLedger: false,
        handedOut: Boolean(m),
        handedOutAt: m?.handedOutAt.toISOString() ?? null,
        handedOutBy: m ? (m.handedOutBy ?? 'A removed admin') : null,
      };
    });
    return [...gtb, ...board].sort((a, b) =>
      a.awardedAt < b.awardedAt ? 1 : a.awardedAt > b.awardedAt ? -1 : a.title.localeCompare(b.title),
    );
  }

  return {
    list,
    /** Marks a listed prize handed out or not; a points prize is paid by the ledger and never toggled. */
    async setHandedOut(source: PrizeSource, ref: string, handedOut: boolean, actor: AuditActor): Promise<PrizeItem> {
      const item = (await list()).find((p) => p.source === source && p.ref === ref);
      if (!item) throw notFound('Prize');
      if (item.paidByLedger)
        throw new AppError(
          'PRIZE_PAID_BY_LEDGER',
          'A points prize is paid into the winner’s balance at settlement; there is nothing to hand out.',
        );
      await db.transaction(async (tx) => {
        if (handedOut) await repo.markHandedOut(tx, source, ref, actor.userId);
        else await repo.unmarkHandedOut(tx, source, ref);
        await auditService.record(tx, actor, {
          action: handedOut ? 'prize.handout' : 'prize.handout.undo',
          targetType: 'prize',
          targetId: `${source}:${ref}`,
          targetLabel: `${item.title} · ${item.winner}`,
          summary: { before: { handedOut: item.handedOut }, after: { handedOut, prize: item.prize } },
        });
      });
      const updated = (await list()).find((p) => p.source === source && p.ref === ref);
      if (!updated) throw notFound('Prize');
      return updated;
    },
  };
}

export type PrizesService = ReturnType<typeof createPrizesService>;
