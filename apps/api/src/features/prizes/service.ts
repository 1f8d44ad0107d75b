import { notifyPayoutsChanged } from '../../lib/event-bus';
import type { PrizeItem, PrizeSource } from '@app/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { LeaderboardService } from '../leaderboard/service';
import type { LiveHuntService } from '../live-hunt/service';
import type { WagerMilestonesService } from '../wager-milestones/service';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

type Deps = {
  db: Db;
  liveHunt: Pick<LiveHuntService, 'awards'>;
  leaderboard: Pick<LeaderboardService, 'frozenWinners'>;
  wagerMilestones: Pick<WagerMilestonesService, 'prizes'>;
};

/**
 * The audit row's names: what the prize was won in (`Bonus Hunt #12`, `Roobet 2026-10`: names and
 * figures, the same in every language; the web words the place from the target id) and the prize as
 * its figure or the admin's text.
 */
function auditOf(p: PrizeItem): { wonIn: string; prize: string | number } {
  const wonIn =
    p.source === 'gtb'
      ? `Bonus Hunt #${p.huntIndex}`
      : p.source === 'milestone'
        ? `$${p.threshold} ${p.sponsorName ?? ''} ${p.period ?? p.scope}`.replace(/ +/g, ' ')
        : `${p.sponsorName} ${p.period}`;
  return { wonIn, prize: p.prizeText ?? p.prizePoints ?? p.prizeUsd ?? '' };
}

/** The order of the list: newest first, then by source and key (a place's number as a number). */
function byAwardedThenRef(a: PrizeItem, b: PrizeItem): number {
  if (a.awardedAt !== b.awardedAt) return a.awardedAt < b.awardedAt ? 1 : -1;
  if (a.source !== b.source) return a.source < b.source ? -1 : 1;
  const group = (p: PrizeItem) => p.ref.slice(0, p.ref.lastIndexOf(':'));
  const [ga, gb] = [group(a), group(b)];
  if (ga !== gb) return ga < gb ? -1 : 1;
  return (a.place ?? 0) - (b.place ?? 0);
}

/** Who handed a prize out: the admin's name, or a flag when that admin's account is gone. */
const handedOutByOf = (m: { handedOutBy: string | null } | undefined) => ({
  handedOutBy: m?.handedOutBy ?? null,
  handedOutByRemoved: m !== undefined && m.handedOutBy === null,
});

/**
 * The admin's "prizes to hand out": every GTB award (text prizes to hand out by hand; points prizes
 * listed as already paid by the settlement's ledger row) and every prize place of the frozen wager
 * leaderboard months. Handing out is recorded per (source, ref) with the admin and the time.
 */
export function createPrizesService({ db, liveHunt, leaderboard, wagerMilestones }: Deps) {
  async function list(): Promise<PrizeItem[]> {
    const [awards, months, milestonePrizes, marks] = await Promise.all([
      liveHunt.awards(),
      leaderboard.frozenWinners(),
      wagerMilestones.prizes(),
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
        place: a.place,
        threshold: null,
        scope: null,
        huntIndex: a.huntIndex,
        sponsorName: null,
        period: null,
        winner: a.username === a.login ? a.username : `${a.username} (${a.login})`,
        kind: byLedger ? 'points' : 'text',
        prizePoints: a.points,
        prizeText: byLedger ? null : (a.text ?? ''),
        prizeUsd: null,
        affiliate: a.affiliate,
        awardedAt: a.createdAt.toISOString(),
        paidByLedger: byLedger,
        handedOut: byLedger || Boolean(m),
        handedOutAt: byLedger ? a.createdAt.toISOString() : (m?.handedOutAt.toISOString() ?? null),
        ...handedOutByOf(byLedger ? undefined : m),
      };
    });
    const board: PrizeItem[] = months.map((w) => {
      const ref = `${w.sponsorSlug}:${w.period}:${w.place}`;
      const m = mark('leaderboard', ref);
      return {
        source: 'leaderboard',
        ref,
        place: w.place,
        threshold: null,
        scope: null,
        huntIndex: null,
        sponsorName: w.sponsorName,
        period: w.period,
        winner: w.username,
        kind: 'usd',
        prizePoints: null,
        prizeText: null,
        prizeUsd: w.prizeUsd,
        affiliate: false,
        awardedAt: w.frozenAt.toISOString(),
        paidByLedger: false,
        handedOut: Boolean(m),
        handedOutAt: m?.handedOutAt.toISOString() ?? null,
        ...handedOutByOf(m),
      };
    });
    const reached: PrizeItem[] = milestonePrizes.map((g) => {
      const m = mark('milestone', g.id);
      return {
        source: 'milestone',
        ref: g.id,
        affiliate: false,
        place: null,
        threshold: g.threshold,
        scope: g.scope,
        huntIndex: null,
        sponsorName: g.sponsorName,
        period: g.period,
        winner: g.username,
        kind: 'text',
        prizePoints: null,
        prizeText: g.text,
        prizeUsd: null,
        awardedAt: g.createdAt.toISOString(),
        paidByLedger: false,
        handedOut: Boolean(m),
        handedOutAt: m?.handedOutAt.toISOString() ?? null,
        ...handedOutByOf(m),
      };
    });
    return [...gtb, ...board, ...reached].sort(byAwardedThenRef);
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
      const { wonIn, prize } = auditOf(item);
      await db.transaction(async (tx) => {
        if (handedOut) await repo.markHandedOut(tx, source, ref, actor.userId);
        else await repo.unmarkHandedOut(tx, source, ref);
        await notifyPayoutsChanged(tx);
        await auditService.record(tx, actor, {
          action: handedOut ? 'prize.handout' : 'prize.handout.undo',
          targetType: 'prize',
          targetId: `${source}:${ref}`,
          targetLabel: `${wonIn} · ${item.winner}`,
          summary: { before: { handedOut: item.handedOut }, after: { handedOut, prize } },
        });
      });
      const updated = (await list()).find((p) => p.source === source && p.ref === ref);
      if (!updated) throw notFound('Prize');
      return updated;
    },
  };
}

export type PrizesService = ReturnType<typeof createPrizesService>;
