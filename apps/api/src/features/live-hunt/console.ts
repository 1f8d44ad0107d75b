import { winLimitOf, type WinLimit } from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { auditService, type AuditActor } from '../audit/service';
import type { Fields } from '../audit/summary';
import { pointsService } from '../points/service';
import type { SlotsService } from '../slots/service';
import * as repo from './repository';
import { settle, type Affiliates } from './settlement';
import type { LiveHunt } from './types';
import type { HuntChange } from './service';
import { siteSettingsService } from '../site/service';
import { buildHunt, defaultGtbPrizes } from './view';

/** The hunt after opening or closing GTB or AVG, and whether anything changed. */
export type StatusChange = { hunt: LiveHunt; changed: boolean };

const noLiveHunt = () => new AppError('NO_LIVE_HUNT', 'There is no live hunt.');

/**
 * A console slot: picked from the catalogue (`_id`: name and provider come from there) or typed
 * (a slot the catalogue lacks, kept as text). An unknown `_id` is a 400, never a foreign-key 500.
 */
async function resolveSlot(
  tx: Executor,
  slot: { _id?: string | undefined; name: string; provider: string },
): Promise<{ id: string | null; name: string; provider: string }> {
  if (!slot._id) return { id: null, name: slot.name, provider: slot.provider };
  const found = await repo.catalogueSlot(tx, slot._id);
  if (!found)
    throw new AppError('VALIDATION_ERROR', 'This slot is not in the catalogue.', {
      'slot._id': 'is not in the catalogue',
    });
  return { id: slot._id, ...found };
}

/** One audit row of a console action, target the hunt (`live_hunt.<action>`), in the action's transaction. */
const audit = (
  tx: Executor,
  actor: AuditActor,
  action: string,
  hunt: Pick<repo.HuntRow, 'id' | 'index'>,
  before: Fields | null,
  after: Fields | null,
  /** Which part of the hunt (the bonus an edit changed: its slot and id), beside the hunt's name. */
  part?: string,
) =>
  auditService.record(tx, actor, {
    action: `live_hunt.${action}`,
    targetType: 'live_hunt',
    targetId: hunt.id,
    // The hunt's name, written the same in every language; the part is data.
    targetLabel: `Bonus Hunt #${hunt.index}${part ? ` · ${part}` : ''}`,
    summary: { before, after },
  });

const bonusFields = (b: repo.BonusRow): Fields => ({
  bonusId: b.id,
  slot: b.slotName,
  provider: b.slotProvider,
  bet: b.betCents,
  earning: b.earningCents,
  superBonus: b.isSuper,
});

/** One place's prizes as the admin entered them (points or text; the affiliate prize likewise, or none). */
type PrizeInput = {
  points?: number | undefined;
  text?: string | undefined;
  affiliate?: { points?: number | undefined; text?: string | undefined } | null | undefined;
};

/** A place's prizes as columns. */
const prizeValues = (p: PrizeInput): repo.PrizeValues => ({
  points: p.points ?? null,
  text: p.points !== undefined ? null : (p.text ?? ''),
  affiliatePoints: p.affiliate ? (p.affiliate.points ?? null) : null,
  affiliateText: p.affiliate ? (p.affiliate.points !== undefined ? null : (p.affiliate.text ?? '')) : null,
});

/** A place's prizes in the audit summary: the prize, or `{ prize, affiliate }` with an affiliate prize. */
const prizeShown = (p: repo.PrizeValues) => {
  const prize = p.points !== null ? p.points : (p.text ?? '');
  const affiliate = p.affiliatePoints ?? p.affiliateText;
  return affiliate === null ? prize : { prize, affiliate };
};

async function liveFor(tx: Executor): Promise<repo.HuntRow> {
  const hunt = await repo.lockLive(tx, 'update');
  if (!hunt) throw noLiveHunt();
  return hunt;
}

/** The admin's console: start a hunt, edit its bonuses, open and close GTB and AVG, finish or cancel. */
export function createHuntConsole(deps: {
  db: Db;
  change: HuntChange;
  slots?: Pick<SlotsService, 'countPick'> | undefined;
  /** Who is a verified affiliate, asked at settlement for the places' affiliate prizes (ADR 059). */
  affiliates: Affiliates;
}) {
  const { db, change, affiliates } = deps;
  return {
    async create(startCents: number, actor: AuditActor): Promise<LiveHunt> {
      try {
        return await change('created', async (tx) => {
          const hunt = await repo.insertHunt(tx, startCents, actor.userId);
          await repo.replaceGtbPrizes(
            tx,
            hunt.id,
            defaultGtbPrizes(await siteSettingsService.currency(tx)).map((p) =>
              prizeValues({ points: p.points ?? undefined, text: p.text ?? undefined }),
            ),
          );
          await audit(tx, actor, 'create', hunt, null, { start: startCents });
          return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('LIVE_HUNT_EXISTS', 'A live hunt is already running; finish or cancel it first.');
        throw err;
      }
    },

    /**
     * Adds a bonus to the live hunt. `within` runs in the same transaction once the bonus exists (a
     * slot request marks itself added): if it throws, no bonus is added.
     */
    addBonus: (
      input: {
        slot: { _id?: string | undefined; name: string; provider: string };
        bet: number;
        superBonus: boolean;
      },
      actor: AuditActor,
      within?: (tx: Executor, bonusId: string) => Promise<void>,
    ) =>
      change('bonus_added', async (tx) => {
        const hunt = await liveFor(tx);
        const slot = await resolveSlot(tx, input.slot);
        const bonus = await repo.insertBonus(tx, {
          huntId: hunt.id,
          slotId: slot.id,
          slotName: slot.name,
          slotProvider: slot.provider,
          betCents: input.bet,
          isSuper: input.superBonus,
        });
        await within?.(tx, bonus.id);
        if (slot.id) await deps.slots?.countPick(tx, slot.id, 'live-hunt');
        await audit(tx, actor, 'bonus.add', hunt, null, bonusFields(bonus));
        return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
      }),

    patchBonus: (
      bonusId: string,
      input: {
        slot?: { _id?: string | undefined; name: string; provider: string } | undefined;
        bet?: number | undefined;
        earning?: number | null | undefined;
        superBonus?: boolean | undefined;
      },
      actor: AuditActor,
    ) =>
      change(input.earning !== undefined ? 'bonus_opened' : 'bonus_edited', async (tx) => {
        const hunt = await liveFor(tx);
        const before = (await repo.bonusesOf(tx, hunt.id)).find((b) => b.id === bonusId);
        const patch: Parameters<typeof repo.updateBonus>[3] = {};
        if (input.slot) {
          const slot = await resolveSlot(tx, input.slot);
          Object.assign(patch, { slotId: slot.id, slotName: slot.name, slotProvider: slot.provider });
        }
        if (input.bet !== undefined) patch.betCents = input.bet;
        if (input.earning !== undefined) patch.earningCents = input.earning;
        if (input.superBonus !== undefined) patch.isSuper = input.superBonus;
        const row = await repo.updateBonus(tx, hunt.id, bonusId, patch);
        if (!row || !before) throw notFound('Bonus');
        const [b, a] = [bonusFields(before), bonusFields(row)];
        // Only what changed; the bonus is named in the target's label (its id never changes).
        const changed = Object.keys(a).filter((k) => k !== 'bonusId' && a[k] !== b[k]);
        await audit(
          tx,
          actor,
          'bonus.update',
          hunt,
          Object.fromEntries(changed.map((k) => [k, b[k]])),
          Object.fromEntries(changed.map((k) => [k, a[k]])),
          `${before.slotName} (${before.id})`,
        );
        return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
      }),

    deleteBonus: (bonusId: string, actor: AuditActor) =>
      change('bonus_removed', async (tx) => {
        const hunt = await liveFor(tx);
        const before = (await repo.bonusesOf(tx, hunt.id)).find((b) => b.id === bonusId);
        if (!before || !(await repo.deleteBonus(tx, hunt.id, bonusId))) throw notFound('Bonus');
        await audit(tx, actor, 'bonus.remove', hunt, bonusFields(before), null);
        return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
      }),

    reorder: (order: string[], actor: AuditActor) =>
      change('bonus_reordered', async (tx) => {
        const hunt = await liveFor(tx);
        const ids = (await repo.bonusesOf(tx, hunt.id)).map((b) => b.id);
        if (
          order.length !== ids.length ||
          new Set(order).size !== order.length ||
          !order.every((id) => ids.includes(id))
        ) {
          throw new AppError('VALIDATION_ERROR', 'The order must list every bonus of the hunt once.', {
            order: 'must list every bonus once',
          });
        }
        await repo.setPositions(tx, hunt.id, order);
        await audit(tx, actor, 'bonus.reorder', hunt, { order: ids }, { order });
        return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
      }),

    /**
     * Opens or closes GTB; once closed after being opened it never reopens (409 GTB_CLOSED_FOR_GOOD).
     * GTB already in that state is left as it is: nothing written, no audit row, `changed` false.
     */
    setGtbStatus: (status: 'opened' | 'closed', actor: AuditActor) =>
      change(`gtb_${status}`, async (tx): Promise<{ huntId: string; result: StatusChange; unchanged?: boolean }> => {
        const hunt = await liveFor(tx);
        if (hunt.gtbStatus === status)
          return { huntId: hunt.id, result: { hunt: await buildHunt(tx, hunt), changed: false }, unchanged: true };
        const updated = await repo.setGtbStatus(tx, hunt.id, status);
        if (!updated) throw new AppError('GTB_CLOSED_FOR_GOOD', 'GTB was closed for this hunt and cannot open again.');
        await audit(
          tx,
          actor,
          status === 'opened' ? 'gtb.open' : 'gtb.close',
          hunt,
          { gtb: hunt.gtbStatus },
          { gtb: status },
        );
        return { huntId: hunt.id, result: { hunt: await buildHunt(tx, updated), changed: true } };
      }),

    /** Sets the GTB prize places (1..N) of the live hunt; they are fixed when it finishes. */
    setGtbPrizes: (prizes: PrizeInput[], actor: AuditActor) =>
      change('gtb_prizes', async (tx) => {
        const hunt = await liveFor(tx);
        const before = await repo.gtbPrizesOf(tx, hunt.id);
        const rows = prizes.map(prizeValues);
        await repo.replaceGtbPrizes(tx, hunt.id, rows);
        await audit(
          tx,
          actor,
          'gtb.prizes',
          hunt,
          { prizes: before.map(prizeShown) },
          { prizes: rows.map(prizeShown) },
        );
        return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
      }),

    /**
     * Sets (or clears, with null) the GTB winner limit of the live hunt (ADR 070) while GTB has not
     * closed for good: from then on, who is ineligible is fixed. 409 GTB_CLOSED_FOR_GOOD after.
     */
    setGtbWinLimit: (limit: WinLimit | null, actor: AuditActor) =>
      change('gtb_win_limit', async (tx) => {
        const hunt = await liveFor(tx);
        if (hunt.gtbClosedAt !== null)
          throw new AppError('GTB_CLOSED_FOR_GOOD', 'GTB has closed for this hunt: its winner limit is fixed.');
        const updated = await repo.setGtbWinLimit(tx, hunt.id, limit);
        await audit(
          tx,
          actor,
          'gtb.win_limit',
          hunt,
          { winLimit: winLimitOf(hunt.gtbWinLimit, hunt.gtbWinLimitDays) },
          { winLimit: limit },
        );
        return { huntId: hunt.id, result: await buildHunt(tx, updated) };
      }),

    /** Opens or closes AVG; AVG already in that state is left as it is (nothing written, `changed` false). */
    setAvgStatus: (status: 'opened' | 'closed', actor: AuditActor) =>
      change(`avg_${status}`, async (tx): Promise<{ huntId: string; result: StatusChange; unchanged?: boolean }> => {
        const hunt = await liveFor(tx);
        if (hunt.avgStatus === status)
          return { huntId: hunt.id, result: { hunt: await buildHunt(tx, hunt), changed: false }, unchanged: true };
        await repo.updateHunt(tx, hunt.id, { avgStatus: status });
        await audit(
          tx,
          actor,
          status === 'opened' ? 'avg.open' : 'avg.close',
          hunt,
          { avg: hunt.avgStatus },
          { avg: status },
        );
        return {
          huntId: hunt.id,
          result: { hunt: await buildHunt(tx, { ...hunt, avgStatus: status }), changed: true },
        };
      }),

    /** Finishes the live hunt and settles GTB and AVG in the same transaction. */
    finish: (actor: AuditActor) =>
      change('finished', async (tx) => {
        const hunt = await liveFor(tx);
        await repo.updateHunt(tx, hunt.id, { status: 'finished', closeGtb: true, avgStatus: 'closed', ended: true });
        const ended = {
          ...hunt,
          status: 'finished' as const,
          gtbStatus: 'closed' as const,
          avgStatus: 'closed' as const,
        };
        await settle(tx, ended, affiliates);
        const [fresh] = await repo.listHunts(tx, 1);
        const result = await buildHunt(tx, fresh && fresh.id === hunt.id ? fresh : ended);
        const s = result.settlement;
        await audit(
          tx,
          actor,
          'finish',
          hunt,
          { status: 'live' },
          {
            status: 'finished',
            ...(s
              ? {
                  finalBalance: s.finalBalance,
                  averageMultiplier: s.averageMultiplier,
                  winningGroup: s.winningGroup,
                  pot: s.pot,
                  paidOut: s.paidOut,
                  refundedAll: s.refundedAll,
                  gtbWinners: s.gtbWinners.length,
                }
              : {}),
          },
        );
        return { huntId: hunt.id, result };
      }),

    /** Settles a hunt again (used by tests and the CLI): changes nothing once settled. */
    settleAgain: (huntId: string) =>
      db.transaction(async (tx) => {
        const hunt = await repo.lockHunt(tx, huntId, 'update');
        if (!hunt) throw notFound('Hunt');
        if (hunt.status !== 'finished') return false;
        return settle(tx, hunt, affiliates);
      }),

    /** Cancels the live hunt: every AVG bet is refunded, GTB guesses are dropped from play. */
    cancel: (actor: AuditActor) =>
      change('cancelled', async (tx) => {
        const hunt = await liveFor(tx);
        await repo.updateHunt(tx, hunt.id, { status: 'cancelled', closeGtb: true, avgStatus: 'closed', ended: true });
        const bets = await repo.avgBetsOf(tx, hunt.id);
        await audit(
          tx,
          actor,
          'cancel',
          hunt,
          { status: 'live' },
          {
            status: 'cancelled',
            avgRefunds: bets.length,
            pointsRefunded: bets.reduce((t, b) => t + b.bet, 0),
          },
        );
        for (const bet of bets) {
          await repo.setAvgOutcome(tx, bet.id, bet.bet, true);
          await pointsService.credit(tx, {
            userId: bet.userId,
            amount: bet.bet,
            reason: 'hunt_refund',
            refType: 'live_hunt',
            refId: hunt.id,
            params: { hunt: hunt.index, why: 'cancelled' },
          });
        }
        return {
          huntId: hunt.id,
          result: await buildHunt(tx, {
            ...hunt,
            status: 'cancelled',
            gtbStatus: 'closed',
            avgStatus: 'closed',
            endedAt: new Date(),
          }),
        };
      }),
  };
}
