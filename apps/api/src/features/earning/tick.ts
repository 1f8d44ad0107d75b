import { pointsForTick, tickWindowStart, type EarningSettings } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { pointsService } from '../points/service';
import type { EarningConnectionService } from './connection';
import * as repo from './repository';
import type { EarningContext, TickResult } from './service';

/** Chatters credited per transaction: set-based statements, a few transactions per tick. */
const CHUNK = 5000;

function utcDay(ms: number): { dayStart: Date; dayEnd: Date } {
  const d = new Date(ms);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return { dayStart: new Date(start), dayEnd: new Date(start + 86_400_000) };
}

/** The tick: the chatters present in a window are credited once per (user, window), chunk by chunk. */
export function createEarningTick(deps: EarningContext, connection: Pick<EarningConnectionService, 'tokenProvider'>) {
  const { now } = deps;

  /** Runs one tick for the window containing now. Exactly once per (user, window) whatever runs it. */
  async function runTick(settings: EarningSettings, windowStart: number): Promise<TickResult> {
    const started = now();
    const window = new Date(windowStart);
    const stats = { chattersRead: 0, usersCredited: 0, pointsGiven: 0 };
    let error: string | null = null;
    try {
      const row = await repo.getConnection(deps.db);
      if (!row) throw new AppError('EARNING_NOT_CONNECTED', 'No Twitch account is connected for earning.');
      const token = connection.tokenProvider();
      const chatters = await deps.twitch!.chatters(
        { broadcasterId: row.broadcasterId, moderatorId: row.twitchUserId },
        token,
      );
      stats.chattersRead = chatters.length;
      const ignored = new Set(await repo.ignoredLogins(deps.db));
      const present = [...new Map(chatters.filter((c) => !ignored.has(c.login)).map((c) => [c.userId, c])).keys()];
      const members = (await repo.membersByTwitchId(deps.db, present)).filter((m) => !ignored.has(m.login));
      // Subscriptions can be read only with the broadcaster's own token and scope.
      const canReadSubs =
        settings.subMultiplier > 1 &&
        row.scopes.includes('channel:read:subscriptions') &&
        row.twitchUserId === row.broadcasterId;
      const subs =
        canReadSubs && members.length
          ? await deps.twitch!.subscribers(
              row.broadcasterId,
              members.map((m) => m.twitchId),
              token,
            )
          : new Set<string>();
      const { dayStart, dayEnd } = utcDay(windowStart);
      const chunk = deps.chunkSize ?? CHUNK;
      for (let i = 0; i < members.length; i += chunk) {
        const candidates = members
          .slice(i, i + chunk)
          .map((m) => ({ userId: m.id, points: pointsForTick(settings, subs.has(m.twitchId)) }));
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
      error = (err as Error).message;
      deps.log.error({ err: error, window: window.toISOString() }, 'earning tick failed');
    }
    await repo.insertTick(deps.db, { windowStart: window, ...stats, durationMs: now() - started, error });
    if (error) throw new AppError('SERVICE_UNAVAILABLE', `The tick failed: ${error}`);
    return { ran: true, windowStart: window.toISOString(), ...stats };
  }

  return {
    /** The job's step: ticks when connected, live, and this window has no finished tick yet. */
    async tickIfDue(): Promise<TickResult> {
      if (!deps.twitch) return { ran: false, reason: 'twitch not configured' };
      const row = await repo.getConnection(deps.db);
      if (!row) return { ran: false, reason: 'not connected' };
      if (!(await deps.isLive())) return { ran: false, reason: 'offline' };
      const settings = await repo.getSettings(deps.db);
      const windowStart = tickWindowStart(now(), settings.tickMinutes);
      if (await repo.windowDone(deps.db, new Date(windowStart))) return { ran: false, reason: 'window done' };
      return runTick(settings, windowStart);
    },

    /** Admin "tick now": runs the current window (still once per user and window). */
    async tickNow(): Promise<TickResult> {
      if (!deps.twitch || !(await repo.getConnection(deps.db)))
        throw new AppError('EARNING_NOT_CONNECTED', 'Connect a Twitch account first.');
      if (!(await deps.isLive())) return { ran: false, reason: 'offline' };
      const settings = await repo.getSettings(deps.db);
      return runTick(settings, tickWindowStart(now(), settings.tickMinutes));
    },
  };
}
