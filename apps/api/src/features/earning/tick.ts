import {
  pointsForTick,
  tickWindowStart,
  type EarningSettings,
  type Platform,
  type PlatformIssue,
} from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { pointsService } from '../points/service';
import * as repo from './repository';
import type { EarningContext, TickResult } from './service';

/** Chatters credited per transaction: set-based statements, a few transactions per tick. */
const CHUNK = 5000;

function utcDay(ms: number): { dayStart: Date; dayEnd: Date } {
  const d = new Date(ms);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return { dayStart: new Date(start), dayEnd: new Date(start + 86_400_000) };
}

/** Who is present on one platform: accounts (by id) and whether each counts as a subscriber. */
type Presence = { read: number; members: Map<string, boolean> };

/**
 * The tick: the accounts present in a window on any of the channel's live platforms are credited
 * once per (account, window), chunk by chunk. Twitch presence is the chatter list read at the tick;
 * Kick has none, so a Kick chatter whose last message is within the last tick length counts. An
 * account present on both platforms is one candidate (a subscriber on either earns the multiple), so
 * it earns once; the daily cap is per account. One platform failing does not stop the other's credits:
 * the tick is recorded with the error and runs again, and claimed accounts are skipped then.
 */
export function createEarningTick(deps: EarningContext) {
  const { now } = deps;

  async function twitchPresence(settings: EarningSettings, ignored: Set<string>): Promise<Presence> {
    const { chatters, subscribers } = await deps.twitch.chatters();
    const present = [...new Map(chatters.filter((c) => !ignored.has(c.login)).map((c) => [c.userId, c])).keys()];
    const members = (await repo.membersByIdentity(deps.db, 'twitch', present)).filter((m) => !ignored.has(m.login));
    // Subscriptions can be read only with the broadcaster's own token and scope (else none are).
    const subs =
      settings.subMultiplier > 1 ? await subscribers(members.map((m) => m.platformUserId)) : new Set<string>();
    return { read: chatters.length, members: new Map(members.map((m) => [m.id, subs.has(m.platformUserId)])) };
  }

  async function kickPresence(settings: EarningSettings, ignored: Set<string>): Promise<Presence> {
    const since = new Date(now() - settings.tickMinutes * 60_000);
    const chatters = (await deps.kick.chattersSince(since)).filter((c) => !ignored.has(c.login));
    const subscriber = new Map(chatters.map((c) => [c.kickUserId, c.subscriber]));
    const members = (
      await repo.membersByIdentity(
        deps.db,
        'kick',
        chatters.map((c) => c.kickUserId),
      )
    ).filter((m) => !ignored.has(m.login));
    return {
      read: chatters.length,
      members: new Map(members.map((m) => [m.id, subscriber.get(m.platformUserId) ?? false])),
    };
  }

  /** Runs one tick for the window containing now. Exactly once per (account, window) whatever runs it. */
  async function runTick(settings: EarningSettings, windowStart: number, sources: Sources): Promise<TickResult> {
    const started = now();
    const window = new Date(windowStart);
    const stats = { chattersRead: 0, usersCredited: 0, pointsGiven: 0 };
    const errors: PlatformIssue[] = [];
    try {
      const ignored = new Set(await repo.ignoredLogins(deps.db));
      const present = new Map<string, boolean>();
      const readers: Array<[Platform, () => Promise<Presence>]> = [];
      if (sources.twitch) readers.push(['twitch', () => twitchPresence(settings, ignored)]);
      if (sources.kick) readers.push(['kick', () => kickPresence(settings, ignored)]);
      for (const [platform, read] of readers) {
        try {
          const p = await read();
          stats.chattersRead += p.read;
          for (const [id, sub] of p.members) present.set(id, (present.get(id) ?? false) || sub);
        } catch (err) {
          errors.push(
            err instanceof AppError && err.code === 'EARNING_NOT_CONNECTED'
              ? { code: 'NOT_CONNECTED', platform }
              : { code: 'PRESENCE_FAILED', platform, detail: (err as Error).message },
          );
        }
      }
      const members = [...present];
      const { dayStart, dayEnd } = utcDay(windowStart);
      const chunk = deps.chunkSize ?? CHUNK;
      for (let i = 0; i < members.length; i += chunk) {
        const candidates = members
          .slice(i, i + chunk)
          .map(([userId, sub]) => ({ userId, points: pointsForTick(settings, sub) }));
        const claimed = await deps.db.transaction(async (tx) => {
          const rows = await repo.claimWindow(tx, {
            windowStart: window,
            dayStart,
            dayEnd,
            dailyCap: settings.dailyCap,
            candidates,
          });
          await pointsService.creditMany(
            tx,
            rows.map((r) => ({ userId: r.userId, amount: Number(r.points) })),
            {
              reason: 'watch_time',
              refType: 'watch_window',
              refId: window.toISOString(),
            },
          );
          return rows;
        });
        stats.usersCredited += claimed.length;
        stats.pointsGiven += claimed.reduce((sum, r) => sum + Number(r.points), 0);
        deps.afterChunk?.(i / chunk);
      }
    } catch (err) {
      errors.push({ code: 'CREDIT_FAILED', detail: (err as Error).message });
    }
    const failed = errors.length > 0;
    if (failed) deps.log.error({ errors, window: window.toISOString() }, 'earning tick failed');
    await repo.insertTick(deps.db, {
      windowStart: window,
      ...stats,
      durationMs: now() - started,
      errors: failed ? errors : null,
    });
    if (failed)
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `The tick failed: ${errors.map((e) => [e.platform, e.code, e.detail].filter(Boolean).join(' ')).join('; ')}`,
      );
    return { ran: true, windowStart: window.toISOString(), ...stats };
  }

  type Sources = { twitch: boolean; kick: boolean };

  /** The platforms a tick reads now: connected and live. */
  async function sources(): Promise<Sources & { connected: boolean }> {
    const [twitchConnected, kickConnected, live] = await Promise.all([
      deps.twitch.connected(),
      deps.kick.connected(),
      deps.liveOn(),
    ]);
    const connected = twitchConnected || kickConnected;
    return { connected, twitch: twitchConnected && live.twitch, kick: kickConnected && live.kick };
  }

  return {
    /** The job's step: ticks when a platform is connected and live, and this window has no finished tick yet. */
    async tickIfDue(): Promise<TickResult> {
      const s = await sources();
      if (!s.connected) return { ran: false, reason: 'not connected' };
      if (!s.twitch && !s.kick) return { ran: false, reason: 'offline' };
      const settings = await repo.getSettings(deps.db);
      const windowStart = tickWindowStart(now(), settings.tickMinutes);
      if (await repo.windowDone(deps.db, new Date(windowStart))) return { ran: false, reason: 'window done' };
      return runTick(settings, windowStart, s);
    },

    /** Admin "tick now": runs the current window (still once per account and window). */
    async tickNow(): Promise<TickResult> {
      const s = await sources();
      if (!s.connected) throw new AppError('EARNING_NOT_CONNECTED', 'Connect a Twitch or Kick account first.');
      if (!s.twitch && !s.kick) return { ran: false, reason: 'offline' };
      const settings = await repo.getSettings(deps.db);
      return runTick(settings, tickWindowStart(now(), settings.tickMinutes), s);
    },
  };
}
