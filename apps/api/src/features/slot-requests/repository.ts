import { SLOT_REQUEST_HISTORY_MAX, SLOT_REQUEST_QUEUE_MAX, type SlotRequestSettings } from '@app/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dateOf, queryPrepared, type Executor } from '../../db/client';
import { slotRequestSettings, slotRequests, slots, users } from '../../db/schema';

export type SlotRequestRow = typeof slotRequests.$inferSelect;
/** A request with what the board shows beside it: the requester's name and the slot's thumbnail. */
export type BoardRow = SlotRequestRow & { requester: string; thumbnail: string | null };

const boardColumns = {
  id: slotRequests.id,
  userId: slotRequests.userId,
  slotId: slotRequests.slotId,
  slotName: slotRequests.slotName,
  slotProvider: slotRequests.slotProvider,
  source: slotRequests.source,
  cost: slotRequests.cost,
  status: slotRequests.status,
  note: slotRequests.note,
  huntBonusId: slotRequests.huntBonusId,
  createdAt: slotRequests.createdAt,
  decidedAt: slotRequests.decidedAt,
  decidedBy: slotRequests.decidedBy,
  requester: users.displayName,
  thumbnail: slots.thumbnail,
};

const boardQuery = (db: Executor) =>
  db
    .select(boardColumns)
    .from(slotRequests)
    .innerJoin(users, eq(users.id, slotRequests.userId))
    .leftJoin(slots, eq(slots.id, slotRequests.slotId));

/** A request row as PostgreSQL sends it to a raw (prepared) statement. */
type RawRequestRow = {
  id: string;
  user_id: string;
  slot_id: string | null;
  slot_name: string;
  slot_provider: string;
  source: string;
  cost: number;
  status: string;
  note: string | null;
  hunt_bonus_id: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
};

const requestRowOf = (r: RawRequestRow): SlotRequestRow => ({
  id: r.id,
  userId: r.user_id,
  slotId: r.slot_id,
  slotName: r.slot_name,
  slotProvider: r.slot_provider,
  source: r.source,
  cost: r.cost,
  status: r.status,
  note: r.note,
  huntBonusId: r.hunt_bonus_id,
  createdAt: dateOf(r.created_at)!,
  decidedAt: dateOf(r.decided_at),
  decidedBy: r.decided_by,
});

/**
 * The settings row, or the defaults (closed, free) before an admin saved one. A request reads them
 * under a share lock: a close or a cost change waits for it, and it sees the settings as they are when
 * it commits. A save reads them under an update lock: two saves at once are one after the other. Every
 * request reads them (chat's first, then the filing), so each is a named prepared statement (issue 37).
 */
export async function settings(db: Executor, lock: boolean | 'share' | 'update' = false): Promise<SlotRequestSettings> {
  const mode = lock === 'update' ? 'update' : lock ? 'share' : null;
  const [row] = await queryPrepared<SlotRequestSettings>(
    db,
    mode ? `slot_requests_settings_${mode}` : 'slot_requests_settings',
    sql`select open, cost from ${slotRequestSettings} where id = 'channel' ${mode ? sql.raw(`for ${mode}`) : sql``}`,
  );
  return row ?? { open: false, cost: 0 };
}

export async function saveSettings(db: Executor, value: SlotRequestSettings, adminId: string | null): Promise<void> {
  await db
    .insert(slotRequestSettings)
    .values({ id: 'channel', ...value, updatedBy: adminId })
    .onConflictDoUpdate({
      target: slotRequestSettings.id,
      set: { open: value.open, cost: value.cost, updatedBy: adminId, updatedAt: sql`now()` },
    });
}

/**
 * Inserts an open request and answers it as the board shows it (the requester's name, the slot's
 * thumbnail), in one named prepared statement; throws a unique violation when the account already
 * has one open.
 */
export async function insertOpen(
  tx: Executor,
  values: {
    userId: string;
    slotId: string;
    slotName: string;
    slotProvider: string;
    source: string;
    cost: number;
  },
): Promise<BoardRow> {
  const [row] = await queryPrepared<RawRequestRow & { requester: string; thumbnail: string | null }>(
    tx,
    'slot_requests_insert_open',
    sql`with r as (
          insert into ${slotRequests} (user_id, slot_id, slot_name, slot_provider, source, cost)
          values (${values.userId}, ${values.slotId}, ${values.slotName}, ${values.slotProvider}, ${values.source},
            ${values.cost}::int)
          returning *)
        select r.*, u.display_name as requester, s.thumbnail
        from r join ${users} u on u.id = r.user_id left join ${slots} s on s.id = r.slot_id`,
  );
  if (!row) throw new Error('insert returned no row');
  return { ...requestRowOf(row), requester: row.requester, thumbnail: row.thumbnail };
}

/** Moves an open request to `status` in one conditional statement; null when it is not open (or unknown). */
export async function decideOpen(
  tx: Executor,
  id: string,
  change: { status: 'played' | 'rejected' | 'withdrawn'; decidedBy: string | null; note?: string | null },
): Promise<SlotRequestRow | null> {
  const [row] = await tx
    .update(slotRequests)
    .set({ status: change.status, decidedBy: change.decidedBy, note: change.note ?? null, decidedAt: sql`now()` })
    .where(and(eq(slotRequests.id, id), eq(slotRequests.status, 'open')))
    .returning();
  return row ?? null;
}

/**
 * Marks open requests played in one statement (drafted into a tournament, with the note saying so);
 * answers the rows it changed (a request no longer open, or unknown, is not among them).
 */
export async function draftOpen(
  tx: Executor,
  ids: string[],
  adminId: string | null,
  note: string,
): Promise<SlotRequestRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(slotRequests)
    .set({ status: 'played', decidedBy: adminId, note, decidedAt: sql`now()` })
    .where(and(inArray(slotRequests.id, ids), eq(slotRequests.status, 'open')))
    .returning();
}

/**
 * Marks a request added to the live hunt (and played, if it was still open) in one conditional
 * statement; null when it is rejected, withdrawn, already in a hunt, or unknown.
 */
export async function markInHunt(
  tx: Executor,
  id: string,
  bonusId: string,
  adminId: string | null,
): Promise<SlotRequestRow | null> {
  const [row] = await tx
    .update(slotRequests)
    .set({
      huntBonusId: bonusId,
      status: 'played',
      decidedBy: sql`coalesce(${slotRequests.decidedBy}, ${adminId}::uuid)`,
      decidedAt: sql`coalesce(${slotRequests.decidedAt}, now())`,
    })
    .where(
      and(eq(slotRequests.id, id), inArray(slotRequests.status, ['open', 'played']), isNull(slotRequests.huntBonusId)),
    )
    .returning();
  return row ?? null;
}

export async function findById(db: Executor, id: string): Promise<SlotRequestRow | null> {
  const [row] = await db.select().from(slotRequests).where(eq(slotRequests.id, id)).limit(1);
  return row ?? null;
}

/** The account's open request, or null; chat's `!sr` asks it first, so it is a named prepared statement. */
export async function findOpenOf(db: Executor, userId: string): Promise<SlotRequestRow | null> {
  const [row] = await queryPrepared<RawRequestRow>(
    db,
    'slot_requests_open_of',
    sql`select * from ${slotRequests} where user_id = ${userId} and status = 'open' limit 1`,
  );
  return row ? requestRowOf(row) : null;
}

export async function boardRow(db: Executor, id: string): Promise<BoardRow | null> {
  const [row] = await boardQuery(db).where(eq(slotRequests.id, id)).limit(1);
  return row ?? null;
}

/** Open requests, oldest first. */
export const queue = (db: Executor): Promise<BoardRow[]> =>
  boardQuery(db)
    .where(eq(slotRequests.status, 'open'))
    .orderBy(asc(slotRequests.createdAt), asc(slotRequests.id))
    .limit(SLOT_REQUEST_QUEUE_MAX);

/** Played and rejected requests, newest decision first. */
export const history = (db: Executor): Promise<BoardRow[]> =>
  boardQuery(db)
    .where(inArray(slotRequests.status, ['played', 'rejected']))
    .orderBy(desc(slotRequests.decidedAt), desc(slotRequests.id))
    .limit(SLOT_REQUEST_HISTORY_MAX);

/** A request's place in the queue (1 = next), counting the open requests filed before it. */
export async function positionOf(db: Executor, id: string): Promise<number> {
  // Compared in SQL: created_at holds microseconds, which a JS Date would round away.
  const [found] = await queryPrepared<{ n: number }>(
    db,
    'slot_requests_position',
    sql`select count(*)::int as n from ${slotRequests}
        where status = 'open'
          and (created_at, id) <= (select r.created_at, r.id from ${slotRequests} r where r.id = ${id}::uuid)`,
  );
  return found?.n ?? 0;
}
