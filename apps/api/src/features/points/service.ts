import {
  formatPoints,
  MAX_POINTS_BALANCE,
  type LedgerParams,
  type LedgerParamsByReason,
  type PointsReason,
} from '@app/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

/**
 * A reason and the figures its row carries (LedgerParamsByReason; the web writes the row's line from
 * them): a reason's figures have its shape; a reason without figures takes none.
 */
export type ReasonWithParams = {
  [R in PointsReason]: R extends keyof LedgerParamsByReason
    ? { reason: R; params?: LedgerParamsByReason[R] }
    : { reason: R; params?: undefined };
}[PointsReason];

export type Movement = Omit<repo.LedgerEntry, 'reason' | 'delta' | 'params'> & ReasonWithParams & { amount: number };

export const pointsLimit = () =>
  new AppError(
    'POINTS_LIMIT',
    `A balance cannot pass ${formatPoints(MAX_POINTS_BALANCE)} points; nothing was changed.`,
  );

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new Error(`points amount must be a non-negative integer, got ${amount}`);
}

/**
 * The only code that changes a balance. Every change is one conditional UPDATE plus one ledger row;
 * callers pass the transaction they own, so the balance, its ledger row and the caller's own rows
 * (bet, redemption …) commit or roll back together. Invariant: users.points = sum(ledger.delta) >= 0.
 */
export const pointsService = {
  /** Adds `amount` points; returns the new balance. */
  async credit(tx: Executor, movement: Movement): Promise<number> {
    assertAmount(movement.amount);
    const balance = await repo.applyDelta(tx, { ...movement, delta: movement.amount });
    if (balance !== null) return balance;
    if (!(await repo.userExists(tx, movement.userId))) throw notFound('User');
    throw pointsLimit();
  },

  /**
   * Credits many users at once in the caller's transaction (one statement; see repo.applyCredits).
   * User ids must be distinct and amounts positive; returns the ids credited (users at the balance
   * ceiling are skipped).
   */
  async creditMany(
    tx: Executor,
    credits: Array<{ userId: string; amount: number }>,
    entry: ReasonWithParams & { refType?: string | null; refId?: string | null },
  ): Promise<string[]> {
    const seen = new Set<string>();
    for (const c of credits) {
      assertAmount(c.amount);
      if (seen.has(c.userId)) throw new Error(`creditMany: user ${c.userId} listed twice`);
      seen.add(c.userId);
    }
    return repo.applyCredits(
      tx,
      credits.filter((c) => c.amount > 0),
      entry,
    );
  },

  /**
   * Credits many rows at once in the caller's transaction (one statement; see repo.applyCreditRows):
   * each its own ledger row with its own ref and figures; a user may appear several times. Returns the
   * refs credited (a user whose credits together would pass the balance ceiling gets none).
   */
  async creditEach(
    tx: Executor,
    credits: Array<{ userId: string; amount: number; refId: string; params: LedgerParams | null }>,
    entry: { reason: PointsReason; refType: string },
  ): Promise<string[]> {
    for (const c of credits) assertAmount(c.amount);
    return repo.applyCreditRows(
      tx,
      credits.filter((c) => c.amount > 0),
      entry,
    );
  },

  /**
   * Credits the rows a caller's write yields, in the caller's statement and transaction (one
   * statement; see repo.creditRowsAlong for the contract of `ctes`, `source`, `after` and `columns`):
   * the rows never travel through Node. Answers the caller's columns, how many rows and points were
   * credited, and the refs refused (a user whose rows together would pass the balance ceiling).
   */
  creditAlong: <R>(
    tx: Executor,
    write: { ctes: SQL; source: string; after?: SQL; columns: SQL },
    entry: { reason: PointsReason; refType: string },
  ) => repo.creditRowsAlong<R>(tx, { ...write, ...entry }),

  /**
   * A write of the caller's and the debit it costs in one statement, outside any transaction (see
   * repo.debitAlong for the contract of `ctes`, `gate`, `columns` and `from`). Answers the caller's
   * row, the balance before (`payer_points`, null when the user does not exist) and after
   * (`ledger_balance`, null when nothing was debited: `gate` yielded no row, or `amount` is 0).
   */
  async debitAlong<R>(
    executor: Executor,
    name: string,
    write: {
      lead?: { ctes: SQL; last: string };
      ctes: SQL;
      gate: string;
      columns: SQL;
      from: SQL;
      ledger?: { from: SQL; refId: SQL; params: SQL };
    },
    movement: Movement,
  ) {
    assertAmount(movement.amount);
    const row = await repo.debitAlong<R>(executor, name, {
      ...write,
      userId: movement.userId,
      amount: movement.amount,
      reason: movement.reason,
      refType: movement.refType ?? null,
      refId: movement.refId ?? null,
      note: movement.note ?? null,
      params: movement.params ?? null,
    });
    if (!row) throw new Error('debitAlong: the statement answered no row');
    return row;
  },

  /**
   * A game step's write, its stake and its payout in one statement, outside any transaction (see
   * repo.moveAlong for the contract of `ctes`, `gate`, `columns` and `from`; the gate must hold
   * `coversSql`). Answers the caller's row, the balance before (`payer_points`, null when the user
   * does not exist) and after (`balance_after`, null when nothing moved).
   */
  async moveAlong<R>(
    executor: Executor,
    name: string,
    write: { ctes: SQL; gate: string; columns: SQL; from: SQL },
    movement: {
      userId: string;
      debit: number;
      credit: number;
      debitReason: PointsReason;
      creditReason: PointsReason;
      refType: string;
      refId: string;
    },
  ) {
    assertAmount(movement.debit);
    assertAmount(movement.credit);
    const row = await repo.moveAlong<R>(executor, name, { ...write, ...movement });
    if (!row) throw new Error('moveAlong: the statement answered no row');
    return row;
  },

  /** SQL for a `moveAlong` gate: the locked balance covers the stake and stays under the ceiling. */
  coversSql: repo.coversSql,

  /** Takes `amount` points or throws INSUFFICIENT_POINTS, changing nothing. */
  async debit(tx: Executor, movement: Movement): Promise<number> {
    assertAmount(movement.amount);
    const balance = await repo.applyDelta(tx, { ...movement, delta: -movement.amount });
    if (balance === null) throw new AppError('INSUFFICIENT_POINTS', 'Not enough points!');
    return balance;
  },

  /**
   * An admin sets a balance: one ledger row for the difference, naming the admin, and one audit row
   * (`points.set`, before and after balance) in the same transaction. `audit: false` is only for the
   * bench that measures what the audit row costs.
   */
  async setBalance(
    db: Db,
    input: { userId: string; points: number; actor: AuditActor },
    options: { audit?: boolean } = {},
  ): Promise<number> {
    assertAmount(input.points);
    return db.transaction(async (tx) => {
      const current = await repo.lockBalance(tx, input.userId);
      if (current === null) throw notFound('User');
      const delta = input.points - current;
      if (delta === 0) return current;
      const balance = await repo.applyDelta(tx, {
        userId: input.userId,
        delta,
        reason: 'admin_set',
        actorId: input.actor.userId,
        params: { points: input.points } satisfies LedgerParamsByReason['admin_set'],
      });
      if (balance === null) throw new Error('balance changed under a row lock');
      if (options.audit !== false)
        await auditService.record(tx, input.actor, {
          action: 'points.set',
          targetType: 'user',
          targetId: input.userId,
          targetLabel: await repo.displayNameOf(tx, input.userId),
          summary: { before: { balance: current }, after: { balance, note: `set to ${input.points}` } },
        });
      return balance;
    });
  },

  /**
   * An admin adds (`delta` > 0) or takes (`delta` < 0) points with a reason: the credit or debit
   * primitive (one conditional UPDATE and its ledger row, reason `admin_adjust`, the reason as the
   * note, naming the admin) and one audit row (`points.adjust`), in one transaction. Concurrent
   * adjustments of one user each apply exactly once (the UPDATE adds to the current value); a take
   * below 0 is INSUFFICIENT_POINTS and one past the ceiling POINTS_LIMIT, nothing changed.
   */
  async adjust(
    db: Db,
    input: { userId: string; delta: number; reason: string; actor: AuditActor },
  ): Promise<{ before: number; points: number }> {
    if (!Number.isSafeInteger(input.delta) || input.delta === 0)
      throw new Error(`points adjustment must be a non-zero integer, got ${input.delta}`);
    return db.transaction(async (tx) => {
      if (!(await repo.userExists(tx, input.userId))) throw notFound('User');
      const movement = {
        userId: input.userId,
        amount: Math.abs(input.delta),
        reason: 'admin_adjust' as const,
        actorId: input.actor.userId,
        note: input.reason,
      };
      let points: number;
      if (input.delta > 0) {
        points = await pointsService.credit(tx, movement);
      } else {
        const balance = await repo.applyDelta(tx, { ...movement, delta: input.delta });
        if (balance === null) {
          const current = (await repo.balanceOf(tx, input.userId)) ?? 0;
          throw new AppError(
            'INSUFFICIENT_POINTS',
            `The balance is ${formatPoints(current)} points: taking ${formatPoints(-input.delta)} would leave it below 0; nothing was changed.`,
          );
        }
        points = balance;
      }
      const before = points - input.delta;
      await auditService.record(tx, input.actor, {
        action: 'points.adjust',
        targetType: 'user',
        targetId: input.userId,
        targetLabel: await repo.displayNameOf(tx, input.userId),
        summary: { before: { balance: before }, after: { balance: points, delta: input.delta, reason: input.reason } },
      });
      return { before, points };
    });
  },

  /** The season reset of the terms: every balance to 0, one ledger row per user, one audit row. */
  seasonReset: (db: Db, actor: AuditActor) =>
    db.transaction(async (tx) => {
      const result = await repo.resetAllBalances(tx, actor.userId);
      await auditService.record(tx, actor, {
        action: 'season.reset',
        targetType: 'season',
        summary: { before: null, after: { ...result } },
      });
      return result;
    }),

  /** The current balance (for answers of actions that moved no points). */
  async balance(tx: Executor, userId: string): Promise<number> {
    const points = await repo.balanceOf(tx, userId);
    if (points === null) throw notFound('User');
    return points;
  },

  /** Current balances of these users (the live balance push re-reads them after missed changes). */
  balances: (db: Executor, userIds: string[]) => repo.balancesOf(db, userIds),

  history: (db: Db, userId: string, page: number, pageSize: number) => repo.historyPage(db, userId, page, pageSize),
};

/** The points service bound to one database: what the routes and the balance push call. */
export function createPointsAccounts(db: Db) {
  return {
    setBalance: (input: { userId: string; points: number; actor: AuditActor }) => pointsService.setBalance(db, input),
    adjust: (input: { userId: string; delta: number; reason: string; actor: AuditActor }) =>
      pointsService.adjust(db, input),
    seasonReset: (actor: AuditActor) => pointsService.seasonReset(db, actor),
    balances: (userIds: string[]) => pointsService.balances(db, userIds),
    history: (userId: string, page: number, pageSize: number) => pointsService.history(db, userId, page, pageSize),
  };
}

export type PointsAccounts = ReturnType<typeof createPointsAccounts>;
