import { asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../../db/client';
import { users } from '../../db/schema';
import { userNameMatches } from '../../lib/user-search';

export type UserRow = typeof users.$inferSelect;
export type IdentityInput = { twitchId: string; login: string; displayName: string; avatarUrl: string };

export async function findById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * The reads made on most requests are prepared statements: drizzle builds their SQL
 * once per database, and PostgreSQL parses and plans them once per connection.
 */
function prepareHotReads(db: Db) {
  return {
    me: db
      .select({
        id: users.id,
        displayName: users.displayName,
        avatarUrl: users.avatarUrl,
        points: users.points,
        role: users.role,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('me'),
  };
}
const hotReads = new WeakMap<Db, ReturnType<typeof prepareHotReads>>();
function statementsFor(db: Db) {
  let statements = hotReads.get(db);
  if (!statements) {
    statements = prepareHotReads(db);
    hotReads.set(db, statements);
  }
  return statements;
}

export async function findMe(db: Db, id: string) {
  const [row] = await statementsFor(db).me.execute({ id });
  return row ?? null;
}

/** Inserts or refreshes the user of a Twitch identity; `inserted` tells a first sign-in. */
export async function upsertIdentity(
  db: Executor,
  identity: IdentityInput,
): Promise<{ user: UserRow; inserted: boolean }> {
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
  await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, id));
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

export type UserListQuery = {
  q?: string;
  sort?: 'points' | 'username' | 'createdAt';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export async function listUsers(db: Executor, query: UserListQuery) {
  const where = userNameMatches(query.q);
  const dir = query.order === 'asc' ? asc : desc;
  const orderBy =
    query.sort === 'points'
      ? // Ties read alphabetically; both directions walk users_points_name_idx (forward or backward).
        query.order === 'desc'
        ? // NULLS LAST/FIRST spelled out to match the index exactly (drizzle-kit made it DESC NULLS LAST).
          [sql`${users.points} desc nulls last`, asc(sql`lower(${users.displayName})`), asc(users.id)]
        : [sql`${users.points} asc nulls first`, desc(sql`lower(${users.displayName})`), desc(users.id)]
      : query.sort === 'username'
        ? [dir(sql`lower(${users.displayName})`), dir(users.id)]
        : [dir(users.createdAt), dir(users.id)];
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        displayName: users.displayName,
        login: users.login,
        twitchId: users.twitchId,
        points: users.points,
        role: users.role,
        avatarUrl: users.avatarUrl,
      })
      .from(users)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/**
 * The ranks of several balances in one pass over the users above the lowest of them (a searched
 * page of the board): one `count(*) filter (…)` per distinct balance instead of one count each.
 */
export async function ranksOf(db: Executor, balances: number[]): Promise<Map<number, number>> {
  const distinct = [...new Set(balances)];
  if (distinct.length === 0) return new Map();
  const counts = distinct.map(
    (p, i) => sql`count(*) filter (where ${users.points} > ${p})::int8 as ${sql.identifier(`r${i}`)}`,
  );
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql`select ${sql.join(counts, sql`, `)} from ${users} where ${users.points} > ${Math.min(...distinct)}`,
  );
  return new Map(distinct.map((p, i) => [p, Number(row?.[`r${i}`] ?? 0) + 1]));
}

/** Rank = 1 + number of users with strictly more points (ties share a rank). */
export async function rankOf(db: Executor, points: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(gt(users.points, points));
  return (row?.n ?? 0) + 1;
}
