import { createHash } from 'node:crypto';
import type { AdminSponsor, Leaderboard, Sponsor, SponsorAdapter } from '@app/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import type { JobLogger } from '../../lib/jobs';
import type { SecretBox } from '../../lib/secret-box';
import {
  AdapterError,
  type Credentials,
  defaultBaseUrls,
  fetchWagers,
  type FetchResult,
  type WagerRow,
} from './adapters';
import { parseWagerCsv } from './csv';
import { monthWindow, type MonthWindow, previousMonth, windowOfPeriod } from '../../lib/lisbon-months';
import { auditService, type AuditActor } from '../audit/service';
import { changes, clean, pick } from '../audit/summary';
import * as repo from './repository';

const AUDITED_FIELDS = ['slug', 'name', 'logo', 'adapter', 'prizes', 'maskNames'] as const satisfies ReadonlyArray<
  keyof repo.SponsorRow
>;

/** 'ab***z': enough for a viewer to find themselves, not enough to name a stranger. */
export function maskName(name: string): string {
  if (name.length <= 2) return `${name[0] ?? ''}***`;
  if (name.length <= 4) return `${name.slice(0, 1)}***${name.slice(-1)}`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/**
 * The board's answer for ranks 1..10 (docs/product.md#wager-race). Prizes for ranks 1-3 always; the
 * 4th and 5th (and any beyond) only when at least 5 entries arrived.
 */
export function buildLeaderboard(
  rows: WagerRow[],
  window: MonthWindow,
  prizes: number[],
  maskNames: boolean,
): Leaderboard {
  const enough = rows.length >= 5;
  return {
    wager: rows.slice(0, 10).map((r, i) => ({
      sort: i + 1,
      name: maskNames ? maskName(r.username) : r.username,
      wager: r.wageredCents / 100,
      prize: i < 3 || enough ? (prizes[i] ?? 0) : 0,
    })),
    time: Math.floor(window.end.getTime() / 1000),
  };
}

export function prepare(
  rows: WagerRow[],
  window: MonthWindow,
  sponsor: repo.SponsorRow,
  source: string,
): repo.Prepared {
  const body = JSON.stringify(buildLeaderboard(rows, window, sponsor.prizes, sponsor.maskNames));
  return { rows, topNames: rows.slice(0, 10).map((r) => r.username), body, etag: etagOf(body), source };
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The site names to show beside the board's places, by place (null: none): a viewer's own choice for
 * their verified casino name (the casino accounts feature answers). `names` are the real names of
 * places 1..10 in order.
 */
export type ViewerNames = (sponsorId: string, names: string[]) => Promise<(string | null)[]>;

/** The body with each chosen site name beside its place (`viewer`); the body itself when none is. */
export function withViewerNames(body: string, shown: (string | null)[]): string {
  if (!shown.some(Boolean)) return body;
  const board = JSON.parse(body) as Leaderboard;
  board.wager.forEach((entry, i) => {
    const name = shown[i];
    if (name) entry.viewer = name;
  });
  return JSON.stringify(board);
}

type Deps = {
  db: Db;
  secrets: SecretBox;
  log: JobLogger & { warn(obj: object, msg?: string): void };
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

  const toAdmin = (s: repo.SponsorRow, periods: string[]): AdminSponsor => ({
    id: s.id,
    slug: s.slug,
    name: s.name,
    logo: s.logo,
    prizes: s.prizes,
    periods,
    adapter: s.adapter,
    hasCredentials: Boolean(s.credentialsSealed),
    maskNames: s.maskNames,
  });

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

  const sealed = (c: Credentials | null | undefined) =>
    c ? secrets.seal(JSON.stringify(c)) : c === null ? null : undefined;

  let viewerNames: ViewerNames | null = null;

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
    /**
     * The winners of the frozen months (newest first): each place the frozen leaderboard gave a prize
     * (whole dollars), with the real username (the public board may mask it). For the admin's
     * prizes-to-hand-out list.
     */
    async frozenWinners(limitMonths = 120): Promise<
      {
        sponsorSlug: string;
        sponsorName: string;
        period: string;
        place: number;
        username: string;
        prizeUsd: number;
        frozenAt: Date;
      }[]
    > {
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
    },
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
    async create(
      input: {
        slug: string;
        name: string;
        logo: string;
        adapter: SponsorAdapter;
        credentials?: Credentials | null;
        prizes: number[];
        maskNames: boolean;
      },
      actor: AuditActor,
    ): Promise<AdminSponsor> {
      const { credentials, ...rest } = input;
      const row = await db.transaction(async (tx) => {
        const list = await repo.listSponsors(tx);
        const row = await repo.insertSponsor(tx, {
          ...rest,
          credentialsSealed: sealed(credentials) ?? null,
          position: list.length + 1,
        });
        if (!row)
          throw new AppError('VALIDATION_ERROR', 'Invalid request.', { slug: 'is already used by another sponsor' });
        await auditService.record(tx, actor, {
          action: 'sponsor.create',
          targetType: 'sponsor',
          targetId: row.slug,
          targetLabel: row.name,
          summary: { before: null, after: clean({ ...pick(row, AUDITED_FIELDS), credentials: Boolean(credentials) }) },
        });
        return row;
      });
      return toAdmin(row, []);
    },
    async update(
      slug: string,
      patch: Partial<{
        slug: string;
        name: string;
        logo: string;
        adapter: SponsorAdapter;
        credentials: Credentials | null;
        prizes: number[];
        maskNames: boolean;
      }>,
      actor: AuditActor,
    ): Promise<AdminSponsor> {
      const { credentials, ...rest } = patch;
      const credentialsSealed = sealed(credentials);
      const row = await db.transaction(async (tx) => {
        const current = await repo.findSponsor(tx, slug, { lock: true });
        if (!current) throw notFound('Sponsor');
        const row = await repo.updateSponsor(tx, current.id, {
          ...rest,
          ...(credentialsSealed !== undefined ? { credentialsSealed } : {}),
        });
        if (!row) throw notFound('Sponsor');
        // Credentials are never recorded: only that they were replaced or removed.
        const summary = changes(pick(current, AUDITED_FIELDS), pick(row, AUDITED_FIELDS));
        if (credentials !== undefined) {
          summary.before!.credentials = current.credentialsSealed ? 'set' : 'none';
          summary.after!.credentials = credentials ? 'replaced' : 'none';
        }
        await auditService.record(tx, actor, {
          action: 'sponsor.update',
          targetType: 'sponsor',
          targetId: row.slug,
          targetLabel: row.name,
          summary,
        });
        return row;
      });
      cache.clear();
      return toAdmin(row, []);
    },

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
    async syncOne(s: repo.SponsorRow, window: MonthWindow): Promise<'written' | 'unchanged' | 'failed'> {
      try {
        const result = await fetchFor(s, window);
        if (result.skipped) log.warn({ sponsor: s.slug, skipped: result.skipped }, 'sponsor rows skipped as malformed');
        const written = await repo.upsertOpen(db, s.id, window.period, prepare(result.rows, window, s, s.adapter));
        if (written) {
          cache.delete(`${s.slug}|${window.period}`);
          await standingsWritten(s.id, window.period);
        }
        return written ? 'written' : 'unchanged';
      } catch (err) {
        log.error(
          { err, sponsor: s.slug, period: window.period },
          'sponsor sync failed; keeping the last good standings',
        );
        return 'failed';
      }
    },

    /**
     * The sync job's run: the current month of every API sponsor, and once a month has ended, one last
     * fetch of it and its freeze. Safe on several instances: writes are keyed by (sponsor, period)
     * and the freeze is a conditional update.
     */
    async syncAll(): Promise<void> {
      const at = now();
      const current = monthWindow(at);
      const previous = previousMonth(at);
      const frozen = new Set(
        (await repo.periodsOf(db)).filter((p) => p.frozen).map((p) => `${p.sponsorId}|${p.period}`),
      );
      for (const s of await repo.listSponsors(db)) {
        // CSV sponsors and sponsors without credentials are not fetched; their ended months still freeze.
        const fetched = s.adapter !== 'csv' && Boolean(s.credentialsSealed);
        if (!frozen.has(`${s.id}|${previous.period}`)) {
          if (fetched) await this.syncOne(s, previous);
          await this.freeze(s.id, previous.period, null);
        }
        if (fetched) await this.syncOne(s, current);
      }
    },

    async freeze(sponsorId: string, period: string, adminId: string | null): Promise<boolean> {
      const done = await repo.freezeOnce(db, sponsorId, period);
      if (done) {
        await repo.logFreeze(db, sponsorId, period, 'freeze', adminId);
        cache.clear();
      }
      return done;
    },

    /** Admin: fetch the month again (API sponsors) or keep its rows (CSV), and freeze the result anew. Logged. */
    async refreeze(slug: string, period: string, actor: AuditActor): Promise<void> {
      const s = await repo.findSponsor(db, slug);
      if (!s) throw notFound('Sponsor');
      const window = windowOfPeriod(period);
      if (window.end.getTime() > now().getTime())
        throw new AppError('VALIDATION_ERROR', 'Invalid request.', { period: 'has not ended yet' });
      let rows: WagerRow[];
      if (s.adapter === 'csv') {
        const existing = await repo.readPrepared(db, s.id, period);
        if (!existing) throw notFound('Standings');
        rows = existing.rows;
      } else {
        try {
          rows = (await fetchFor(s, window)).rows;
        } catch (err) {
          throw new AppError('SPONSOR_UNAVAILABLE', `The sponsor could not be reached: ${(err as Error).message}`);
        }
      }
      await db.transaction(async (tx) => {
        await repo.replaceFrozen(tx, s.id, period, prepare(rows, window, s, s.adapter === 'csv' ? 'csv' : s.adapter));
        await repo.logFreeze(tx, s.id, period, 'refreeze', actor.userId);
        await auditService.record(tx, actor, {
          action: 'sponsor.refreeze',
          targetType: 'sponsor',
          targetId: s.slug,
          targetLabel: s.name,
          summary: { before: null, after: { period, rows: rows.length } },
        });
      });
      log.info({ sponsor: slug, period, adminId: actor.userId }, 'leaderboard month re-frozen by an admin');
      cache.clear();
      await standingsWritten(s.id, period);
    },

    async importCsv(
      slug: string,
      period: string,
      csv: string,
      actor: AuditActor,
    ): Promise<{ imported: number; skipped: number }> {
      const s = await repo.findSponsor(db, slug);
      if (!s) throw notFound('Sponsor');
      const result = parseWagerCsv(csv);
      const window = windowOfPeriod(period);
      await db.transaction(async (tx) => {
        const existing = await repo.readPrepared(tx, s.id, period);
        if (existing?.frozenAt) throw new AppError('MONTH_FROZEN', 'This month is frozen; re-freeze it instead.');
        await repo.upsertOpen(tx, s.id, period, prepare(result.rows, window, s, 'csv'));
        await auditService.record(tx, actor, {
          action: 'sponsor.import',
          targetType: 'sponsor',
          targetId: s.slug,
          targetLabel: s.name,
          summary: {
            before: existing ? { rows: existing.rows.length } : null,
            after: { period, rows: result.rows.length, skipped: result.skipped },
          },
        });
      });
      cache.clear();
      await standingsWritten(s.id, period);
      return { imported: result.rows.length, skipped: result.skipped };
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
