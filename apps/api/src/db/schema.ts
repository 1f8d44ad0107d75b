import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    index('users_login_prefix_idx').on(sql`lower(${t.login}) text_pattern_ops`),
    index('users_display_name_prefix_idx').on(sql`lower(${t.displayName}) text_pattern_ops`),
    index('users_created_idx').on(t.createdAt.desc(), t.id),
    // The order of the points board and the admin sort: points, then name, so no sort step is needed.
    index('users_points_name_idx').on(t.points.desc(), sql`lower(${t.displayName})`, t.id),
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

export const shopItems = pgTable(
  'shop_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cost: integer('cost').notNull(),
    quantity: integer('quantity').notNull(),
    image: text('image').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Archived items leave the shop; their redemptions keep pointing at them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    check('shop_items_cost_positive', sql`${t.cost} >= 1`),
    check('shop_items_quantity_nonnegative', sql`${t.quantity} >= 0`),
    index('shop_items_listed_idx').on(t.createdAt).where(sql`${t.archivedAt} is null`),
  ],
);

export const redemptions = pgTable(
  'redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => shopItems.id, { onDelete: 'restrict' }),
    /** The name and cost at redemption time: an item edited later does not rewrite history. */
    itemName: text('item_name').notNull(),
    cost: integer('cost').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'denied'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('redemptions_status_valid', sql`${t.status} in ('pending', 'approved', 'denied')`),
    // One open redemption per user and item, whatever the concurrency.
    uniqueIndex('redemptions_one_open_per_user_item').on(t.userId, t.itemId).where(sql`${t.status} = 'pending'`),
    index('redemptions_created_idx').on(t.createdAt.desc()),
    index('redemptions_pending_idx').on(t.createdAt.desc()).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A user's provably fair pair. One active pair per user; rotating it reveals the server seed
 * (status 'revealed') and starts a new pair at nonce 0.
 */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next game will use. */
    nonce: integer('nonce').notNull().default(0),
    status: text('status', { enum: ['active', 'revealed'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fairness_seeds_one_active_per_user').on(t.userId).where(sql`${t.status} = 'active'`),
    index('fairness_seeds_user_idx').on(t.userId, t.createdAt.desc()),
    check('fairness_seeds_status_valid', sql`${t.status} in ('active', 'revealed')`),
    check('fairness_seeds_nonce_nonnegative', sql`${t.nonce} >= 0`),
  ],
);

/** Mines and Blackjack rounds. `state` is the engine's full state (secret while active). */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['mines', 'blackjack'] }).notNull(),
    status: text('status', { enum: ['active', 'finished'] }).notNull(),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => fairnessSeeds.id, { onDelete: 'restrict' }),
    nonce: integer('nonce').notNull(),
    /** Everything debited so far (bet, side bets, doubles, split). */
    totalBet: integer('total_bet').notNull(),
    /** Everything paid back (0 until settled). */
    payout: integer('payout').notNull().default(0),
    state: jsonb('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // One active game per user and game, whatever the concurrency.
    uniqueIndex('games_one_active_per_user_kind').on(t.userId, t.kind).where(sql`${t.status} = 'active'`),
    uniqueIndex('games_seed_nonce_key').on(t.seedId, t.nonce),
    index('games_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('games_kind_valid', sql`${t.kind} in ('mines', 'blackjack')`),
    check('games_status_valid', sql`${t.status} in ('active', 'finished')`),
    check('games_amounts_nonnegative', sql`${t.totalBet} >= 0 and ${t.payout} >= 0`),
  ],
);
