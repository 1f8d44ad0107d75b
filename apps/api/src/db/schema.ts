import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    twitchId: text('twitch_id').notNull(),
    login: text('login').notNull(),
    displayName: text('display_name').notNull(),
    avatarUrl: text('avatar_url').notNull().default(''),
    role: text('role', { enum: ['User', 'Admin'] }).notNull().default('User'),
    points: integer('points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_twitch_id_key').on(t.twitchId),
    index('users_login_idx').on(sql`lower(${t.login})`),
    index('users_points_idx').on(t.points.desc(), t.id),
    check('users_points_nonnegative', sql`${t.points} >= 0`),
    check('users_role_valid', sql`${t.role} in ('User', 'Admin')`),
  ],
);

/**
 * Append-only points ledger: one row per balance change, written in the same transaction as the
 * balance update, so that users.points = sum(delta) for every user at every commit.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('points_ledger_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * One-time sign-in codes of the built-in demo provider. Kept in the database (not in memory) so a
 * code issued by one API instance can be redeemed on another.
 */
export const demoAuthCodes = pgTable('demo_auth_codes', {
  code: text('code').primaryKey(),
  account: text('account').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
