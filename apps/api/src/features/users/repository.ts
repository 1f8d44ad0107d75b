import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../../db/client';
import { userIdentities, users, type Platform } from '../../db/schema';
import { userNameMatches } from '../../lib/user-search';

export type UserRow = typeof users.$inferSelect;
/** A platform account as its sign-in reports it. */
export type IdentityInput = {
  platform: Platform;
  platformUserId: string;
  login: string;
  displayName: string;
  avatarUrl: string;
};

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
        locale: users.locale,
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

/**
 * The account behind a platform identity, creating both on a first sign-in; `inserted` tells a new
 * account. An identity already known refreshes its names, and the account's own names when it is the
 * account's first identity (the account is named after the platform it was created from).
 */
export async function signInIdentity(
  db: Executor,
  identity: IdentityInput,
): Promise<{ user: UserRow; inserted: boolean }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const known = await refreshIdentity(db, identity);
    if (known) return { user: known, inserted: false };
    const [created] = await db
      .insert(users)
      .values({
        login: identity.login,
        displayName: identity.displayName,
        avatarUrl: identity.avatarUrl,
        lastLoginAt: sql`now()`,
      })
      .returning();
    if (!created) throw new Error('insert returned no user');
    // A concurrent first sign-in of the same identity waits here for the other transaction; when that
    // one committed, nothing is inserted, the new row is dropped and the loop finds the account.
    const linked = await db
      .insert(userIdentities)
      .values({ ...identity, userId: created.id, lastLoginAt: sql`now()` })
      .onConflictDoNothing()
      .returning({ userId: userIdentities.userId });
    if (linked.length > 0) return { user: created, inserted: true };
    await db.delete(users).where(eq(users.id, created.id));
  }
  throw new Error('sign-in raced twice for one identity');
}

async function refreshIdentity(db: Executor, identity: IdentityInput): Promise<UserRow | null> {
  const [row] = await db
    .update(userIdentities)
    .set({
      login: identity.login,
      displayName: identity.displayName,
      avatarUrl: identity.avatarUrl,
      lastLoginAt: sql`now()`,
    })
    .where(
      and(eq(userIdentities.platform, identity.platform), eq(userIdentities.platformUserId, identity.platformUserId)),
    )
    .returning({ userId: userIdentities.userId });
  if (!row) return null;
  // The account's names follow its first identity only (ties, impossible in practice, go to Twitch),
  // so a second platform never renames it.
  const [first] = await db
    .select({ platform: userIdentities.platform })
    .from(userIdentities)
    .where(eq(userIdentities.userId, row.userId))
    .orderBy(asc(userIdentities.linkedAt), desc(userIdentities.platform))
    .limit(1);
  const names =
    first?.platform === identity.platform
      ? { login: identity.login, displayName: identity.displayName, avatarUrl: identity.avatarUrl }
      : {};
  const [user] = await db
    .update(users)
    .set({ lastLoginAt: sql`now()`, updatedAt: sql`now()`, ...names })
    .where(eq(users.id, row.userId))
    .returning();
  return user ?? null;
}

/** The account whose identity on `platform` has this login (case-blind), or null. */
export async function findByLogin(db: Executor, platform: Platform, login: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.platform, platform), eq(sql`lower(${userIdentities.login})`, login.toLowerCase())))
    .limit(1);
  return row?.userId ?? null;
}

/** Locks the account's row: link and unlink of one account run one at a time. */
export async function lockUser(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

/** The account an identity belongs to, or null. */
export async function identityOwner(db: Executor, platform: Platform, platformUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.platform, platform), eq(userIdentities.platformUserId, platformUserId)));
  return row?.userId ?? null;
}

/** Adds an identity to an account; false when the identity or the account's platform slot is taken. */
export async function insertIdentity(db: Executor, userId: string, identity: IdentityInput): Promise<boolean> {
  const rows = await db
    .insert(userIdentities)
    .values({ ...identity, userId })
    .onConflictDoNothing()
    .returning({ userId: userIdentities.userId });
  return rows.length > 0;
}

export async function deleteIdentity(db: Executor, userId: string, platform: Platform): Promise<boolean> {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.platform, platform)))
    .returning({ userId: userIdentities.userId });
  return rows.length > 0;
}

/** The identities of an account, Twitch first. */
export async function identitiesOf(db: Executor, userId: string) {
  return db
    .select({
      platform: userIdentities.platform,
      platformUserId: userIdentities.platformUserId,
      login: userIdentities.login,
      displayName: userIdentities.displayName,
      avatarUrl: userIdentities.avatarUrl,
      linkedAt: userIdentities.linkedAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(desc(userIdentities.platform));
}

export async function setRoleById(db: Executor, id: string, role: UserRow['role']): Promise<void> {
  await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Sets the role of the account whose identity on `platform` has this login; false when nobody has it yet. */
export async function setRoleByLogin(
  db: Executor,
  platform: Platform,
  login: string,
  role: UserRow['role'],
): Promise<Array<{ id: string; displayName: string; before: UserRow['role'] }>> {
  const where = sql`${users.id} in (select i.user_id from ${userIdentities} i where i.platform = ${platform} and lower(i.login) = ${login.toLowerCase()})`;
  const before = await db.select({ id: users.id, role: users.role }).from(users).where(where).for('update');
  const rows = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(where)
    .returning({ id: users.id, displayName: users.displayName });
  const roleOf = new Map(before.map((r) => [r.id, r.role]));
  return rows.map((r) => ({ ...r, before: roleOf.get(r.id) ?? role }));
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
        twitchName: sql<
          string | null
        >`(select i.display_name from ${userIdentities} i where i.user_id = ${users.id} and i.platform = 'twitch')`,
        kickName: sql<
          string | null
        >`(select i.display_name from ${userIdentities} i where i.user_id = ${users.id} and i.platform = 'kick')`,
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
