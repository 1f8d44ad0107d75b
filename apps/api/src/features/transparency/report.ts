import {
  POINTS_SOURCES,
  pointsSourceOf,
  TRANSPARENCY_PRIZE_KINDS,
  type PrizeItem,
  type Transparency,
  type TransparencyPeriod,
  type TransparencyPrizeKind,
} from '@app/contracts';
import type { HuntResult } from '@app/contracts';
import type { Db } from '../../db/client';
import type { TournamentTransparencyRow } from '../tournaments/transparency';
import { readTogether } from '../../db/client';
import { monthWindow, windowOfPeriod } from '../../lib/lisbon-months';
import * as repo from './repository';

/** What the report reads from other features, through their services. */
export type ReportSources = {
  /** GTB awards and the frozen leaderboard places, with their handed-out marks (the prizes desk's list). */
  prizes: () => Promise<PrizeItem[]>;
  /** Every finished live hunt (the public hunt statistics). */
  finishedHunts: () => Promise<HuntResult[]>;
  /** Tournaments finished or cancelled in [from, until), newest first, with their pools' figures (the tournaments feature). */
  tournaments: (from: Date | null, until: Date | null) => Promise<TournamentTransparencyRow[]>;
};

/** The range of a period: a Lisbon calendar month, or all time (null bounds). */
export function rangeOf(period: TransparencyPeriod): repo.Range {
  if (period === 'all') return { from: null, until: null };
  const w = windowOfPeriod(period);
  return { from: w.start, until: w.end };
}

const inRange = (at: string | null, r: repo.Range) =>
  at !== null && (!r.from || at >= r.from.toISOString()) && (!r.until || at < r.until.toISOString());

/** Every Lisbon month from the one of `first` to the one of `now`, newest first (none before any ledger row). */
export function monthsSince(first: Date | null, now: Date): string[] {
  if (!first) return [monthWindow(now).period];
  const months: string[] = [];
  let w = monthWindow(now);
  const stop = monthWindow(first).period;
  while (months.length < 1200) {
    months.push(w.period);
    if (w.period <= stop) break;
    w = monthWindow(new Date(w.start.getTime() - 1));
  }
  return months;
}

type PrizeRow = Transparency['prizes'][number];

function prizeRows(
  items: PrizeItem[],
  giveaways: repo.GiveawayRow[],
  winners: repo.WinnerRow[],
  milestones: { awarded: number; paid: number; points: number },
  r: repo.Range,
): PrizeRow[] {
  const rows = new Map<TransparencyPrizeKind, PrizeRow>(
    TRANSPARENCY_PRIZE_KINDS.map((kind) => [kind, { kind, awarded: 0, paid: 0, unpaid: 0, points: 0, usd: 0 }]),
  );
  for (const p of items) {
    if (p.source === 'milestone' || !inRange(p.awardedAt, r)) continue;
    const row = rows.get(p.source)!;
    row.awarded += 1;
    if (p.handedOut) row.paid += 1;
    if (p.paidByLedger) row.points += p.prizePoints ?? 0;
    row.usd += p.prizeUsd ?? 0;
  }
  const final = new Map(giveaways.map((g) => [g.id, g.final]));
  const giveaway = rows.get('giveaway')!;
  for (const w of winners) {
    giveaway.awarded += 1;
    if (final.get(w.giveawayId)) giveaway.paid += 1;
    giveaway.points += w.pointsPaid ?? 0;
  }
  Object.assign(rows.get('milestone')!, milestones);
  return [...rows.values()].map((row) => ({
    ...row,
    unpaid: row.awarded - row.paid,
    usd: Math.round(row.usd * 100) / 100,
  }));
}

/** The report of one period, read together in one snapshot where the database allows it. */
export async function loadReport(
  db: Db,
  sources: ReportSources,
  period: TransparencyPeriod,
  now = new Date(),
): Promise<Transparency> {
  const r = rangeOf(period);
  const [ledger, first, giveaways, milestones] = await readTogether(db, [
    () => repo.ledgerByReason(db, r),
    () => repo.firstLedgerAt(db),
    () => repo.drawnGiveaways(db, r),
    () => repo.milestoneGrants(db, r),
  ]);
  const [winners, prizeItems, hunts, tournaments] = await Promise.all([
    repo.giveawayWinners(
      db,
      giveaways.map((g) => g.id),
    ),
    sources.prizes(),
    sources.finishedHunts(),
    sources.tournaments(r.from, r.until),
  ]);

  const bySource = new Map(POINTS_SOURCES.map((source) => [source, { source, issued: 0, spent: 0 }]));
  for (const row of ledger) {
    const s = bySource.get(pointsSourceOf(row.reason))!;
    s.issued += row.issued;
    s.spent += row.spent;
  }
  const sources_ = [...bySource.values()];
  const byGiveaway = new Map<string, repo.WinnerRow[]>();
  for (const w of winners) byGiveaway.set(w.giveawayId, [...(byGiveaway.get(w.giveawayId) ?? []), w]);

  return {
    period,
    from: r.from?.toISOString() ?? null,
    until: r.until?.toISOString() ?? null,
    months: monthsSince(first, now),
    generatedAt: now.toISOString(),
    points: {
      sources: sources_,
      issued: sources_.reduce((sum, s) => sum + s.issued, 0),
      spent: sources_.reduce((sum, s) => sum + s.spent, 0),
    },
    prizes: prizeRows(prizeItems, giveaways, winners, milestones, r),
    giveaways: giveaways.map((g) => ({
      id: g.id,
      title: g.title,
      drawnAt: g.drawnAt.toISOString(),
      final: g.final,
      entries: g.entries,
      tickets: g.tickets,
      pointsPrize: g.pointsPrize,
      prize: g.prize,
      beacon: g.beacon,
      winners: (byGiveaway.get(g.id) ?? []).map((w) => ({ name: w.anonymous ? null : w.name })),
      proof: `/giveaways/${g.id}/verify`,
    })),
    // the hunt statistics list them oldest first; the report newest first
    hunts: [...hunts]
      .reverse()
      .filter((h) => inRange(h.endedAt, r))
      .map((h) => ({
        id: h._id,
        index: h.index,
        startedAt: h.createdAt,
        finishedAt: h.endedAt,
        start: h.start,
        result: h.win,
        profit: h.profit,
      })),
    tournaments: tournaments.map((t) => ({
      id: t.id,
      name: t.name,
      state: t.state,
      finishedAt: t.endedAt.toISOString(),
      entrants: t.entrants,
      champion: t.champion,
      predictions: t.predictions,
      staked: t.staked,
      paid: t.paid,
      houseCut: t.houseCut,
      capRemoved: t.capRemoved,
      refunded: t.refunded,
      proof: `/tournaments/${t.id}`,
    })),
  };
}
