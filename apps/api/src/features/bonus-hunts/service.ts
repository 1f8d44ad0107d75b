import {
  HUNT_NAME_MAX,
  huntNameProblem,
  centsToEuros,
  MAX_BONUSES_PER_HUNT,
  MAX_HUNTS_PER_USER,
  type Bonus,
  type BonusHunt,
  type BonusHuntSummary,
  type BonusInput,
  type HuntStatsView,
} from '@app/contracts';
import { breakEven, huntStats, huntStatus, multiplierOf, type BonusHighlight } from '@app/hunts';
import Papa from 'papaparse';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './repository';
import type { SlotsService } from '../slots/service';

const huntNotFound = () => notFound('BonusHunt');

function bonusView(row: repo.BonusRow): Bonus {
  return {
    id: row.id,
    slot: row.slotId
      ? {
          id: row.slotId,
          name: row.slotName ?? '',
          provider: row.slotProvider ?? '',
          thumbnail: row.slotThumbnail ?? null,
        }
      : null,
    bet: centsToEuros(row.betCents),
    earning: row.earningCents === null ? null : centsToEuros(row.earningCents),
    multiplier: multiplierOf(row.betCents, row.earningCents),
    superBonus: row.superBonus,
  };
}

const highlight = (h: BonusHighlight | null) =>
  h
    ? {
        slotName: h.slotName,
        provider: h.provider,
        bet: centsToEuros(h.betCents),
        earning: centsToEuros(h.earningCents),
        multi: h.multi,
      }
    : null;

function statsView(startCents: number, rows: repo.BonusRow[]): HuntStatsView {
  const s = huntStats(
    startCents,
    rows.map((r) => ({
      slotName: r.slotName ?? '',
      provider: r.slotProvider ?? '',
      betCents: r.betCents,
      earningCents: r.earningCents,
    })),
  );
  return {
    totalBonuses: s.totalBonuses,
    openedBonuses: s.openedBonuses,
    totalBets: centsToEuros(s.totalBetsCents),
    totalEarnings: centsToEuros(s.totalEarningsCents),
    profit: centsToEuros(s.profitCents),
    startBreakEvenX: s.startBreakEvenX,
    breakEvenX: s.breakEvenX,
    breakEvenAmount: centsToEuros(s.breakEvenAmountCents),
    avgEarning: centsToEuros(s.avgEarningCents),
    avgMulti: s.avgMulti,
    avgMultiWeighted: s.avgMultiWeighted,
    highestWin: centsToEuros(s.highestWinCents),
    highestMulti: s.highestMulti,
    best: highlight(s.best),
    worst: highlight(s.worst),
    providers: s.providers.map((p) => ({
      provider: p.provider || 'No slot',
      count: p.count,
      bets: centsToEuros(p.betsCents),
      earnings: centsToEuros(p.earningsCents),
      avgMulti: p.avgMulti,
    })),
  };
}

async function huntView(db: Executor, hunt: repo.HuntRow, editable: boolean): Promise<BonusHunt> {
  const rows = await repo.listBonuses(db, hunt.id);
  const stats = statsView(hunt.startCents, rows);
  return {
    id: hunt.id,
    name: hunt.name,
    start: centsToEuros(hunt.startCents),
    shared: hunt.shared,
    createdAt: new Date(hunt.createdAt).toISOString(),
    editable,
    status: huntStatus(rows.length, rows.filter((r) => r.earningCents === null).length),
    bonuses: rows.map(bonusView),
    stats,
  };
}

/** A hunt's name as typed, trimmed; 400 HUNT_NAME_REQUIRED when empty, HUNT_NAME_TOO_LONG over HUNT_NAME_MAX. */
function checkedHuntName(typed: string): string {
  const problem = huntNameProblem(typed);
  if (problem === 'HUNT_NAME_REQUIRED') throw new AppError(problem, 'Give the hunt a name.', { name: 'is required' });
  if (problem) {
    const limit = `must be at most ${HUNT_NAME_MAX} characters`;
    throw new AppError(problem, `A hunt name is at most ${HUNT_NAME_MAX} characters.`, { name: limit });
  }
  return typed.trim();
}

export function createBonusHuntsService(db: Db, deps: { slots?: Pick<SlotsService, 'countPick'> } = {}) {
  /** Runs `fn` on the caller's own hunt, locked; another user's hunt is a 404, never a 403. */
  async function withOwnedHunt<T>(
    huntId: string,
    userId: string,
    fn: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], hunt: repo.HuntRow) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const hunt = await repo.lockOwnedHunt(tx, huntId, userId);
      if (!hunt) throw huntNotFound();
      return fn(tx, hunt);
    });
  }

  async function checkSlot(tx: Executor, slotId: string | null | undefined): Promise<void> {
    if (slotId && !(await repo.slotExists(tx, slotId))) {
      throw new AppError('VALIDATION_ERROR', 'This slot is not in the catalogue.', { slot: 'is not in the catalogue' });
    }
  }

  return {
    async list(userId: string): Promise<BonusHuntSummary[]> {
      const rows = await repo.listSummaries(db, userId);
      return rows.map((r) => {
        const be = breakEven(Number(r.start_cents), Number(r.earnings_cents), Number(r.unopened_bets_cents));
        return {
          id: r.id,
          name: r.name,
          createdAt: new Date(r.created_at).toISOString(),
          start: centsToEuros(Number(r.start_cents)),
          shared: r.shared,
          slots: r.slots,
          left: r.left,
          status: huntStatus(r.slots, r.left),
          breakEvenX: be.x,
          breakEvenAmount: centsToEuros(be.amountCents),
        };
      });
    },

    /** 400 HUNT_NAME_REQUIRED for an empty name, HUNT_NAME_TOO_LONG over HUNT_NAME_MAX (after trimming). */
    async create(userId: string, typedName: string): Promise<BonusHunt> {
      const name = checkedHuntName(typedName);
      return db.transaction(async (tx) => {
        await repo.lockOwner(tx, userId);
        if ((await repo.countByOwner(tx, userId)) >= MAX_HUNTS_PER_USER) {
          throw new AppError(
            'HUNT_LIMIT',
            `You can keep at most ${MAX_HUNTS_PER_USER} bonus hunts; delete one to start another.`,
          );
        }
        return huntView(tx, await repo.insertHunt(tx, userId, name), true);
      });
    },

    async get(huntId: string, userId: string): Promise<BonusHunt> {
      const hunt = await repo.findHunt(db, huntId);
      if (!hunt || hunt.ownerId !== userId) throw huntNotFound();
      return huntView(db, hunt, true);
    },

    /** The read-only shared view: anyone, signed in or not, while the owner shares it. */
    async getShared(huntId: string): Promise<BonusHunt> {
      const hunt = await repo.findHunt(db, huntId);
      if (!hunt || !hunt.shared) throw huntNotFound();
      return huntView(db, hunt, false);
    },

    async update(
      huntId: string,
      userId: string,
      patch: { name?: string; start?: number; shared?: boolean },
    ): Promise<BonusHunt> {
      return withOwnedHunt(huntId, userId, async (tx, hunt) => {
        const changes: Parameters<typeof repo.updateHunt>[2] = {};
        // A rename follows the rule of a new hunt: never empty, never too long.
        if (patch.name !== undefined) changes.name = checkedHuntName(patch.name);
        if (patch.start !== undefined) changes.startCents = patch.start;
        if (patch.shared !== undefined) changes.shared = patch.shared;
        if (Object.keys(changes).length > 0) await repo.updateHunt(tx, hunt.id, changes);
        return huntView(tx, { ...hunt, ...changes }, true);
      });
    },

    async remove(huntId: string, userId: string): Promise<void> {
      if (!(await repo.deleteOwnedHunt(db, huntId, userId))) throw huntNotFound();
    },

    async addBonus(huntId: string, userId: string, input: BonusInput): Promise<Bonus> {
      return withOwnedHunt(huntId, userId, async (tx, hunt) => {
        if ((await repo.bonusIds(tx, hunt.id)).length >= MAX_BONUSES_PER_HUNT) {
          throw new AppError('BONUS_LIMIT', `A hunt holds at most ${MAX_BONUSES_PER_HUNT} bonuses.`);
        }
        await checkSlot(tx, input.slot);
        const id = await repo.insertBonus(tx, hunt.id, {
          slotId: input.slot ?? null,
          betCents: input.bet ?? 0,
          earningCents: input.earning ?? null,
          superBonus: input.superBonus ?? false,
        });
        if (input.slot) await deps.slots?.countPick(tx, input.slot, userId);
        const row = (await repo.listBonuses(tx, hunt.id)).find((b) => b.id === id);
        if (!row) throw new Error('inserted bonus not found');
        return bonusView(row);
      });
    },

    async updateBonus(huntId: string, bonusId: string, userId: string, input: BonusInput): Promise<Bonus> {
      return withOwnedHunt(huntId, userId, async (tx, hunt) => {
        await checkSlot(tx, input.slot);
        const patch: Parameters<typeof repo.updateBonus>[3] = {};
        if (input.slot !== undefined) patch.slotId = input.slot;
        if (input.bet !== undefined) patch.betCents = input.bet;
        if (input.earning !== undefined) patch.earningCents = input.earning;
        if (input.superBonus !== undefined) patch.superBonus = input.superBonus;
        if (!(await repo.updateBonus(tx, hunt.id, bonusId, patch))) throw notFound('Bonus');
        const row = (await repo.listBonuses(tx, hunt.id)).find((b) => b.id === bonusId);
        if (!row) throw notFound('Bonus');
        return bonusView(row);
      });
    },

    async removeBonus(huntId: string, bonusId: string, userId: string): Promise<void> {
      await withOwnedHunt(huntId, userId, async (tx, hunt) => {
        if (!(await repo.deleteBonus(tx, hunt.id, bonusId))) throw notFound('Bonus');
      });
    },

    /** Applies a new order only if it lists exactly the hunt's bonuses, each once (else 409: a stale tab). */
    async reorder(huntId: string, userId: string, newOrder: string[]): Promise<BonusHunt> {
      return withOwnedHunt(huntId, userId, async (tx, hunt) => {
        const current = new Set(await repo.bonusIds(tx, hunt.id));
        const proposed = new Set(newOrder);
        if (
          proposed.size !== newOrder.length ||
          proposed.size !== current.size ||
          [...proposed].some((id) => !current.has(id))
        ) {
          throw new AppError(
            'REORDER_MISMATCH',
            'The bonuses of this hunt changed meanwhile; reload it and try again.',
          );
        }
        await repo.applyOrder(tx, hunt.id, newOrder);
        return huntView(tx, hunt, true);
      });
    },

    /** The hunt as CSV (owner, or anyone while shared). */
    async exportCsv(huntId: string, userId: string | null): Promise<{ filename: string; csv: string }> {
      const hunt = await repo.findHunt(db, huntId);
      if (!hunt || (hunt.ownerId !== userId && !hunt.shared)) throw huntNotFound();
      const rows = await repo.listBonuses(db, hunt.id);
      const csv = Papa.unparse(
        {
          fields: ['position', 'slot', 'provider', 'bet_eur', 'earning_eur', 'multiplier', 'super_bonus'],
          data: rows.map((r, i) => [
            i + 1,
            r.slotName ?? '',
            r.slotProvider ?? '',
            centsToEuros(r.betCents),
            r.earningCents === null ? '' : centsToEuros(r.earningCents),
            multiplierOf(r.betCents, r.earningCents) ?? '',
            r.superBonus ? 'yes' : 'no',
          ]),
        },
        { escapeFormulae: true },
      );
      const safeName = (hunt.name || 'bonus-hunt').replace(/[^\w.-]+/g, '-').slice(0, 60) || 'bonus-hunt';
      return { filename: `${safeName}.csv`, csv };
    },
  };
}

export type BonusHuntsService = ReturnType<typeof createBonusHuntsService>;
