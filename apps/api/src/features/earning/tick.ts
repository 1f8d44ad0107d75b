import { pointsForTick, tickWindowStart, type EarningSettings, type PlatformIssue } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { pointsService } from '../points/service';
import * as repo from './repository';
import type { PresenceReader, PresenceSources } from './presence';
import type { EarningContext, TickResult } from './service';

/** Chatters credited per transaction: set-based statements, a few transactions per tick. */
const CHUNK = 5000;

function utcDay(ms: number): { dayStart: Date; dayEnd: Date } {
  const d = new Date(ms);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return { dayStart: new Date(start), dayEnd: new Date(start + 86_400_000) };
}

/**
 * The tick: the accounts present in a window on any of the channel's live platforms are credited
 * once per (account, window), chunk by chunk. Twitch presence is the chatter list read at the tick;
 * Kick has none, so a Kick chatter whose last message is within the last tick length counts. An
 * account present on both platforms is one candidate (a subscriber on either earns the multiple), so
 * it earns once; the daily cap is per account. One platform failing does not stop the other's credits:
 * the tick is recorded with the error and runs again, and claimed accounts are skipped then.
 */
export function createEarningTick(deps: EarningContext, presence: PresenceReader) {
  const { now } = deps;

  /** Runs one tick for the window containing now. Exactly once per (account, window) whatever runs it. */
  async function runTick(settings: EarningSettings, windowStart: number, sources: Sources): Promise<TickResult> {
    const started = now();
    const window = new Date(windowStart);
    const stats = { chattersRead: 0, usersCredited: 0, pointsGiven: 0 };
    const errors: PlatformIssue[] = [];
    try {
      const reading = await presence.read(settings, sources);
      stats.chattersRead = reading.chattersRead;
      errors.push(...reading.errors);
      const present = reading.present;
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

  type Sources = PresenceSources;
  const sources = () => presence.sources();

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
