import { KICK_EVENTS, type PlatformIssue } from '@app/contracts';
import type { KickConnectionService } from './connection';
import * as repo from './repository';
import type { KickChannelContext } from './service';

/** How often the subscriptions are re-checked: Kick drops the subscriptions of an endpoint that keeps failing. */
export const SUBSCRIPTION_CHECK_MS = 60 * 60_000;

/** A check's outcome; `reason` says why it did not check (a code for the job's log and the tests). */
export type SubscriptionCheck = {
  checked: boolean;
  reason?: 'not connected' | 'checked within the hour' | PlatformIssue;
  created?: string[];
  failed?: string[];
};

/**
 * Keeps the channel's webhook subscriptions (KICK_EVENTS) in place: lists what Kick holds for the
 * broadcaster, subscribes what is missing, and records the outcome on the connection. The hourly
 * job claims the check in the database, so one instance checks per hour however many run it.
 */
export function createKickSubscriptions(
  deps: KickChannelContext,
  connection: Pick<KickConnectionService, 'tokenProvider'>,
) {
  const { now } = deps;

  async function check(): Promise<SubscriptionCheck> {
    const kick = deps.kick;
    const row = await repo.getConnection(deps.db);
    if (!kick || !row) return { checked: false, reason: 'not connected' };
    const at = new Date(now());
    const token = connection.tokenProvider();
    try {
      const held = (await kick.subscriptions(token)).filter(
        (s) => s.broadcasterUserId === row.broadcasterUserId || s.broadcasterUserId === '',
      );
      const missing = KICK_EVENTS.filter((e) => !held.some((s) => s.name === e.name));
      const created = missing.length
        ? await kick.subscribe(
            token,
            row.broadcasterUserId,
            missing.map((e) => ({ name: e.name, version: e.version })),
          )
        : [];
      const failed = created.filter((c) => !c.id);
      const subscriptions = [
        ...held
          .filter((s) => KICK_EVENTS.some((e) => e.name === s.name))
          .map((s) => ({ name: s.name, version: s.version, id: s.id })),
        ...created.flatMap((c) => (c.id ? [{ name: c.name, version: c.version, id: c.id }] : [])),
      ];
      const error: PlatformIssue | null = failed.length
        ? {
            code: 'SUBSCRIPTIONS_REFUSED',
            platform: 'kick',
            events: failed.map((f) => f.name),
            detail: failed.map((f) => `${f.name}: ${f.error ?? 'no reason given'}`).join('; '),
          }
        : null;
      await repo.saveSubscriptions(deps.db, subscriptions, at, error);
      if (created.length) deps.log.info({ created: created.map((c) => c.name) }, 'kick: webhook subscriptions created');
      return {
        checked: true,
        created: created.filter((c) => c.id).map((c) => c.name),
        failed: failed.map((f) => f.name),
      };
    } catch (err) {
      const reason: PlatformIssue = {
        code: 'SUBSCRIPTION_CHECK_FAILED',
        platform: 'kick',
        detail: (err as Error).message,
      };
      await repo.setConnectionError(deps.db, reason);
      deps.log.warn({ err: (err as Error).message }, 'kick subscription check failed');
      return { checked: false, reason };
    }
  }

  return {
    /** Checks now (after a connect, or the admin's "Check subscriptions"). */
    checkNow: check,

    /** The hourly job's step: checks when no instance did in the last hour; prunes old message ids. */
    async checkIfDue(): Promise<SubscriptionCheck> {
      await repo.pruneMessages(deps.db, new Date(now() - 86_400_000));
      const at = new Date(now());
      if (!(await repo.claimSubscriptionCheck(deps.db, new Date(at.getTime() - SUBSCRIPTION_CHECK_MS + 60_000), at)))
        return { checked: false, reason: 'checked within the hour' };
      return check();
    },
  };
}
