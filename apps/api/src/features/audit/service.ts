import type { AuditEntry, AuditFilter, AuditPage, AuditQuery } from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from './actor';
import * as repo from './repository';
import { withoutUnchanged, type Summary } from './summary';

export type { AuditActor } from './actor';

/** What an action tells the audit log; the actor comes separately. */
export type AuditRecord = {
  /** A stable dotted code: `points.set`, `shop.item.update` … */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  /**
   * The target's name as data (a user's name, an item's, a giveaway's title), never interface text:
   * a target with a fixed name (a setting, the season, the offer order) has none, and the web names it
   * from its type and id in the reader's language.
   */
  targetLabel?: string | null;
  summary?: Summary;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXPORT_BATCH = 1_000;

const encodeCursor = (id: number) => Buffer.from(`a:${id}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const match = /^a:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new AppError('VALIDATION_ERROR', 'The cursor is not one this API gave out.');
  return Number(match[1]);
}

/** The filters as SQL conditions: an actor id or a part of a name; an exact action or a prefix. */
export function conditionsOf(filter: AuditFilter): repo.AuditConditions {
  const c: repo.AuditConditions = {};
  if (filter.actor) {
    if (UUID.test(filter.actor)) c.actorId = filter.actor.toLowerCase();
    else c.actorName = filter.actor;
  }
  if (filter.action) {
    if (filter.action.endsWith('*')) c.actionPrefix = filter.action.slice(0, -1);
    else if (filter.action.endsWith('.')) c.actionPrefix = filter.action;
    else c.action = filter.action;
  }
  if (filter.targetType) c.targetType = filter.targetType;
  if (filter.targetId) c.targetId = filter.targetId;
  if (filter.from) c.from = new Date(filter.from);
  if (filter.to) c.to = new Date(filter.to);
  return c;
}

const toEntry = (row: repo.AuditRow): AuditEntry => ({
  id: String(row.id),
  createdAt: row.createdAt.toISOString(),
  actorId: row.actorId,
  actorName: row.actorName,
  actorRole: row.actorRole,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  summary: normalizeSummary(row.summary),
  requestId: row.requestId,
  ip: row.ip,
});

function normalizeSummary(value: unknown): AuditEntry['summary'] {
  const s = (value ?? {}) as { before?: unknown; after?: unknown };
  const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
  return { before: obj(s.before), after: obj(s.after) };
}

/**
 * The audit log (ADR 048). `record` is called by every admin or moderator action INSIDE the action's
 * own transaction, so the row commits with the effect or not at all; nothing here updates or deletes
 * a row (and the database refuses both).
 */
export const auditService = {
  async record(tx: Executor, actor: AuditActor, entry: AuditRecord): Promise<void> {
    await repo.insert(tx, {
      actorId: actor.userId,
      actorName: actor.name,
      actorRole: actor.role,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      targetLabel: entry.targetLabel ?? null,
      summary: entry.summary ? withoutUnchanged(entry.summary) : { before: null, after: null },
      requestId: actor.requestId,
      ip: actor.ip,
    });
  },

  /**
   * The row of a platform connection made (`after` set) or removed (`after` null): who was connected
   * and, when made, with which scopes. Tokens are never recorded.
   */
  recordConnection(
    tx: Executor,
    actor: AuditActor,
    c: {
      action: string;
      targetId: string;
      platform: string;
      before: { login: string; scopes: string[] } | null | undefined;
      after: { login: string; scopes: string[] } | null;
    },
  ): Promise<void> {
    const login = c.after?.login ?? c.before?.login;
    return auditService.record(tx, actor, {
      action: c.action,
      targetType: 'connection',
      targetId: c.targetId,
      targetLabel: login ? `${c.platform} ${login}` : c.platform,
      summary: c.after
        ? {
            before: c.before ? { login: c.before.login, scopes: c.before.scopes } : null,
            after: { login: c.after.login, scopes: c.after.scopes },
          }
        : { before: c.before ? { login: c.before.login } : null, after: null },
    });
  },

  async page(db: Db, query: AuditQuery): Promise<AuditPage> {
    const afterId = query.cursor ? decodeCursor(query.cursor) : null;
    if (afterId !== null && !(await repo.exists(db, afterId)))
      throw new AppError('VALIDATION_ERROR', 'The cursor is not one this API gave out.');
    const rows = await repo.page(db, conditionsOf(query), afterId, query.limit + 1);
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return { items: items.map(toEntry), nextCursor: rows.length > query.limit && last ? encodeCursor(last.id) : null };
  },

  /** Every matching row, newest first, read in keyset batches (the CSV export streams them). */
  async *all(db: Db, filter: AuditFilter): AsyncGenerator<AuditEntry[]> {
    const conditions = conditionsOf(filter);
    let afterId: number | null = null;
    for (;;) {
      const rows = await repo.page(db, conditions, afterId, EXPORT_BATCH);
      if (rows.length) yield rows.map(toEntry);
      if (rows.length < EXPORT_BATCH) return;
      afterId = rows.at(-1)!.id;
    }
  },

  actions: (db: Db) => repo.distinctActions(db),
};

/** The audit log's reads bound to one database, for the routes. */
export function createAuditReader(db: Db) {
  return {
    page: (query: AuditQuery) => auditService.page(db, query),
    all: (filter: AuditFilter) => auditService.all(db, filter),
    actions: () => auditService.actions(db),
  };
}

export type AuditReader = ReturnType<typeof createAuditReader>;
