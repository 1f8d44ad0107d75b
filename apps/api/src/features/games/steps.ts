import { randomUUID } from 'node:crypto';
import { MAX_POINTS_BALANCE } from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { pointsLimit, pointsService } from '../points/service';
import { responsiblePlayGuard } from '../responsible-play/guard';
import { pairForDeal } from './fairness-service';
import * as repo from './repository';

/**
 * A round's writes (ADR 077): every deal and every step is a read, the game's rules in Node, then ONE
 * statement that writes the game row, the stake and the payout together, and only if the row (or the
 * fairness pair, for a deal) is still the one the step was computed from. A step that finds it changed
 * (another request of the same player won the race) is computed again from the new row.
 */

/** The player's own requests racing each other: a step is computed again at most this often. */
const ATTEMPTS = 10;
export const CHANGED = Symbol('changed');
type Changed = typeof CHANGED;

/** Runs `attempt` again while it answers CHANGED. */
export async function untilWritten<T>(attempt: () => Promise<T | Changed>): Promise<T> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const out = await attempt();
    if (out !== CHANGED) return out;
  }
  throw new AppError('CONFLICT', 'Your round changed while this request ran; try again.');
}

/** What a deal or a step writes: the game row's state and totals, and the points it moves. */
export type Step<S> = repo.GameWrite & { state: S; debit: number; credit: number };

type Money = { payer_points: number | null };

/** A write refused for money: the user gone, the stake not covered, or the payout past the ceiling. */
function refuseMoney(row: Money, debit: number, credit: number): void {
  if (row.payer_points === null) throw notFound('User');
  if (row.payer_points < debit) throw new AppError('INSUFFICIENT_POINTS', 'Not enough points!');
  if (row.payer_points - debit + credit > MAX_POINTS_BALANCE) throw pointsLimit();
}

const movement = (userId: string, kind: repo.GameKind, id: string, step: Step<unknown>) => ({
  userId,
  debit: step.debit,
  credit: step.credit,
  debitReason: 'game_bet' as const,
  creditReason: 'game_payout' as const,
  refType: kind,
  refId: id,
});

/**
 * A new round: the pair read (created on first use), the round computed from it, and the statement
 * that moves the pair's nonce on, inserts the game and debits (and pays a round over at once). The
 * refusals come in the game's order: `activeFirst` refuses an active round before responsible play
 * (Blackjack), otherwise after the balance (Mines); responsible play's come before the balance's.
 */
export function dealRound<S>(
  db: Db,
  userId: string,
  kind: repo.GameKind,
  compute: (pair: repo.PairForDeal) => Step<S>,
  refusal: { active: () => AppError; activeFirst: boolean },
): Promise<{ id: string; state: S; balance: number }> {
  return untilWritten(async () => {
    const pair = await pairForDeal(db, userId);
    const step = compute(pair);
    const id = randomUUID();
    type Row = { active: boolean; rg_set: boolean; advanced: boolean; written: boolean };
    const write = (executor: Executor, checked: boolean) =>
      pointsService.moveAlong<Row>(
        executor,
        'games_deal',
        repo.dealWrite({
          id,
          userId,
          kind,
          pair,
          game: step,
          covers: pointsService.coversSql(step.debit, step.credit),
          allowed: responsiblePlayGuard.stakeAllowedSql(userId, checked),
          settingsSet: responsiblePlayGuard.settingsSetSql(userId),
        }),
        movement(userId, kind, id, step),
      );
    let row: Row & Money & { balance_after: number | null };
    try {
      row = await responsiblePlayGuard.stakeInOneStatement(db, userId, step.debit, write, (r) => {
        if (refusal.activeFirst && r.active) throw refusal.active();
      });
    } catch (err) {
      if (isUniqueViolation(err, 'games_one_active_per_user_kind')) throw refusal.active();
      throw err;
    }
    if (row.written) return { id, state: step.state, balance: row.balance_after ?? row.payer_points! };
    refuseMoney(row, step.debit, step.credit);
    if (row.active) throw refusal.active();
    // The pair moved on since it was read: another deal of this player, or a rotation.
    return CHANGED;
  });
}

/**
 * A step of a running round computed from `game` (a reveal, a cashout, a hit, a double): the game row
 * saved at `rev + 1` with the step's stake and payout, in one statement; a stake is asked of
 * responsible play first. Answers the balance after, or CHANGED when the row moved on since it was
 * read (the caller computes the step again).
 */
export async function saveStep<S>(
  db: Db,
  userId: string,
  game: repo.GameRow,
  step: Step<S>,
): Promise<number | Changed> {
  type Row = { saved: boolean; rg_set: boolean };
  const write = (executor: Executor, checked: boolean) =>
    pointsService.moveAlong<Row>(
      executor,
      'games_step',
      repo.stepWrite({
        id: game.id,
        userId,
        rev: game.rev,
        game: step,
        covers: pointsService.coversSql(step.debit, step.credit),
        allowed: responsiblePlayGuard.stakeAllowedSql(userId, checked),
        settingsSet: responsiblePlayGuard.settingsSetSql(userId),
      }),
      movement(userId, game.kind, game.id, step),
    );
  // A step that stakes nothing (a reveal, a hit, a stand) is no stake for responsible play.
  const row =
    step.debit > 0
      ? await responsiblePlayGuard.stakeInOneStatement(db, userId, step.debit, write, () => undefined)
      : await write(db, true);
  if (row.saved) return row.balance_after ?? row.payer_points!;
  refuseMoney(row, step.debit, step.credit);
  return CHANGED;
}
