import type { Notice } from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repo from './repository';

export type NewNotice = {
  userId: string;
  kind: string;
  ref: string;
  title: string;
  body: string;
  params: Record<string, string | number | boolean | null>;
};

/**
 * Per-user notices (a prize won, …): written by another feature inside its own transaction, shown
 * once by the web on the user's next page load, then dismissed. Generic: `kind` names the source,
 * `ref` what it is about; the same (user, kind, ref) is stored once.
 */
export const noticesService = {
  add: (tx: Executor, notice: NewNotice): Promise<boolean> => repo.insertNotice(tx, notice),
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
