import type { Notice } from '@app/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repo from './repository';
import type { NewNotice } from './repository';

export type { NewNotice } from './repository';

/**
 * Per-user notices (a prize won, …): written by another feature inside its own transaction, shown
 * once by the web on the user's next page load, then dismissed. Generic: `kind` names the source,
 * `ref` what it is about; the same (user, kind, ref) is stored once.
 */
export const noticesService = {
  add: (tx: Executor, notice: NewNotice): Promise<boolean> => repo.insertNotice(tx, notice),
  /**
   * The notices a caller's statement yields, written by that statement: a CTE `name` inserting the
   * rows of the caller's relation `source` (user_id, kind, ref, title, body, params), for a batch
   * made in SQL (the milestone grants) that need not travel through Node.
   */
  addFrom: (name: string, source: string): SQL => repo.insertNoticesFrom(name, source),
};

export function createNoticesService(db: Db) {
  return {
    async unseen(userId: string): Promise<Notice[]> {
      const rows = await repo.unseenOf(db, userId);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        title: r.title,
        body: r.body,
        params: r.params ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    /** Another user's notice is a 404, never a 403. Dismissing twice is fine. */
    async dismiss(userId: string, id: string): Promise<void> {
      if (!(await repo.markSeen(db, userId, id))) throw notFound('Notice');
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
