import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Database, type Executor } from '../../src/db/client';
import { casinoAccounts, shopItems, sponsors, userIdentities, users } from '../../src/db/schema';
import { pointsService } from '../../src/features/points/service';
import { insertSession } from '../../src/features/sessions/repository';
import { createSessionCodec, SESSION_TTL_SECONDS } from '../../src/lib/session';
import { TEST_SECRET } from './app';

export type TestUser = { id: string; login: string; displayName: string; cookie: string };

const codec = createSessionCodec(TEST_SECRET);

/** A user with `points` credited through the ledger (so the invariant holds), and a session cookie. */
export async function createUser(
  database: Database,
  overrides: { points?: number; role?: 'User' | 'Admin'; login?: string; displayName?: string } = {},
): Promise<TestUser> {
  const login = overrides.login ?? `user_${randomUUID().slice(0, 8)}`;
  const displayName = overrides.displayName ?? login;
  const [row] = await database.db
    .insert(users)
    .values({ login, displayName, role: overrides.role ?? 'User' })
    .returning({ id: users.id });
  const id = row!.id;
  await database.db
    .insert(userIdentities)
    .values({ userId: id, platform: 'twitch', platformUserId: randomUUID(), login, displayName });
  if (overrides.points)
    await pointsService.credit(database.db, { userId: id, amount: overrides.points, reason: 'demo_seed' });
  const sessionId = await insertSession(database.db, id, SESSION_TTL_SECONDS);
  const token = await codec.sign({ userId: id, sessionId, role: overrides.role ?? 'User' });
  return { id, login, displayName, cookie: `accessToken=${token}` };
}

export const createItem = (database: Database, overrides: Partial<typeof shopItems.$inferInsert> = {}) =>
  insertShopItem(database.db, overrides);

/** A listed shop item: 10 points, 5 in stock, no delivery detail unless overridden. */
export async function insertShopItem(db: Executor, overrides: Partial<typeof shopItems.$inferInsert> = {}) {
  const [row] = await db
    .insert(shopItems)
    .values({
      name: `Item ${randomUUID().slice(0, 6)}`,
      description: 'd',
      cost: 10,
      quantity: 5,
      image: 'https://example.com/i.png',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A sponsor of the wager leaderboard (a CSV one: it calls no API), or the one with this slug already. */
export async function ensureSponsor(db: Executor, slug: string, name = slug[0]!.toUpperCase() + slug.slice(1)) {
  await db
    .insert(sponsors)
    .values({ slug, name, logo: `/sponsors/${slug}.svg`, adapter: 'csv', prizes: [100] })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(sponsors)
    .where(sql`${sponsors.slug} = ${slug}`);
  return row!;
}

/**
 * A casino account claim of `userId` at the sponsor (created if missing), in `state`: `verified`
 * makes the account a verified affiliate there (ADR 058), as a sync or an admin would.
 */
export async function casinoAccountAt(
  db: Executor,
  userId: string,
  slug: string,
  state: 'pending' | 'verified' | 'expired' | 'revoked' = 'verified',
) {
  const sponsor = await ensureSponsor(db, slug);
  const username = `player_${randomUUID().slice(0, 8)}`;
  await db.insert(casinoAccounts).values({
    userId,
    sponsorId: sponsor.id,
    username,
    usernameKey: username.toLowerCase(),
    state,
    ...(state === 'verified' ? { verifiedAt: new Date() } : {}),
  });
  return sponsor;
}

export async function balanceOf(database: Database, userId: string): Promise<number> {
  const rows = await queryRows<{ points: number }>(database.db, sql`select points from users where id = ${userId}`);
  return rows[0]!.points;
}

/** The ledger invariant: every balance equals the sum of its ledger rows, and none is negative. */
export async function expectLedgerInvariant(database: Database): Promise<void> {
  const broken = await queryRows<{ id: string; points: number; ledger: number }>(
    database.db,
    sql`select u.id, u.points, coalesce(sum(l.delta), 0)::int8 as ledger
        from users u left join points_ledger l on l.user_id = u.id
        group by u.id having u.points <> coalesce(sum(l.delta), 0) or u.points < 0`,
  );
  expect(broken).toEqual([]);
  const badRows = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from (
          select balance_after, sum(delta) over (partition by user_id order by created_at, id) as running
          from points_ledger) t where t.balance_after < 0`,
  );
  expect(badRows[0]?.n).toBe(0);
}
