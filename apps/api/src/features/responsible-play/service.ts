import {
  blockEnd,
  changeLimit,
  lossWindows,
  mayReplaceBlock,
  remainingAllowance,
  type BlockEnd,
  type CoolOffLength,
  type ExclusionLength,
  type LimitSetting,
  type ResponsiblePlayLimitsInput,
  type ResponsiblePlayNet,
  type ResponsiblePlayState,
} from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { changes } from '../audit/summary';
import { exclusionOf, limitsInForce } from './guard';
import * as repo from './repository';

type Deps = { db: Db; now?: () => Date };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const endText = (e: BlockEnd | null) => (e === 'forever' ? 'forever' : iso(e));
const pendingOf = (s: LimitSetting) =>
  s.pending ? { limit: s.pending.limit, effectiveAt: s.pending.at.toISOString() } : null;
const cannotShorten = (what: string) =>
  new AppError('RG_CANNOT_SHORTEN', `Your ${what} is in force and cannot be shortened; nothing was changed.`);

/** Responsible play (ADR 067): the viewer's own settings, each change audited; the admin reads them. */
export function createResponsiblePlayService({ db, now = () => new Date() }: Deps) {
  async function stateOf(executor: Executor, userId: string, at: Date): Promise<ResponsiblePlayState> {
    const row = await repo.readSettings(executor, userId);
    const { daily, weekly } = limitsInForce(row, at);
    const windows = lossWindows(at);
    const loss = await repo.losses(executor, userId, windows.day.start, windows.week.start);
    const period = (s: LimitSetting, lost: number, resetsAt: Date) => ({
      limit: s.limit,
      pending: pendingOf(s),
      loss: lost,
      remaining: remainingAllowance(s.limit, lost),
      resetsAt: resetsAt.toISOString(),
    });
    const active = (end: BlockEnd | null) => (end !== null && (end === 'forever' || end > at) ? end : null);
    return {
      daily: period(daily, loss.day, windows.day.end),
      weekly: period(weekly, loss.week, windows.week.end),
      coolOffUntil: iso(active(row?.coolOffUntil ?? null) as Date | null),
      excludedUntil: endText(active(row ? exclusionOf(row) : null)),
      realityCheckMinutes: row?.realityCheckMinutes ?? null,
    };
  }

  /** One audited change of the user's row, under its lock; answers the state after. */
  async function change(
    userId: string,
    actor: AuditActor,
    action: string,
    decide: (row: repo.SettingsRow, at: Date) => repo.SettingsChange,
  ): Promise<ResponsiblePlayState> {
    const at = now();
    return db.transaction(async (tx) => {
      const row = await repo.lockOrCreate(tx, userId);
      const after = await repo.saveSettings(tx, userId, decide(row, at));
      const fields = (r: repo.SettingsRow) => {
        const { daily, weekly } = limitsInForce(r, at);
        return {
          dailyLimit: daily.limit,
          dailyPending: pendingOf(daily),
          weeklyLimit: weekly.limit,
          weeklyPending: pendingOf(weekly),
          coolOffUntil: iso(r.coolOffUntil),
          excludedUntil: endText(exclusionOf(r)),
          realityCheckMinutes: r.realityCheckMinutes,
        };
      };
      await auditService.record(tx, actor, {
        action,
        targetType: 'user',
        targetId: userId,
        targetLabel: actor.userId === userId ? actor.name : null,
        summary: changes(fields(row), fields(after)),
      });
      return stateOf(tx, userId, at);
    });
  }

  const settingOf = (limit: number | null, pending: number | null, at: Date | null): LimitSetting => ({
    limit,
    pending: at ? { limit: pending, at } : null,
  });

  return {
    state: (userId: string) => stateOf(db, userId, now()),

    /** The admin's read of a user's state (404 for an unknown user); nothing here lifts anything. */
    async stateForAdmin(userId: string): Promise<ResponsiblePlayState> {
      if (!(await repo.userExists(db, userId))) throw notFound('User');
      return stateOf(db, userId, now());
    },

    /** Lower at once, raise (or remove) after 24 hours: see changeLimit. */
    setLimits: (userId: string, input: ResponsiblePlayLimitsInput, actor: AuditActor) =>
      change(userId, actor, 'responsible_play.limits', (row, at) => {
        const daily = changeLimit(
          settingOf(row.dailyLimit, row.dailyPending, row.dailyPendingAt),
          input.dailyLimit,
          at,
        );
        const weekly = changeLimit(
          settingOf(row.weeklyLimit, row.weeklyPending, row.weeklyPendingAt),
          input.weeklyLimit,
          at,
        );
        return {
          dailyLimit: daily.limit,
          dailyPending: daily.pending?.limit ?? null,
          dailyPendingAt: daily.pending?.at ?? null,
          weeklyLimit: weekly.limit,
          weeklyPending: weekly.pending?.limit ?? null,
          weeklyPendingAt: weekly.pending?.at ?? null,
        };
      }),

    coolOff: (userId: string, length: CoolOffLength, actor: AuditActor) =>
      change(userId, actor, 'responsible_play.cool_off', (row, at) => {
        const until = blockEnd(length, at) as Date;
        if (!mayReplaceBlock(row.coolOffUntil, until, at)) throw cannotShorten('cool-off');
        return { coolOffUntil: until };
      }),

    selfExclude: (userId: string, length: ExclusionLength, actor: AuditActor) =>
      change(userId, actor, 'responsible_play.self_exclusion', (row, at) => {
        const until = blockEnd(length, at);
        if (!mayReplaceBlock(exclusionOf(row), until, at)) throw cannotShorten('self-exclusion');
        return until === 'forever' ? { excludedForever: true, excludedUntil: null } : { excludedUntil: until };
      }),

    setRealityCheck: (userId: string, minutes: number | null, actor: AuditActor) =>
      change(userId, actor, 'responsible_play.reality_check', () => ({ realityCheckMinutes: minutes })),

    /** The reality check's net result since `since` (not before 24 hours ago, not after now). */
    async net(userId: string, since: Date): Promise<ResponsiblePlayNet> {
      const at = now();
      const from = new Date(Math.min(at.getTime(), Math.max(since.getTime(), at.getTime() - 24 * 3600_000)));
      return { since: from.toISOString(), net: await repo.netSince(db, userId, from) };
    },
  };
}

export type ResponsiblePlayService = ReturnType<typeof createResponsiblePlayService>;
