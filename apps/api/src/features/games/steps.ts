import { randomUUID } from 'node:crypto';
import { MAX_POINTS_BALANCE } from '@app/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { pointsLimit, pointsService } from '../points/service';
import { responsiblePlayGuard } from '../responsible-play/guard';
import { pairForDeal } from './fairness-service';
import * as repo from './repository';
import { BoundedMap } from '../../lib/bounded-map';

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
async function untilWritten<T>(attempt: () => Promise<T | Changed>): Promise<T> {
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

/**
 * The round's write, its stake and its payout in one statement (`pointsService.moveAlong`): `write`
 * builds the game side from the gate's three parts (the balance covers the step; responsible play
 * allows the stake, `checked` once it was asked; whether the account has settings).
 */
function sendStep<R>(
  executor: Executor,
  name: 'games_deal' | 'games_step',
  userId: string,
  ref: { kind: repo.GameKind; id: string },
  step: Step<unknown>,
  checked: boolean,
  write: (gate: { covers: SQL; allowed: SQL; settingsSet: SQL }) => {
    ctes: SQL;
    gate: string;
    columns: SQL;
    from: SQL;
  },
) {
  return pointsService.moveAlong<R>(
    executor,
    name,
    write({
      covers: pointsService.coversSql(step.debit, step.credit),
      allowed: responsiblePlayGuard.stakeAllowedSql(userId, checked),
      settingsSet: responsiblePlayGuard.settingsSetSql(userId),
    }),
    repo.roundMovement(userId, ref, step),
  );
}

/** The part of a game row a step is computed from and written against. */
export type RoundRow = Pick<repo.GameRow, 'id' | 'userId' | 'kind' | 'status' | 'state' | 'rev' | 'totalBet'> & {
  /** The player's balance, when the read took it. */
  balance?: number;
};

/** The hints an instance keeps, at most `max`: a hint is taken (read once), and set again as the newest. */
class Hints<V> extends BoundedMap<string, V> {
  take(key: string): V | undefined {
    const v = this.get(key);
    this.delete(key);
    return v;
  }
  override set(key: string, v: V): this {
    this.delete(key);
    return super.set(key, v);
  }
}

/** Players whose last pair and round this instance remembers (a few KB each). */
const MAX_HINTS = 10_000;

/**
 * The writes of one game's rounds on this instance (ADR 077). It remembers what it last wrote for a
 * player, the pair's next nonce and the running round with its revision, as a hint: the player's next
 * request is computed from the hint instead of a read, and the statement's own check (the nonce, the
 * revision) decides whether it was still true. A hinted attempt that writes nothing is dropped and the
 * request runs from a fresh read; so is a step refused by the game's rules, which ran on the
 * remembered state. No answer rests on a hint alone.
 */
export function createRoundWriter(db: Db, kind: repo.GameKind) {
  const pairs = new Hints<repo.PairForDeal>(MAX_HINTS);
  const rounds = new Hints<RoundRow>(MAX_HINTS);

  /**
   * `attempt` from the hint first (if any), then from fresh reads until it is written. `refusalsHold`:
   * a refusal from the hinted attempt is the answer (a deal's refusals read the live rows, whatever
   * the pair); otherwise it is asked again from what the database holds now (a step's rules ran on
   * the remembered state).
   */
  async function hinted<H, T>(
    hints: Hints<H>,
    key: string,
    refusalsHold: boolean,
    attempt: (from: H | null) => Promise<T | Changed>,
  ): Promise<T> {
    const hint = hints.take(key);
    if (hint !== undefined) {
      try {
        const out = await attempt(hint);
        if (out !== CHANGED) return out;
      } catch (err) {
        if (refusalsHold) throw err;
      }
    }
    return untilWritten(() => attempt(null));
  }

  /** Remembers the round as written (`rev` the row's revision now), or forgets it once it is over. */
  function remember(row: RoundRow, finished: boolean): void {
    if (finished) rounds.delete(row.userId);
    else rounds.set(row.userId, row);
  }

  return {
    /**
     * A new round: the pair (read, created on first use, or remembered), the round computed from it,
     * and the statement that moves the pair's nonce on, inserts the game and debits (and pays a round
     * over at once). The refusals come in the game's order: `activeFirst` refuses an active round
     * before responsible play (Blackjack), otherwise after the balance (Mines); responsible play's
     * come before the balance's.
     */
    deal<S>(
      userId: string,
      compute: (pair: repo.PairForDeal) => Step<S>,
      refusal: { active: () => AppError; activeFirst: boolean },
    ): Promise<{ id: string; state: S; balance: number }> {
      return hinted(pairs, userId, true, async (remembered) => {
        const pair = remembered ?? (await pairForDeal(db, userId));
        const step = compute(pair);
        const id = randomUUID();
        const row = await writeDeal(db, userId, kind, id, pair, step, refusal);
        if (row.written) {
          pairs.set(userId, { ...pair, nonce: pair.nonce + 1 });
          remember(
            { id, userId, kind, status: 'active', state: step.state, rev: 0, totalBet: step.totalBet },
            step.finished,
          );
          return { id, state: step.state, balance: row.balance_after ?? row.payer_points! };
        }
        refuseMoney(row, step.debit, step.credit);
        if (row.active) throw refusal.active();
        // The pair moved on since it was read: another deal of this player, a rotation, a new client seed.
        return CHANGED;
      });
    },

    /**
     * A step of the player's running round: `find` reads the round (null: none), `run` computes the
     * step from it (or answers without writing, throwing its refusals) and saves it with `save`.
     */
    step<R>(
      userId: string,
      find: () => Promise<RoundRow | null>,
      run: (
        round: RoundRow | null,
        save: <S>(round: RoundRow, step: Step<S>) => Promise<number | Changed>,
      ) => Promise<R | Changed>,
    ): Promise<R> {
      const save = async <S>(round: RoundRow, step: Step<S>) => {
        const balance = await saveStep(db, userId, round, step);
        if (balance !== CHANGED) {
          const { id, kind, status } = round;
          remember(
            { id, userId, kind, status, state: step.state, rev: round.rev + 1, totalBet: step.totalBet },
            step.finished,
          );
        }
        return balance;
      };
      return hinted(rounds, userId, false, async (remembered) => run(remembered ?? (await find()), save));
    },
  };
}

/** The deal's statement (and, for an account with settings, the check and the statement in a transaction). */
async function writeDeal(
  db: Db,
  userId: string,
  kind: repo.GameKind,
  id: string,
  pair: repo.PairForDeal,
  step: Step<unknown>,
  refusal: { active: () => AppError; activeFirst: boolean },
) {
  type Row = { active: boolean; rg_set: boolean; advanced: boolean; written: boolean };
  const write = (executor: Executor, checked: boolean) =>
    sendStep<Row>(executor, 'games_deal', userId, { kind, id }, step, checked, (gate) =>
      repo.dealWrite({ id, userId, kind, pair, game: step, ...gate }),
    );
  try {
    return await responsiblePlayGuard.stakeInOneStatement(db, userId, step.debit, write, (r) => {
      if (refusal.activeFirst && r.active) throw refusal.active();
    });
  } catch (err) {
    if (isUniqueViolation(err, 'games_one_active_per_user_kind')) throw refusal.active();
    throw err;
  }
}

/**
 * A step of a running round computed from `game` (a reveal, a cashout, a hit, a double): the game row
 * saved at `rev + 1` with the step's stake and payout, in one statement; a stake is asked of
 * responsible play first. Answers the balance after, or CHANGED when the row moved on since it was
 * read (the caller computes the step again).
 */
async function saveStep<S>(db: Db, userId: string, game: RoundRow, step: Step<S>): Promise<number | Changed> {
  type Row = { saved: boolean; rg_set: boolean };
  const write = (executor: Executor, checked: boolean) =>
    sendStep<Row>(executor, 'games_step', userId, game, step, checked, (gate) =>
      repo.stepWrite({ id: game.id, userId, rev: game.rev, game: step, ...gate }),
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
