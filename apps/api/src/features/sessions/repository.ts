import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

export type SessionUser = { role: 'User' | 'Admin'; name: string };

/**
 * The read every authenticated request makes, as a prepared statement (built once per database,
 * planned once per connection): the user behind a live session, in one indexed join.
 */
function prepareSessionUser(db: Db) {
  return db
    .select({ role: users.role, name: users.displayName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
      ),
    )
    .limit(1)
    .prepare('session_user');
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();

export async function findSessionUser(db: Db, sessionId: string, userId: string): Promise<SessionUser | null> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareSessionUser(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ sessionId, userId });
  return row ?? null;
}

export async function insertSession(db: Executor, userId: string, ttlSeconds: number): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

/** Ends one session of a user; false when it was not live (already ended, expired or another user's). */
export async function revokeSession(db: Executor, sessionId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every live session of a user; returns how many. */
export async function revokeAllSessions(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Forgets a user's sessions that can never be used again (expired, or revoked), keeping the table small. */
export async function deleteDeadSessions(db: Executor, userId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, sql`now()`), sql`${sessions.revokedAt} is not null`)),
    );
}
