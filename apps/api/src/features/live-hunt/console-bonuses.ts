import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditActor } from '../audit/service';
import type { Fields } from '../audit/summary';
import { audit, liveFor, type ConsoleDeps } from './console-shared';
import * as repo from './repository';
import { buildHunt } from './view';

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

const bonusFields = (b: repo.BonusRow): Fields => ({
  bonusId: b.id,
  slot: b.slotName,
  provider: b.slotProvider,
  bet: b.betCents,
  earning: b.earningCents,
  superBonus: b.isSuper,
});

/** The console's bonuses: add, edit (bet, earning, slot, super), delete and reorder them on the live hunt. */
export function createHuntBonuses({ change, slots }: Pick<ConsoleDeps, 'change' | 'slots'>) {
  return {
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
        if (slot.id) await slots?.countPick(tx, slot.id, 'live-hunt');
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
  };
}
