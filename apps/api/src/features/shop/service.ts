import type { ShopItem } from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './repository';

const toItem = (row: repo.ShopItemRow, redeemed: boolean): ShopItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  cost: row.cost,
  quantity: row.quantity,
  image: row.image,
  available: row.quantity >= 1,
  redeemed,
});

export function createShopService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(userId: string | null): Promise<ShopItem[]> {
      const rows = await repo.listListed(db, userId);
      return rows.map((r) => toItem(r.item, r.redeemed));
    },
    async create(values: repo.ShopItemValues, adminId: string): Promise<ShopItem> {
      return toItem(await repo.insertItem(db, values, adminId), false);
    },
    async update(id: string, patch: Partial<repo.ShopItemValues>): Promise<ShopItem> {
      const row = await repo.updateItem(db, id, patch);
      if (!row) throw notFound('Item');
      return toItem(row, false);
    },
    async archive(id: string): Promise<void> {
      if (!(await repo.archiveItem(db, id))) throw notFound('Item');
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
  };
}

export type ShopService = ReturnType<typeof createShopService>;
