import type { AdminSponsor, Sponsor, SponsorAdapter } from '@app/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { JobLogger } from '../../lib/jobs';
import { monthWindow, type MonthWindow } from '../../lib/lisbon-months';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import type { SecretBox } from '../../lib/secret-box';
import type { AuditActor } from '../audit/service';
import { AdapterError, type Credentials, defaultBaseUrls, fetchWagers, type FetchResult } from './adapters';
import { etagOf, prepare, withViewerNames, type ViewerNames } from './board';
import type { LeaderboardContext } from './context';
import { importCsv, refreeze } from './months';
import * as repo from './repository';
import { createSponsor, toAdmin, updateSponsor, type SponsorInput } from './sponsors-admin';
import { freeze, syncAll, syncOne } from './sync';
import { frozenWinners } from './winners';

// The board's pure rules live in board.ts; the seed and the tests read them from here too.
export { buildLeaderboard, maskName, prepare, withViewerNames, type ViewerNames } from './board';

type Deps = {
  db: Db;
  secrets: SecretBox;
  log: JobLogger & { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
  baseUrls?: Partial<Record<Exclude<SponsorAdapter, 'csv'>, string>>;
  timeoutMs?: number;
  /** How long one instance reuses a prepared body before re-reading it (other instances' writes show after this). */
  cacheMs?: number;
  now?: () => Date;
};

export function createLeaderboardService(deps: Deps) {
  const { db, secrets, log } = deps;
  const now = deps.now ?? (() => new Date());
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const cacheMs = deps.cacheMs ?? 2_000;
  /** Prepared bodies per (sponsor, month), at most `cacheMs` old, refreshed by one read at a time. */
  const cache = createRefreshingCache<string, { body: string; etag: string; frozen: boolean }>({ maxAgeMs: cacheMs });
  /** The time-zone arithmetic costs more than the rest of a cached read: reuse the current month until it ends. */
  let currentWindow: MonthWindow | null = null;
  const windowAt = (at: Date): MonthWindow => {
    const t = at.getTime();
    if (currentWindow && t >= currentWindow.start.getTime() && t < currentWindow.end.getTime()) return currentWindow;
    const w = monthWindow(at);
    if (t >= now().getTime() - 60_000) currentWindow = w;
    return w;
  };

  const credentialsOf = (s: repo.SponsorRow): Credentials | null => {
    if (!s.credentialsSealed) return null;
    try {
      return JSON.parse(secrets.open(s.credentialsSealed)) as Credentials;
    } catch (err) {
      log.error({ err, sponsor: s.slug }, 'sponsor credentials cannot be opened (SECRETS_KEY changed?)');
      return null;
    }
  };

  async function fetchFor(s: repo.SponsorRow, window: MonthWindow): Promise<FetchResult> {
    if (s.adapter === 'csv') throw new AdapterError('this sponsor is imported by CSV');
    const creds = credentialsOf(s);
    if (!creds) throw new AdapterError('no credentials configured');
    return fetchWagers(s.adapter, creds, window, {
      baseUrl: deps.baseUrls?.[s.adapter] ?? defaultBaseUrls[s.adapter],
      timeoutMs,
      now: now(),
    });
  }

  async function withPeriods() {
    const [list, periods] = await Promise.all([repo.listSponsors(db), repo.periodsOf(db)]);
    // Past months only: the frozen snapshots.
    return list.map((s) => ({
      s,
      periods: periods.filter((p) => p.sponsorId === s.id && p.frozen).map((p) => p.period),
    }));
  }

  /** Who follows the standings (the casino accounts verify claims against them); errors are logged, never thrown. */
  const standingsListeners: ((sponsorId: string, period: string) => Promise<unknown>)[] = [];
  const standingsWritten = async (sponsorId: string, period: string) => {
    for (const listener of standingsListeners)
      await listener(sponsorId, period).catch((err: unknown) =>
        log.error({ err, sponsorId, period }, 'a standings listener failed; the next check catches up'),
      );
  };

  let viewerNames: ViewerNames | null = null;

  const context: LeaderboardContext = { db, secrets, log, now, cache, fetchFor, standingsWritten };

  return {
    /** Who says which site names the board shows beside its places (the casino accounts feature). */
    setViewerNames(provider: ViewerNames): void {
      viewerNames = provider;
    },
    /**
     * Calls `listener` with the sponsor's id and the month ('YYYY-MM') after each write of its
     * standings (sync, CSV import, re-freeze of any past month).
     */
    onStandingsWritten(listener: (sponsorId: string, period: string) => Promise<unknown>): void {
      standingsListeners.push(listener);
    },
    /** The frozen months' prize winners with their real names (the admin's prizes to hand out). */
    frozenWinners: (limitMonths?: number) => frozenWinners(db, limitMonths),
    async listPublic(): Promise<Sponsor[]> {
      return (await withPeriods()).map(({ s, periods }) => ({
        slug: s.slug,
        name: s.name,
        logo: s.logo,
        prizes: s.prizes,
        periods,
      }));
    },
    async listAdmin(): Promise<AdminSponsor[]> {
      return (await withPeriods()).map(({ s, periods }) => toAdmin(s, periods));
    },
    create: (input: SponsorInput, actor: AuditActor) => createSponsor(context, input, actor),
    update: (slug: string, patch: Partial<SponsorInput>, actor: AuditActor) =>
      updateSponsor(context, slug, patch, actor),

    /** The prepared body for a month (the current one without `startTimestamp`): one map lookup on a hit. */
    async read(slug: string, startTimestamp?: number): Promise<{ body: string; etag: string; frozen: boolean }> {
      const window = windowAt(startTimestamp === undefined ? now() : new Date(startTimestamp * 1000));
      const key = `${slug}|${window.period}`;
      return cache.get(key, async () => {
        const sponsor = await repo.findSponsor(db, slug);
        if (!sponsor) throw notFound('Sponsor');
        const row = await repo.readBody(db, sponsor.id, window.period);
        const p = row ?? prepare([], window, sponsor, 'empty');
        const frozen = Boolean(row?.frozenAt);
        // A viewer's choice changes the answer, not the stored month: applied on each read (cached like it).
        const shown = viewerNames && p.topNames.length ? await viewerNames(sponsor.id, p.topNames) : [];
        const body = withViewerNames(p.body, shown);
        return body === p.body ? { body, etag: p.etag, frozen } : { body, etag: etagOf(body), frozen };
      });
    },

    /** One sponsor, one month: fetch, then the idempotent upsert. A failure keeps the last good standings. */
    syncOne: (s: repo.SponsorRow, window: MonthWindow) => syncOne(context, s, window),
    /** The sync job's run: every API sponsor's current month, and an ended month's last fetch and freeze. */
    syncAll: () => syncAll(context),
    /** Freezes a month once (the first of concurrent calls gets `true`). */
    freeze: (sponsorId: string, period: string, adminId: string | null) => freeze(context, sponsorId, period, adminId),

    /** Admin: fetch the month again (API sponsors) or keep its rows (CSV), and freeze the result anew. Logged. */
    refreeze: (slug: string, period: string, actor: AuditActor) => refreeze(context, slug, period, actor),
    /** Admin: a month's standings from a CSV file (an open month only). */
    importCsv: (slug: string, period: string, csv: string, actor: AuditActor) =>
      importCsv(context, slug, period, csv, actor),
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
