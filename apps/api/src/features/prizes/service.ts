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
  /**
   * Every prize with the name of what it was won in (`Bonus Hunt #12`, `Roobet 2026-10`: names and
   * figures, the same in every language) for its audit row.
   */
  async function entries(): Promise<Array<{ item: PrizeItem; wonIn: string }>> {
    const [awards, months, marks] = await Promise.all([
      liveHunt.awards(),
      leaderboard.frozenWinners(),
      repo.handouts(db),
    ]);
    const marked = new Map(marks.map((m) => [`${m.source}|${m.ref}`, m]));
    const mark = (source: PrizeSource, ref: string) => marked.get(`${source}|${ref}`);
    const gtb = awards.map((a) => {
      const ref = `${a.huntId}:${a.place}`;
      const byLedger = a.points !== null;
      const m = mark('gtb', ref);
      const item: PrizeItem = {
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
      return { item, wonIn: `Bonus Hunt #${a.huntIndex}` };
    });
    const board = months.map((w) => {
      const ref = `${w.sponsorSlug}:${w.period}:${w.place}`;
      const m = mark('leaderboard', ref);
      const item: PrizeItem = {
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
      return { item, wonIn: `${w.sponsorName} ${w.period}` };
    });
    return [...gtb, ...board].sort(({ item: a }, { item: b }) =>
      a.awardedAt < b.awardedAt ? 1 : a.awardedAt > b.awardedAt ? -1 : a.title.localeCompare(b.title),
    );
  }

  const list = async (): Promise<PrizeItem[]> => (await entries()).map((e) => e.item);

  return {
    list,
    /** Marks a listed prize handed out or not; a points prize is paid by the ledger and never toggled. */
    async setHandedOut(source: PrizeSource, ref: string, handedOut: boolean, actor: AuditActor): Promise<PrizeItem> {
      const found = (await entries()).find(({ item: p }) => p.source === source && p.ref === ref);
      if (!found) throw notFound('Prize');
      const { item, wonIn } = found;
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
          // Names only: the web words the place from the target id (`gtb:<hunt>:<place>`) in the reader's language.
          targetLabel: `${wonIn} · ${item.winner}`,
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
