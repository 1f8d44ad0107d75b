import {
  addDays,
  fillDays,
  lisbonDay,
  pointsSourceOf,
  rangeDays,
  zeroBySource,
  type ActiveAccountsAnalytics,
  type AnalyticsQuery,
  type HuntsAnalytics,
  type OfferClicksAnalytics,
  type PointsAnalytics,
  type RedemptionsAnalytics,
} from '@app/contracts';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createCoalescer } from '../../lib/coalescer';
import * as repo from './repository';

/**
 * A day is summarised only once it ended this long ago: a transaction still open at midnight can
 * commit a row dated before it afterwards (created_at is the transaction's start), and the app's
 * transactions last milliseconds, so an hour is far beyond any of them. Until then it is read live.
 */
export const SETTLE_MS = 60 * 60 * 1000;

/** How far back the job writes summaries: the longest range the page shows. */
export const SUMMARY_LOOKBACK_DAYS = 90;

type Range = { from: string; until: string; days: number; list: string[] };

export function createAnalyticsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const coalesce = createCoalescer();
  /** The key of one chart's read: the chart and the resolved range (so "today" changes the key at midnight). */
  const key = (chart: string, r: Range) => `${chart}|${r.from}|${r.until}`;

  const range = (query: AnalyticsQuery): Range => {
    const today = lisbonDay(now());
    const until = query.until ?? today;
    if (until > today) throw new AppError('VALIDATION_ERROR', 'The range cannot end after today.');
    const list = rangeDays(until, query.days);
    return { from: list[0]!, until, days: query.days, list };
  };

  /** The last day that may be summarised now. */
  const lastClosedDay = (): string => addDays(lisbonDay(new Date(now().getTime() - SETTLE_MS)), -1);

  /**
   * Rows of a range from the summary where the day is summarised, and live (one range scan over the
   * days that are not, usually today alone) for the rest.
   */
  async function summaryOrLive<T extends { day: string }>(
    r: Range,
    summary: (from: string, until: string) => Promise<T[]>,
    live: (from: string, until: string) => Promise<T[]>,
  ): Promise<T[]> {
    const done = new Set(await repo.summarisedDays(db, r.from, r.until));
    const missing = r.list.filter((d) => !done.has(d));
    const [stored, fresh] = await readTogether(db, [
      () => (done.size > 0 ? summary(r.from, r.until) : Promise.resolve([] as T[])),
      () => (missing.length > 0 ? live(missing[0]!, missing[missing.length - 1]!) : Promise.resolve([] as T[])),
    ] as const);
    const missingSet = new Set(missing);
    return [...stored.filter((row) => done.has(row.day)), ...fresh.filter((row) => missingSet.has(row.day))];
  }

  async function pointsOf(r: Range): Promise<PointsAnalytics> {
    const rows = await summaryOrLive(
      r,
      (f, u) => repo.summaryLedgerDays(db, f, u),
      (f, u) => repo.liveLedgerDays(db, f, u),
    );
    const byDay = new Map(r.list.map((day) => [day, { day, issued: zeroBySource(), spent: zeroBySource() }]));
    for (const row of rows) {
      const entry = byDay.get(row.day);
      if (!entry) continue;
      const source = pointsSourceOf(row.reason);
      entry.issued[source] += row.issued;
      entry.spent[source] += row.spent;
    }
    return { from: r.from, until: r.until, days: r.days, rows: [...byDay.values()] };
  }

  async function activeAccountsOf(r: Range): Promise<ActiveAccountsAnalytics> {
    const rows = await summaryOrLive(
      r,
      (f, u) => repo.summaryActiveDays(db, f, u),
      (f, u) => repo.liveActiveDays(db, f, u),
    );
    const byDay = new Map(r.list.map((day) => [day, { day, twitch: 0, kick: 0, both: 0, none: 0, total: 0 }]));
    for (const row of rows) {
      const entry = byDay.get(row.day);
      if (!entry) continue;
      entry[row.platform] += row.accounts;
      entry.total += row.accounts;
    }
    return { from: r.from, until: r.until, days: r.days, rows: [...byDay.values()] };
  }

  async function offerClicksOf(r: Range): Promise<OfferClicksAnalytics> {
    const [offers, clicks] = await readTogether(db, [
      () => repo.offersList(db),
      () => repo.offerClickDays(db, r.from, r.until),
    ] as const);
    const column = new Map(offers.map((o, i) => [o.offerId, i]));
    const byDay = new Map(r.list.map((day) => [day, { day, clicks: offers.map(() => 0) }]));
    for (const c of clicks) {
      const i = column.get(c.offerId);
      const entry = byDay.get(c.day);
      if (i !== undefined && entry) entry.clicks[i]! += c.clicks;
    }
    return { from: r.from, until: r.until, days: r.days, offers, rows: [...byDay.values()] };
  }

  async function redemptionsOf(r: Range): Promise<RedemptionsAnalytics> {
    const rows = await repo.redemptionDays(db, r.from, r.until);
    return {
      from: r.from,
      until: r.until,
      days: r.days,
      rows: fillDays(r.list, rows, (day) => ({ day, requested: 0, approved: 0, denied: 0 })),
    };
  }

  return {
    /** Issued and spent points per day and source. */
    async points(query: AnalyticsQuery): Promise<PointsAnalytics> {
      const r = range(query);
      return coalesce(key('points', r), () => pointsOf(r));
    },

    /** Distinct active accounts per day, by the platforms each has linked. */
    async activeAccounts(query: AnalyticsQuery): Promise<ActiveAccountsAnalytics> {
      const r = range(query);
      return coalesce(key('active', r), () => activeAccountsOf(r));
    },

    /** Claim clicks per offer and day; every offer, in the home page's order. */
    async offerClicks(query: AnalyticsQuery): Promise<OfferClicksAnalytics> {
      const r = range(query);
      return coalesce(key('offers', r), () => offerClicksOf(r));
    },

    /** Redemptions requested, approved and denied per day. */
    async redemptions(query: AnalyticsQuery): Promise<RedemptionsAnalytics> {
      const r = range(query);
      return coalesce(key('redemptions', r), () => redemptionsOf(r));
    },

    /** GTB and AVG participation per live hunt started in the range. */
    async hunts(query: AnalyticsQuery): Promise<HuntsAnalytics> {
      const r = range(query);
      return coalesce(key('hunts', r), async () => ({
        from: r.from,
        until: r.until,
        days: r.days,
        hunts: await repo.huntParticipation(db, r.from, r.until),
      }));
    },
    /**
     * The summary job's run: writes every closed day of the last `lookbackDays` that has no summary yet,
     * each in its own short transaction. Idempotent and safe on several instances at once (upserts keyed
     * by day; two instances computing one day write the same values). Returns the days written.
     */
    async summarise(lookbackDays = SUMMARY_LOOKBACK_DAYS): Promise<string[]> {
      const last = lastClosedDay();
      const first = addDays(last, -(lookbackDays - 1));
      const done = new Set(await repo.summarisedDays(db, first, last));
      const todo = rangeDays(last, lookbackDays).filter((d) => !done.has(d));
      for (const day of todo) await db.transaction((tx) => repo.writeDaySummary(tx, day));
      return todo;
    },

    /** The live aggregate of a range, whatever is summarised (the tests compare it with the summary). */
    async liveOnly(from: string, until: string) {
      const [ledger, active] = await readTogether(db, [
        () => repo.liveLedgerDays(db, from, until),
        () => repo.liveActiveDays(db, from, until),
      ] as const);
      return { ledger, active };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
