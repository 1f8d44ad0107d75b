import { MAX_BOXES, type MinigameBox } from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { changes, type Fields } from '../audit/summary';
import * as repo from './repository';

const boxFields = (b: MinigameBox): Fields => ({
  name: b.name,
  thumbnail: b.thumbnail,
  slots: b.slots.map((s) => s.name),
});

async function boxesView(db: Executor, only?: string): Promise<MinigameBox[]> {
  const boxes = (await repo.listBoxes(db)).filter((b) => !only || b.id === only);
  const slots = await repo.listBoxSlots(
    db,
    boxes.map((b) => b.id),
  );
  return boxes.map((b) => ({
    id: b.id,
    name: b.name,
    thumbnail: b.thumbnail,
    slots: slots.filter((s) => s.boxId === b.id).map((s) => ({ id: s.id, name: s.name, provider: s.provider })),
  }));
}

/** Slot ids must be distinct catalogue slots; a 400 names the field otherwise. */
async function checkSlots(db: Executor, ids: string[]): Promise<void> {
  if (new Set(ids).size !== ids.length)
    throw new AppError('VALIDATION_ERROR', 'A slot is listed twice.', { slots: 'lists a slot twice' });
  const found = await repo.existingSlotIds(db, ids);
  if (ids.some((id) => !found.has(id)))
    throw new AppError('VALIDATION_ERROR', 'A slot is not in the catalogue.', {
      slots: 'has a slot that is not in the catalogue',
    });
}

export function createMinigameService(db: Db) {
  return {
    list: () => boxesView(db),

    async create(
      input: { name: string; thumbnail?: string | null; slots: string[] },
      actor: AuditActor,
    ): Promise<MinigameBox> {
      return db.transaction(async (tx) => {
        if ((await repo.countBoxes(tx)) >= MAX_BOXES)
          throw new AppError('CONFLICT', `At most ${MAX_BOXES} boxes; delete one first.`);
        await checkSlots(tx, input.slots);
        const box = await repo.insertBox(tx, { name: input.name, thumbnail: input.thumbnail ?? null });
        await repo.replaceSlots(tx, box.id, input.slots);
        const [view] = await boxesView(tx, box.id);
        await auditService.record(tx, actor, {
          action: 'minigame.box.create',
          targetType: 'minigame_box',
          targetId: box.id,
          targetLabel: view!.name,
          summary: { before: null, after: boxFields(view!) },
        });
        return view!;
      });
    },

    async update(
      id: string,
      patch: { name?: string; thumbnail?: string | null; slots?: string[] },
      actor: AuditActor,
    ): Promise<MinigameBox> {
      return db.transaction(async (tx) => {
        const [before] = await boxesView(tx, id);
        const { slots, ...fields } = patch;
        if (slots) await checkSlots(tx, slots);
        if (!(await repo.updateBox(tx, id, fields))) throw notFound('Box');
        if (slots) await repo.replaceSlots(tx, id, slots);
        const [view] = await boxesView(tx, id);
        await auditService.record(tx, actor, {
          action: 'minigame.box.update',
          targetType: 'minigame_box',
          targetId: id,
          targetLabel: view!.name,
          summary: changes(before ? boxFields(before) : null, boxFields(view!)),
        });
        return view!;
      });
    },

    async remove(id: string, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await boxesView(tx, id);
        if (!before || !(await repo.deleteBox(tx, id))) throw notFound('Box');
        await auditService.record(tx, actor, {
          action: 'minigame.box.delete',
          targetType: 'minigame_box',
          targetId: id,
          targetLabel: before.name,
          summary: { before: boxFields(before), after: null },
        });
      });
    },
  };
}

export type MinigameService = ReturnType<typeof createMinigameService>;
