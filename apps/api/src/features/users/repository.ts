import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type IdentityInput = { twitchId: string; login: string; displayName: string; avatarUrl: string };

export async function findById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findRole(db: Executor, id: string): Promise<UserRow['role'] | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return row?.role ?? null;
}

/** Inserts or refreshes the user of a Twitch identity; `inserted` tells a first sign-in. */
export async function upsertIdentity(db: Executor, identity: IdentityInput): Promise<{ user: UserRow; inserted: boolean }> {
  const [row] = await db
    .insert(users)
    .values({ ...identity, lastLoginAt: sql`now()` })
    .onConflictDoUpdate({
      target: users.twitchId,
      set: {
        login: identity.login,
        displayName: identity.displayName,
        avatarUrl: identity.avatarUrl,
        lastLoginAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: users.id, inserted: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('upsert returned no row');
  const user = await findById(db, row.id);
  if (!user) throw new Error('upserted user vanished');
  return { user, inserted: row.inserted };
}

export async function setRoleById(db: Executor, id: string, role: UserRow['role']): Promise<void> {
  await db.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/** Sets the role of the user with this Twitch login; false when nobody has that login yet. */
export async function setRoleByLogin(db: Executor, login: string, role: UserRow['role']): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(sql`lower(${users.login})`, login.toLowerCase()))
    .returning({ id: users.id });
  return rows.length > 0;
}
