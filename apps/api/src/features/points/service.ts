import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { applyDelta, type LedgerEntry } from './repository';

/** Why a balance moved. Stored in the ledger; later features add their own. */
export type PointsReason = 'signup_bonus' | 'demo_seed' | 'admin_set' | 'redemption' | 'redemption_refund' | 'game_bet' | 'game_payout' | 'season_reset';

export type Movement = Omit<LedgerEntry, 'reason' | 'delta'> & { reason: PointsReason; amount: number };

/**
 * The only code that changes a balance. Callers pass the transaction they own, so the balance,
 * its ledger row and the caller's own rows commit or roll back together.
 */
export const pointsService = {
  /** Adds `amount` (>= 0) points; returns the new balance. */
  async credit(tx: Executor, movement: Movement): Promise<number> {
    if (!Number.isInteger(movement.amount) || movement.amount < 0) throw new Error(`credit amount must be a non-negative integer, got ${movement.amount}`);
    const balance = await applyDelta(tx, { ...movement, delta: movement.amount });
    if (balance === null) throw new AppError('NOT_FOUND', 'User not found.');
    return balance;
  },
  /** Takes `amount` (>= 0) points or throws INSUFFICIENT_POINTS, changing nothing. */
  async debit(tx: Executor, movement: Movement): Promise<number> {
    if (!Number.isInteger(movement.amount) || movement.amount < 0) throw new Error(`debit amount must be a non-negative integer, got ${movement.amount}`);
    const balance = await applyDelta(tx, { ...movement, delta: -movement.amount });
    if (balance === null) throw new AppError('INSUFFICIENT_POINTS', 'Not enough points!');
    return balance;
  },
};
