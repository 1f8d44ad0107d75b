import { shopItemSchema, type DeliveryDetailSpec, type ShopItem, type ShopItemInput } from '@app/contracts';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { contentEtag } from '../../lib/prepared-body';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import { compileResponse } from '../../lib/response-serializer';
import { auditService, type AuditActor } from '../audit/service';
import { changes, clean, pick } from '../audit/summary';
import * as repo from './repository';

const AUDITED_FIELDS = [
  'name',
  'description',
  'cost',
  'quantity',
  'image',
  'detailLabel',
  'detailKind',
  'detailRequired',
] as const satisfies ReadonlyArray<keyof repo.ShopItemRow>;

const serializeList = compileResponse(z.array(shopItemSchema));
export type PreparedList = { body: string; etag: string };

const toItem = (row: repo.ShopItemRow, redeemed: boolean): ShopItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  cost: row.cost,
  quantity: row.quantity,
  image: row.image,
  available: row.quantity >= 1,
  redeemed,
  detail: detailSpecOf(row),
});

/** The item's delivery detail spec, or null when it asks for none. */
export const detailSpecOf = (
  row: Pick<repo.ShopItemRow, 'detailLabel' | 'detailKind' | 'detailRequired'>,
): DeliveryDetailSpec | null =>
  row.detailLabel && row.detailKind
    ? { label: row.detailLabel, kind: row.detailKind, required: row.detailRequired }
    : null;

/** The form's fields as columns: `detail` null clears the spec, absent leaves it. */
function toValues<T extends Partial<ShopItemInput>>(input: T): Partial<repo.ShopItemValues> {
  const { detail, ...rest } = input;
  const values: Partial<repo.ShopItemValues> = { ...(rest as Partial<repo.ShopItemValues>) };
  if (detail === null) Object.assign(values, { detailLabel: null, detailKind: null, detailRequired: false });
  else if (detail)
    Object.assign(values, { detailLabel: detail.label, detailKind: detail.kind, detailRequired: detail.required });
  return values;
}

export function createShopService(deps: { db: Db; cacheMs?: number }) {
  const { db } = deps;
  /**
   * The visitors' list (no `redeemed` to compute) as a prepared body, at most `cacheMs` old (default
   * 1 s): stock moves with every redemption on any instance, so a short expiry is how other instances'
   * changes arrive; this instance's own changes drop it at once. Signed-in users always read the database.
   */
  const visitors = createRefreshingCache<'list', PreparedList>({ maxAgeMs: deps.cacheMs ?? 1_000, maxEntries: 1 });
  const changed = () => visitors.delete('list');
  const list = async (userId: string | null): Promise<ShopItem[]> => {
    const rows = await repo.listListed(db, userId);
    return rows.map((r) => toItem(r.item, r.redeemed));
  };
  return {
    list,
    /** The list as every visitor sees it, serialised once, with an ETag of its content. */
    visitorList: () =>
      visitors.get('list', async () => {
        const body = serializeList(await list(null));
        return { body, etag: contentEtag('shop', body) };
      }),
    async create(input: ShopItemInput & { description: string }, actor: AuditActor): Promise<ShopItem> {
      const row = await db.transaction(async (tx) => {
        const row = await repo.insertItem(tx, toValues(input) as repo.ShopItemValues, actor.userId);
        await auditService.record(tx, actor, {
          action: 'shop.item.create',
          targetType: 'shop_item',
          targetId: row.id,
          targetLabel: row.name,
          summary: { before: null, after: clean(pick(row, AUDITED_FIELDS)) },
        });
        return row;
      });
      changed();
      return toItem(row, false);
    },
    async update(id: string, patch: Partial<ShopItemInput>, actor: AuditActor): Promise<ShopItem> {
      const row = await db.transaction(async (tx) => {
        const before = await repo.findItem(tx, id, { lock: true });
        const row = await repo.updateItem(tx, id, toValues(patch));
        if (!before || !row) throw notFound('Item');
        await auditService.record(tx, actor, {
          action: 'shop.item.update',
          targetType: 'shop_item',
          targetId: id,
          targetLabel: row.name,
          summary: changes(pick(before, AUDITED_FIELDS), pick(row, AUDITED_FIELDS)),
        });
        return row;
      });
      changed();
      return toItem(row, false);
    },
    async archive(id: string, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.findItem(tx, id, { lock: true });
        if (!before || !(await repo.archiveItem(tx, id))) throw notFound('Item');
        await auditService.record(tx, actor, {
          action: 'shop.item.archive',
          targetType: 'shop_item',
          targetId: id,
          targetLabel: before.name,
          summary: { before: { archived: false }, after: { archived: true } },
        });
      });
      changed();
    },

    /**
     * Takes one unit of stock inside the caller's transaction. Distinguishes an unknown or archived
     * item (404) from one that is out of stock (409) only after the conditional update failed.
     */
    async takeOne(tx: Executor, id: string): Promise<repo.ShopItemRow> {
      const row = await repo.takeOne(tx, id);
      if (row) return row;
      const item = await repo.findItem(tx, id);
      if (!item || item.archivedAt) throw notFound('Item');
      throw new AppError('OUT_OF_STOCK', 'Out of Stock');
    },
    returnOne: (tx: Executor, id: string) => repo.returnOne(tx, id),
    /** Drops the visitors' list: stock taken or returned inside a caller's transaction, once it committed. */
    changed,
  };
}

export type ShopService = ReturnType<typeof createShopService>;
