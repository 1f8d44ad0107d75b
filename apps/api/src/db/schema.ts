import { PLATFORMS, SPONSOR_ADAPTERS, type LedgerParams, type Locale, type PlatformIssue } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account's name and picture: those of its first identity (user_identities), refreshed when it signs in. */
    login: text('login').notNull(),
    displayName: text('display_name').notNull(),
    avatarUrl: text('avatar_url').notNull().default(''),
    role: text('role', { enum: ['User', 'Admin'] })
      .notNull()
      .default('User'),
    /** 0 ..= MAX_POINTS_BALANCE (packages/contracts); int8, so no sum of refunds can overflow. */
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language the person chose (LOCALES of @app/contracts), or null: the browser's or the site default. */
    locale: text('locale'),
    /** The person chose to appear as "anonymous" among the winners on the public transparency report (ADR 069). */
    anonymousInPublic: boolean('anonymous_in_public').notNull().default(false),
  },
  (t) => [
    // The user search (lib/user-search.ts): case-insensitive substring match on either name.
    index('users_login_trgm_idx').using('gin', sql`lower(${t.login}) gin_trgm_ops`),
    index('users_display_name_trgm_idx').using('gin', sql`lower(${t.displayName}) gin_trgm_ops`),
    index('users_created_idx').on(t.createdAt.desc(), t.id),
    // The order of the points board and the admin sort: points, then name, so no sort step is needed.
    index('users_points_name_idx').on(t.points.desc(), sql`lower(${t.displayName})`, t.id),
    check('users_points_nonnegative', sql`${t.points} >= 0`),
    // MAX_POINTS_BALANCE of @app/contracts/limits; SQL stays literal, as in the migration.
    check('users_points_max', sql`${t.points} <= 1000000000000000`),
    check('users_role_valid', sql`${t.role} in ('User', 'Admin')`),
    check('users_locale_valid', sql`${t.locale} is null or ${t.locale} in ('en', 'pt-PT', 'pt-BR')`),
  ],
);

export { PLATFORMS, type Platform } from '@app/contracts';

/**
 * The sign-in identities of an account: zero or one per platform, each belonging to one account.
 * Points, ledger, hunts, bets, redemptions, sessions and role belong to the account (users), never
 * to an identity, so a person has one balance whichever platform they come from.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    /** The platform's stable user id (Twitch user id, Kick user_id as text). */
    platformUserId: text('platform_user_id').notNull(),
    login: text('login').notNull(),
    displayName: text('display_name').notNull(),
    avatarUrl: text('avatar_url').notNull().default(''),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.platformUserId] }),
    uniqueIndex('user_identities_user_platform_key').on(t.userId, t.platform),
    index('user_identities_platform_login_idx').on(t.platform, sql`lower(${t.login})`),
    check('user_identities_platform_valid', sql`${t.platform} in ('twitch', 'kick')`),
  ],
);

/**
 * Two accounts of one person merged by an admin (`npm run admin -- merge`): the balance, identities and
 * personal bonus hunts of `from` moved to `into`; `from` stays (its history rows keep pointing at it)
 * with no identity, so it can no longer sign in. An account is merged away at most once.
 */
export const accountMerges = pgTable(
  'account_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    intoUserId: uuid('into_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    pointsMoved: bigint('points_moved', { mode: 'number' }).notNull(),
    /** The platforms whose identities moved, e.g. ['kick']. */
    platformsMoved: jsonb('platforms_moved').$type<string[]>().notNull(),
    huntsMoved: integer('hunts_moved').notNull(),
    /** Who ran the merge (the operator's name given to the command, or the OS user). */
    mergedBy: text('merged_by').notNull(),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_merges_from_key').on(t.fromUserId),
    index('account_merges_into_idx').on(t.intoUserId),
    check('account_merges_distinct', sql`${t.fromUserId} <> ${t.intoUserId}`),
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
    /** Insertion order: two rows of one user can share a created_at (same clock tick). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** An admin's typed reason (admin_adjust); older rows also carry the English line the system wrote. */
    note: text('note'),
    /**
     * The figures of a row the system wrote (LedgerParamsByReason of @app/contracts: a giveaway's title
     * and tickets, a hunt's number and place …): the web writes the line in the reader's language.
     */
    params: jsonb('params').$type<LedgerParams>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_user_seq_idx').on(t.userId, t.seq.desc()),
    // Analytics (ADR 049): the rows of one Lisbon day (today live, a closed day for its summary) by a range scan.
    index('points_ledger_created_idx').on(t.createdAt),
    // An account's rows in a time range: the responsible-play loss sum of every stake (ADR 067).
    index('points_ledger_user_created_idx').on(t.userId, t.createdAt),
    /** A GTB points prize (ref = hunt:place) is credited at most once, whatever runs the settlement. */
    uniqueIndex('points_ledger_gtb_prize_once')
      .on(t.refType, t.refId)
      .where(sql`${t.refType} = 'live_hunt_gtb'`),
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
    /**
     * The delivery detail the item asks for (null: none): its label ('E-mail', 'Casino username'), a
     * preset kind that decides how it is checked (`DELIVERY_DETAIL_KINDS` in the contracts), required or not.
     */
    detailLabel: text('detail_label'),
    detailKind: text('detail_kind', { enum: ['text', 'email', 'discord'] }),
    detailRequired: boolean('detail_required').notNull().default(false),
    /**
     * Affiliate-only (ADR 059): only accounts with a verified casino account may redeem it, at the
     * named sponsor, or at any sponsor when `affiliateSponsorId` is null.
     */
    affiliateOnly: boolean('affiliate_only').notNull().default(false),
    affiliateSponsorId: uuid('affiliate_sponsor_id').references((): AnyPgColumn => sponsors.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    check('shop_items_affiliate_sponsor', sql`${t.affiliateSponsorId} is null or ${t.affiliateOnly}`),
    check(
      'shop_items_detail_kind',
      sql`(${t.detailLabel} is null and ${t.detailKind} is null) or (${t.detailLabel} is not null and ${t.detailKind} in ('text', 'email', 'discord'))`,
    ),
    check('shop_items_cost_positive', sql`${t.cost} >= 1`),
    check('shop_items_quantity_nonnegative', sql`${t.quantity} >= 0`),
    index('shop_items_listed_idx')
      .on(t.createdAt)
      .where(sql`${t.archivedAt} is null`),
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
    status: text('status', { enum: ['pending', 'approved', 'denied'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The delivery detail the viewer gave, with the item's label at redemption time (both null: none asked or given). */
    detailLabel: text('detail_label'),
    detail: text('detail'),
    /** The admin's note with the decision, shown to the viewer. */
    note: text('note'),
  },
  (t) => [
    check('redemptions_status_valid', sql`${t.status} in ('pending', 'approved', 'denied')`),
    index('redemptions_user_created_idx').on(t.userId, t.createdAt.desc()),
    // One open redemption per user and item, whatever the concurrency.
    uniqueIndex('redemptions_one_open_per_user_item')
      .on(t.userId, t.itemId)
      .where(sql`${t.status} = 'pending'`),
    index('redemptions_created_idx').on(t.createdAt.desc()),
    // Analytics (ADR 049): decisions per day.
    index('redemptions_decided_idx')
      .on(t.decidedAt)
      .where(sql`${t.decidedAt} is not null`),
    index('redemptions_pending_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Where new redemptions are announced: one row. Only a Discord webhook's id and token are kept (the
 * token sealed with the secret box); the server calls DISCORD_API_URL with them, never a typed address.
 */
export const redemptionNotify = pgTable('redemption_notify', {
  id: text('id').primaryKey().default('channel'),
  webhookId: text('webhook_id').notNull(),
  webhookTokenSealed: text('webhook_token_sealed').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    status: text('status', { enum: ['active', 'revealed'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fairness_seeds_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
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
    /**
     * The row's revision: each move writes `rev + 1` where `rev` is still the one it read, so two moves
     * computed from one state cannot both be saved (ADR 077).
     */
    rev: integer('rev').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // One active game per user and game, whatever the concurrency.
    uniqueIndex('games_one_active_per_user_kind')
      .on(t.userId, t.kind)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('games_seed_nonce_key').on(t.seedId, t.nonce),
    index('games_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('games_kind_valid', sql`${t.kind} in ('mines', 'blackjack')`),
    check('games_status_valid', sql`${t.status} in ('active', 'finished')`),
    check('games_amounts_nonnegative', sql`${t.totalBet} >= 0 and ${t.payout} >= 0`),
  ],
);

/**
 * Signed-in sessions. The session cookie (a JWT) names its row by `jti`; a request is signed in only
 * while the row exists, is not revoked and has not expired, so logging out ends a session on the
 * server at once, and 'log out everywhere' ends all of a user's sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// ---- earning ----

/**
 * The broadcaster's (or a moderator's) Twitch connection for watch-time points: one row. Tokens are
 * sealed with the secret box (SECRETS_KEY) and never leave the server.
 */
export const earningConnection = pgTable('earning_connection', {
  id: text('id').primaryKey().default('channel'),
  twitchUserId: text('twitch_user_id').notNull(),
  login: text('login').notNull(),
  broadcasterId: text('broadcaster_id').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last failure (a code and its figures, ADR 057; text before migration 0032), or null. */
  lastError: jsonb('last_error').$type<PlatformIssue>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The earning rates: one row, written by admins. */
export const earningSettings = pgTable(
  'earning_settings',
  {
    id: text('id').primaryKey().default('channel'),
    amount: integer('amount').notNull().default(10),
    tickMinutes: integer('tick_minutes').notNull().default(10),
    subMultiplier: integer('sub_multiplier').notNull().default(2),
    dailyCap: integer('daily_cap').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('earning_settings_amount', sql`${t.amount} between 1 and 1000000`),
    check('earning_settings_tick', sql`${t.tickMinutes} between 1 and 60`),
    check('earning_settings_mult', sql`${t.subMultiplier} between 1 and 100`),
    check('earning_settings_cap', sql`${t.dailyCap} >= 0`),
  ],
);

/** Twitch and Kick logins that never earn (bots). */
export const earningIgnored = pgTable('earning_ignored', {
  login: text('login').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Exactly-once key of watch-time credits: one row per user and tick window, inserted in the same
 * statement and transaction as the balance update and its ledger row (ADR 022).
 */
export const watchCredits = pgTable(
  'watch_credits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.windowStart] }), check('watch_credits_points', sql`${t.points} > 0`)],
);

/** One row per tick run (any instance): what it read and credited, or why it failed. */
/**
 * An admin's "give points to everyone in chat now": one row per gift, keyed by the id the admin's page
 * made for it, so the same gift sent twice (a retry, another instance) credits once. The credits are
 * ledger rows `chat_gift` with `ref_id` = this id.
 */
export const chatGifts = pgTable(
  'chat_gifts',
  {
    id: uuid('id').primaryKey(),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    credited: integer('credited').notNull(),
    twitch: integer('twitch').notNull(),
    kick: integer('kick').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('chat_gifts_points_valid', sql`${t.points} between 1 and 100000`)],
);

export const earningTicks = pgTable(
  'earning_ticks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    chattersRead: integer('chatters_read').notNull().default(0),
    usersCredited: integer('users_credited').notNull().default(0),
    pointsGiven: bigint('points_given', { mode: 'number' }).notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    /** Why it failed, per platform or step (codes and figures); null when it ran through. */
    errors: jsonb('errors').$type<PlatformIssue[]>(),
  },
  (t) => [
    index('earning_ticks_started_idx').on(t.startedAt.desc()),
    index('earning_ticks_window_idx').on(t.windowStart),
  ],
);

/** EventSub message ids already handled (dedupe); old rows are pruned. */
export const eventsubMessages = pgTable('eventsub_messages', {
  messageId: text('message_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Kick (docs/integrations.md#kick) ----

/**
 * The broadcaster's Kick connection: one row. It subscribes the app to the channel's webhooks
 * (`chat.message.sent`, `livestream.status.updated`) and is re-checked every hour. Tokens are sealed
 * like the Twitch connection's; Kick's refresh tokens rotate, so each refresh stores the new pair.
 */
export const kickConnection = pgTable('kick_connection', {
  id: text('id').primaryKey().default('channel'),
  kickUserId: text('kick_user_id').notNull(),
  login: text('login').notNull(),
  broadcasterUserId: text('broadcaster_user_id').notNull(),
  channelSlug: text('channel_slug').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The event subscriptions found at the last check: [{ name, version, id }]. */
  subscriptions: jsonb('subscriptions')
    .$type<{ name: string; version: number; id: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  subscriptionsCheckedAt: timestamp('subscriptions_checked_at', { withTimezone: true }),
  connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last failure (a code and its figures, ADR 057; text before migration 0032), or null. */
  lastError: jsonb('last_error').$type<PlatformIssue>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Kick has no list of present viewers: a chatter's last message on the channel stands for presence.
 * One row per Kick user, upserted by each `chat.message.sent`; the tick reads who chatted in its window.
 */
export const kickChatters = pgTable(
  'kick_chatters',
  {
    kickUserId: text('kick_user_id').primaryKey(),
    username: text('username').notNull(),
    /** The subscriber badge on the last message. */
    subscriber: boolean('subscriber').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kick_chatters_seen_idx').on(t.lastSeenAt)],
);

/** Kick webhook message ids already handled (`Kick-Event-Message-Id`, the idempotency key); pruned after a day. */
export const kickEventMessages = pgTable(
  'kick_event_messages',
  {
    messageId: text('message_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kick_event_messages_received_idx').on(t.receivedAt)],
);

// ---- chat commands ----

/**
 * One row per chat message that was a command, keyed by the platform's message id: inserted before
 * the command runs, so a message has its effect once however often and wherever it is delivered. It
 * is also the admin's log (chatter, command, outcome, reply).
 */
export const chatCommandRuns = pgTable(
  'chat_command_runs',
  {
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    messageId: text('message_id').notNull(),
    chatterId: text('chatter_id').notNull(),
    chatterLogin: text('chatter_login').notNull(),
    /** The command's key (points, gtb, avg, join, hunt, offers). */
    command: text('command').notNull(),
    /** The text as typed (normalized, at most 500 characters). */
    input: text('input').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** running, ok, refused, cooldown, not_linked, error. */
    outcome: text('outcome').notNull().default('running'),
    code: text('code'),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.messageId] }),
    index('chat_command_runs_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * Chat messages that read as commands, kept from the webhook's answer until their command has run
 * (ADR 079): written in the webhook's record statement, deleted with the run's outcome. A row left
 * behind (an instance killed between the answer and the command) is run by the sweep of any instance
 * once it is a minute old; `swept_at` and `attempts` keep two sweeps apart and give up on a message
 * that fails again and again.
 */
export const chatInbox = pgTable(
  'chat_inbox',
  {
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    messageId: text('message_id').notNull(),
    /** The message as both platforms hand it to the chat commands (lib/chat-inbox.ts). */
    message: jsonb('message').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    sweptAt: timestamp('swept_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.platform, t.messageId] }), index('chat_inbox_received_idx').on(t.receivedAt)],
);

/**
 * The bot's chat lines sent per platform, by every instance: the reply queues claim a send here (under
 * a per-platform lock) so all instances together keep to the platform's limit. Rows older than the
 * limit's window are pruned.
 */
export const chatReplySends = pgTable(
  'chat_reply_sends',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_reply_sends_platform_idx').on(t.platform, t.sentAt)],
);

/** When a command was last used per chatter and per channel: cooldowns shared by every instance. */
export const chatCooldowns = pgTable('chat_cooldowns', {
  key: text('key').primaryKey(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
});

/**
 * The admin's chat command settings: one row. `commands` holds every command's configuration
 * (name, aliases, per-platform switches, cooldowns, cost; @app/chat ChatCommandConfig) and
 * `templates` the reply texts the admin changed (kind -> { pt?, en? }); without a row the defaults apply.
 */
export const chatCommandSettings = pgTable('chat_command_settings', {
  id: text('id').primaryKey().default('channel'),
  commands: jsonb('commands').$type<unknown[]>().notNull(),
  /** Per reply kind, the admin's text per language (`en`, `pt-PT`, `pt-BR`; migration 0030 renamed `pt`). */
  templates: jsonb('templates')
    .$type<Record<string, Partial<Record<Locale, string>>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The chat announcements sent (features/chat-announcements): one row per announcement and platform,
 * claimed before the line is queued, so an announcement goes out once whatever number of instances
 * hear its event. `ref` names what was announced (a hunt id, `giveawayId`, a slot request id).
 */
export const chatAnnouncements = pgTable(
  'chat_announcements',
  {
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.ref, t.platform] })],
);

/**
 * The admin's switches of the chat announcements: one row, `enabled` per announcement kind and
 * platform (@app/chat ANNOUNCEMENT_KINDS); without a row (or a kind) the announcement is off. Their
 * texts are reply templates, stored with the commands' (chat_command_settings.templates).
 */
export const chatAnnouncementSettings = pgTable('chat_announcement_settings', {
  id: text('id').primaryKey().default('channel'),
  enabled: jsonb('enabled').$type<Record<string, { twitch: boolean; kick: boolean }>>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The admin's own chat commands (issue 34): a name (lower case, never a built-in's name or alias), a
 * reply template with the variables {user}, {points}, {site}, {uptime}, {hunt}, the platforms it answers
 * on, cooldowns like the built-ins' and a moderator-only switch. A Twitch-enabled template holding a
 * casino word, a link, a code or an offer is refused at save; the Twitch guard still runs at send.
 */
export const chatCustomCommands = pgTable(
  'chat_custom_commands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    template: text('template').notNull(),
    twitch: boolean('twitch').notNull(),
    kick: boolean('kick').notNull(),
    userCooldownSeconds: integer('user_cooldown_seconds').notNull().default(0),
    globalCooldownSeconds: integer('global_cooldown_seconds').notNull().default(0),
    modOnly: boolean('mod_only').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_custom_commands_name').on(t.name)],
);

/**
 * Timed chat messages (issue 34): sent every `intervalMinutes` while the channel is live on a platform,
 * only after `minMessages` chat messages there since the last one, within the shared reply budget.
 */
export const chatTimers = pgTable('chat_timers', {
  id: uuid('id').primaryKey().defaultRandom(),
  text: text('text').notNull(),
  intervalMinutes: integer('interval_minutes').notNull(),
  minMessages: integer('min_messages').notNull().default(0),
  twitch: boolean('twitch').notNull(),
  kick: boolean('kick').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A timer's last send per platform and the platform's chat count then: a send is claimed by one
 * conditional upsert (due and enough messages), so two instances never send it twice.
 */
export const chatTimerSends = pgTable(
  'chat_timer_sends',
  {
    timerId: uuid('timer_id')
      .notNull()
      .references(() => chatTimers.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    messagesAtSend: bigint('messages_at_send', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.timerId, t.platform] })],
);

/** Chat messages seen per platform (viewers', not the channel's own): the timers' "M messages since". */
export const chatMessageCounts = pgTable('chat_message_counts', {
  platform: text('platform', { enum: PLATFORMS }).primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});

// ---- stream platforms ----

/**
 * Where the channel streams: Twitch, Kick or both, and which one the site shows first when both are
 * live. One row, written by admins; without it the configured platforms apply with Twitch first.
 */
export const streamPlatforms = pgTable(
  'stream_platforms',
  {
    id: text('id').primaryKey().default('channel'),
    platforms: jsonb('platforms').$type<('twitch' | 'kick')[]>().notNull(),
    primaryPlatform: text('primary_platform', { enum: PLATFORMS }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('stream_platforms_primary_valid', sql`${t.primaryPlatform} in ('twitch', 'kick')`)],
);

/**
 * The stream schedule (ADR 061): the week's streams, replaced whole by each admin save. A weekday
 * (ISO, 1 Monday … 7 Sunday) and a wall-clock time on Lisbon's clock, 'HH:MM'; the next occurrence is
 * computed from them (`nextOccurrence` of @app/contracts), never stored.
 */
export const streamScheduleSlots = pgTable(
  'stream_schedule_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    position: integer('position').notNull(),
    weekday: integer('weekday').notNull(),
    localTime: text('local_time').notNull(),
    durationMinutes: integer('duration_minutes'),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    title: text('title').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stream_schedule_weekday_valid', sql`${t.weekday} between 1 and 7`),
    check('stream_schedule_time_valid', sql`${t.localTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('stream_schedule_platform_valid', sql`${t.platform} in ('twitch', 'kick')`),
    check('stream_schedule_title_length', sql`char_length(${t.title}) between 1 and 100`),
    check(
      'stream_schedule_duration_valid',
      sql`${t.durationMinutes} is null or ${t.durationMinutes} between 15 and 1440`,
    ),
    uniqueIndex('stream_schedule_position_key').on(t.position),
  ],
);

/**
 * The go-live Discord post switch: one row (id 'channel'); no row means on (ADR 061). The post goes to
 * the shared Discord webhook (the redemptions' one).
 */
export const streamGoLiveSetting = pgTable('stream_go_live_setting', {
  id: text('id').primaryKey().default('channel'),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per stream announced on Discord (ADR 061): the primary key is the platform and the stream's
 * key, the start instant to the second ('2026-11-22T18:00:00Z') when the platform gave one, else
 * 'day:<Lisbon date>'. `INSERT … ON CONFLICT DO NOTHING RETURNING` decides which instance posts, once.
 */
export const streamGoLivePosts = pgTable(
  'stream_go_live_posts',
  {
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    streamKey: text('stream_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    title: text('title').notNull(),
    category: text('category'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.streamKey] }),
    index('stream_go_live_posts_started_idx').on(t.platform, t.startedAt),
  ],
);

// ---- live hunt ----

/**
 * The streamer's live bonus hunt. At most one is 'live' at a time: the partial unique index on the
 * status of live rows lets a second one fail whatever the concurrency. Money is integer cents.
 */
export const liveHunts = pgTable(
  'live_hunts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    index: integer('index').notNull(),
    status: text('status', { enum: ['live', 'finished', 'cancelled'] })
      .notNull()
      .default('live'),
    startCents: bigint('start_cents', { mode: 'number' }).notNull(),
    gtbStatus: text('gtb_status', { enum: ['closed', 'opened'] })
      .notNull()
      .default('closed'),
    avgStatus: text('avg_status', { enum: ['soon', 'opened', 'closed'] })
      .notNull()
      .default('soon'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When GTB was closed after being opened: from then on it never reopens for this hunt. */
    gtbClosedAt: timestamp('gtb_closed_at', { withTimezone: true }),
    /**
     * The GTB winner limit (ADR 070): an account with `gtbWinLimit` GTB prizes awarded in the
     * `gtbWinLimitDays` days before GTB closed may not win a place. Both null: no limit.
     */
    gtbWinLimit: integer('gtb_win_limit'),
    gtbWinLimitDays: integer('gtb_win_limit_days'),
  },
  (t) => [
    uniqueIndex('live_hunts_one_live')
      .on(t.status)
      .where(sql`${t.status} = 'live'`),
    uniqueIndex('live_hunts_index_key').on(t.index),
    index('live_hunts_created_idx').on(t.createdAt.desc()),
    check('live_hunts_status_valid', sql`${t.status} in ('live', 'finished', 'cancelled')`),
    check('live_hunts_gtb_status_valid', sql`${t.gtbStatus} in ('closed', 'opened')`),
    check('live_hunts_avg_status_valid', sql`${t.avgStatus} in ('soon', 'opened', 'closed')`),
    check('live_hunts_start_positive', sql`${t.startCents} > 0`),
    check('live_hunts_gtb_closed_for_good', sql`${t.gtbClosedAt} is null or ${t.gtbStatus} = 'closed'`),
    check(
      'live_hunts_gtb_win_limit',
      sql`(${t.gtbWinLimit} is null and ${t.gtbWinLimitDays} is null) or (${t.gtbWinLimit} between 1 and 10 and ${t.gtbWinLimitDays} between 1 and 365)`,
    ),
  ],
);

/** The GTB prize of each place (1..N) of a hunt, set by the admin until the hunt ends: points or a text prize. */
export const liveHuntGtbPrizes = pgTable(
  'live_hunt_gtb_prizes',
  {
    huntId: uuid('hunt_id')
      .notNull()
      .references(() => liveHunts.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    points: integer('points'),
    text: text('text'),
    /**
     * The place's prize for a winner who is a verified affiliate (any sponsor) at settlement (ADR 059):
     * points or a text prize, in place of the normal one; both null: the normal prize for everyone.
     */
    affiliatePoints: integer('affiliate_points'),
    affiliateText: text('affiliate_text'),
  },
  (t) => [
    primaryKey({ columns: [t.huntId, t.place] }),
    // GTB_MAX_PRIZE_PLACES and GTB_MAX_PRIZE_POINTS of @app/hunts; SQL stays literal, as in the migration.
    check('live_hunt_gtb_prizes_place', sql`${t.place} between 1 and 10`),
    check('live_hunt_gtb_prizes_one_kind', sql`(${t.points} is null) <> (${t.text} is null)`),
    check('live_hunt_gtb_prizes_points', sql`${t.points} is null or ${t.points} between 1 and 1000000`),
    check('live_hunt_gtb_prizes_affiliate_one_kind', sql`${t.affiliatePoints} is null or ${t.affiliateText} is null`),
    check(
      'live_hunt_gtb_prizes_affiliate_points',
      sql`${t.affiliatePoints} is null or ${t.affiliatePoints} between 1 and 1000000`,
    ),
  ],
);

/**
 * The GTB winners of a settled hunt, written once by the settlement (primary key = hunt and place):
 * the prize is copied from the place's prize at that moment.
 */
export const liveHuntGtbAwards = pgTable(
  'live_hunt_gtb_awards',
  {
    huntId: uuid('hunt_id')
      .notNull()
      .references(() => liveHunts.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    guessCents: bigint('guess_cents', { mode: 'number' }).notNull(),
    distanceCents: bigint('distance_cents', { mode: 'number' }).notNull(),
    points: integer('points'),
    text: text('text'),
    /** The place's affiliate prize applied (the winner was a verified affiliate at settlement). */
    affiliate: boolean('affiliate').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.huntId, t.place] }),
    // An account's GTB prizes (for a winner limit).
    index('live_hunt_gtb_awards_user_idx').on(t.userId, t.createdAt),
    check('live_hunt_gtb_awards_one_kind', sql`(${t.points} is null) <> (${t.text} is null)`),
  ],
);

/** A bonus of a live hunt; the slot is a snapshot (name, provider) so the catalogue may change. */
export const liveHuntBonuses = pgTable(
  'live_hunt_bonuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    huntId: uuid('hunt_id')
      .notNull()
      .references(() => liveHunts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The catalogue slot, when picked from it (linked to the slots table at merge). */
    slotId: uuid('slot_id').references((): AnyPgColumn => slots.id, { onDelete: 'set null' }),
    slotName: text('slot_name').notNull(),
    slotProvider: text('slot_provider').notNull().default(''),
    betCents: integer('bet_cents').notNull(),
    earningCents: integer('earning_cents'),
    isSuper: boolean('is_super').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_hunt_bonuses_hunt_idx').on(t.huntId, t.position),
    check('live_hunt_bonuses_bet_positive', sql`${t.betCents} > 0`),
    check('live_hunt_bonuses_earning_nonnegative', sql`${t.earningCents} is null or ${t.earningCents} >= 0`),
  ],
);

/** GTB guesses: one per user per hunt; `seq` orders them (earlier guess wins a tie). */
export const liveHuntGtbGuesses = pgTable(
  'live_hunt_gtb_guesses',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    huntId: uuid('hunt_id')
      .notNull()
      .references(() => liveHunts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guessCents: bigint('guess_cents', { mode: 'number' }).notNull(),
    /** Position in the settled ranking (null until settled). */
    rank: integer('rank'),
    /** Set by the settlement when the account had reached the hunt's GTB winner limit (ADR 070): no place. */
    ineligible: boolean('ineligible').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_hunt_gtb_one_per_user').on(t.huntId, t.userId),
    // Analytics (ADR 049): a guess makes its account active on its day.
    index('live_hunt_gtb_guesses_created_idx').on(t.createdAt),
    check('live_hunt_gtb_guess_positive', sql`${t.guessCents} > 0`),
  ],
);

/** AVG bets: one per user per hunt, debited when placed; `payout` is set once at settlement. */
export const liveHuntAvgBets = pgTable(
  'live_hunt_avg_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    huntId: uuid('hunt_id')
      .notNull()
      .references(() => liveHunts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    group: text('group', { enum: ['A', 'B', 'C', 'D', 'E', 'F'] }).notNull(),
    bet: integer('bet').notNull(),
    payout: integer('payout'),
    refunded: boolean('refunded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_hunt_avg_one_per_user').on(t.huntId, t.userId),
    check('live_hunt_avg_group_valid', sql`${t.group} in ('A', 'B', 'C', 'D', 'E', 'F')`),
    // AVG_MIN_BET..AVG_MAX_BET of @app/contracts/limits; SQL stays literal, as in the migration.
    check('live_hunt_avg_bet_range', sql`${t.bet} between 1 and 500`),
  ],
);

/** The settlement of a finished hunt: one row, so settling twice cannot pay twice (primary key). */
export const liveHuntSettlements = pgTable('live_hunt_settlements', {
  huntId: uuid('hunt_id')
    .primaryKey()
    .references(() => liveHunts.id, { onDelete: 'cascade' }),
  finalBalanceCents: bigint('final_balance_cents', { mode: 'number' }).notNull(),
  /** Mean multiplier to 2 decimals (display) and rounded whole (decides the group); null if nothing opened. */
  averageMultiplier: text('average_multiplier'),
  averageMultiplierWhole: integer('average_multiplier_whole'),
  winningGroup: text('winning_group'),
  pot: integer('pot').notNull(),
  paidOut: integer('paid_out').notNull(),
  refundedAll: boolean('refunded_all').notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a live hunt, in order: its `seq` is the SSE event id (Last-Event-ID resume). */
export const liveHuntEvents = pgTable('live_hunt_events', {
  seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  huntId: uuid('hunt_id').references(() => liveHunts.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Admin settings of the /stream/live page: three sources (null until an admin saves them). */
export const liveStreamSources = pgTable('live_stream_sources', {
  position: integer('position').primaryKey(),
  platform: text('platform', { enum: ['twitch', 'youtube', 'kick'] }).notNull(),
  label: text('label').notNull(),
  channel: text('channel').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The overlay key (OBS pages, the outside `bonus-hunt/active` call): one row. Checked against its
 * SHA-256 hash; also kept sealed by the secret box (ADR 055) so an admin can show the addresses again
 * (null for a key made before that: it cannot be shown until rotated once).
 */
export const overlayKeys = pgTable('overlay_keys', {
  id: integer('id').primaryKey(),
  keyHash: text('key_hash').notNull(),
  keySealed: text('key_sealed'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The look of the OBS overlays: one row (id 1), the settings as validated by the contract's schema. */
export const overlaySettings = pgTable('overlay_settings', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- offers ----

/** Partner offer cards of the home page, in `position` order. `link` is an https URL or 'coming'. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    color: text('color').notNull(),
    link: text('link').notNull(),
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    /** The details dialog (packages/contracts offerDetailsSchema), validated on the way in. */
    details: jsonb('details').notNull(),
    /** Who licenses the partner ('SRIJ' = licensed in Portugal) and the licence number; both or neither. */
    licenceRegulator: text('licence_regulator'),
    licenceNumber: text('licence_number'),
    /** ISO 3166-1 alpha-2 codes (checked against the contracts' list on the way in); empty: everywhere. */
    availableIn: text('available_in')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    restrictedIn: text('restricted_in')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_slug_key').on(t.slug),
    index('offers_position_idx').on(t.position, t.id),
    check('offers_licence_both', sql`(${t.licenceRegulator} is null) = (${t.licenceNumber} is null)`),
  ],
);

/** Claim clicks per offer per Lisbon day: one counter row, bumped by one upsert per click. */
export const offerClicks = pgTable(
  'offer_clicks',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.day] })],
);

/** Distinct visitors per offer per day, as a keyed hash (HMAC of day, address and agent): no address or agent is stored. */
export const offerClickVisitors = pgTable(
  'offer_click_visitors',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.day, t.visitorHash] })],
);

// ---- leaderboard ----

/** Sponsor casinos of the wager leaderboard. `credentialsSealed` is sealed by app.secrets and never leaves the server. */
export const sponsors = pgTable(
  'sponsors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    adapter: text('adapter', { enum: SPONSOR_ADAPTERS }).notNull(),
    credentialsSealed: text('credentials_sealed'),
    /** Whole dollars for ranks 1..n. */
    prizes: jsonb('prizes').$type<number[]>().notNull(),
    maskNames: boolean('mask_names').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sponsors_slug_key').on(t.slug),
    check(
      'sponsors_adapter_valid',
      sql`${t.adapter} in ('roobet', 'shuffle', 'gamdom', 'rainbet', 'clash', 'acebet', 'casesgg', 'packdraw', 'raingg', 'csv')`,
    ),
  ],
);

/**
 * A sponsor's standings for one Lisbon month, keyed by (sponsor, period) so every sync is an
 * idempotent upsert. `body` and `etag` are the prepared answer of GET /api/v1/leaderboard/{slug}.
 * Once `frozenAt` is set, syncs no longer change the row (only an admin re-freeze does).
 */
export const wagerStandings = pgTable(
  'wager_standings',
  {
    sponsorId: uuid('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    /** [{username, wageredCents}] sorted, wager descending. */
    rows: jsonb('rows').$type<{ username: string; wageredCents: number }[]>().notNull(),
    /** The real names of the body's places 1..10, in order (the body may mask them): read with the body. */
    topNames: text('top_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    body: text('body').notNull(),
    etag: text('etag').notNull(),
    source: text('source').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sponsorId, t.period] }),
    check('wager_standings_period_valid', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** Who froze or re-froze which month, and when. */
export const leaderboardFreezeLog = pgTable('leaderboard_freeze_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  sponsorId: uuid('sponsor_id')
    .notNull()
    .references(() => sponsors.id, { onDelete: 'cascade' }),
  period: text('period').notNull(),
  action: text('action', { enum: ['freeze', 'refreeze'] }).notNull(),
  adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- casino accounts (affiliates) ----

/**
 * A viewer's claim of their username at a sponsor casino (ADR 058). `usernameKey` is the trimmed,
 * lower-cased name the sponsor's rows are matched by. An account holds at most one live (pending or
 * verified) claim per sponsor, and a name at a sponsor belongs to one claim at a time: pending,
 * verified, or revoked (a revoked name stays blocked until an admin verifies or reassigns it). The
 * unique indexes decide between two instances claiming at once: the first commit wins.
 */
export const casinoAccounts = pgTable(
  'casino_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sponsorId: uuid('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    state: text('state', { enum: ['pending', 'verified', 'expired', 'revoked'] })
      .notNull()
      .default('pending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** 'YYYY-MM': the Lisbon month the name was first seen in the sponsor's rows (or verified by hand). */
    verifiedPeriod: text('verified_period'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The admin who decided by hand last, and their note. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /** The viewer's choice: their site name beside this casino name on the public board (off unless turned on). */
    showSiteName: boolean('show_site_name').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('casino_accounts_one_live_per_sponsor')
      .on(t.userId, t.sponsorId)
      .where(sql`${t.state} in ('pending', 'verified')`),
    uniqueIndex('casino_accounts_one_claimant')
      .on(t.sponsorId, t.usernameKey)
      .where(sql`${t.state} in ('pending', 'verified', 'revoked')`),
    index('casino_accounts_user_idx').on(t.userId),
    check('casino_accounts_state_valid', sql`${t.state} in ('pending', 'verified', 'expired', 'revoked')`),
    check('casino_accounts_key', sql`${t.usernameKey} = lower(btrim(${t.username}))`),
    check('casino_accounts_username_length', sql`char_length(${t.username}) between 1 and 64`),
    check(
      'casino_accounts_verified_period',
      sql`${t.verifiedPeriod} is null or ${t.verifiedPeriod} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
  ],
);

/**
 * What each claimed name wagered at its sponsor per Lisbon month, copied from the sponsor's rows (its
 * latest figure and rank) for the names a live claim holds, at each check. Milestones and the
 * viewer's own standing read these rows instead of unnesting the sponsors' whole boards.
 */
export const casinoWagers = pgTable(
  'casino_wagers',
  {
    sponsorId: uuid('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    usernameKey: text('username_key').notNull(),
    period: text('period').notNull(),
    wageredCents: bigint('wagered_cents', { mode: 'number' }).notNull(),
    /** 1-based place on the sponsor's board that month. */
    rank: integer('rank').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sponsorId, t.usernameKey, t.period] })],
);

/**
 * Wager milestones (ADR 058): a threshold in cents over a Lisbon month or since verification, at one
 * sponsor or at all together, and its reward (points, or a text prize to hand out). A tier that has
 * paid is archived, never deleted, so its grants keep their tier.
 */
export const wagerMilestones = pgTable(
  'wager_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sponsorId: uuid('sponsor_id').references(() => sponsors.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['month', 'lifetime'] }).notNull(),
    thresholdCents: bigint('threshold_cents', { mode: 'number' }).notNull(),
    rewardPoints: integer('reward_points'),
    rewardText: text('reward_text'),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wager_milestones_scope', sql`${t.scope} in ('month', 'lifetime')`),
    check('wager_milestones_threshold', sql`${t.thresholdCents} > 0`),
    check(
      'wager_milestones_one_reward',
      sql`(${t.rewardPoints} is not null and ${t.rewardPoints} > 0 and ${t.rewardText} is null) or (${t.rewardPoints} is null and ${t.rewardText} is not null)`,
    ),
  ],
);

/**
 * A milestone reached, once per (tier, subject, period): the subject is the casino name at its sponsor
 * (`name:<sponsor id>:<key>`) for a sponsor's tier, or the account (`user:<id>`) for a tier of all
 * sponsors together; the period is the month ('YYYY-MM') or 'lifetime'. The unique index makes a
 * re-sync, a re-import or a second instance grant nothing more. status: paid (points credited in the
 * grant's transaction), awaiting (points above the approval size, until an admin decides), rejected,
 * prize (a text prize, listed with the prizes to hand out).
 */
export const wagerMilestoneGrants = pgTable(
  'wager_milestone_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => wagerMilestones.id, { onDelete: 'restrict' }),
    subject: text('subject').notNull(),
    periodKey: text('period_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wagerCents: bigint('wager_cents', { mode: 'number' }).notNull(),
    rewardPoints: integer('reward_points'),
    rewardText: text('reward_text'),
    status: text('status', { enum: ['paid', 'awaiting', 'rejected', 'prize'] }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wager_milestone_grants_once').on(t.tierId, t.subject, t.periodKey),
    index('wager_milestone_grants_user_idx').on(t.userId),
    index('wager_milestone_grants_awaiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'awaiting'`),
    check('wager_milestone_grants_status', sql`${t.status} in ('paid', 'awaiting', 'rejected', 'prize')`),
  ],
);

/** The affiliate features' settings, changed by admins: one row (the defaults without it). */
export const affiliateSettings = pgTable(
  'affiliate_settings',
  {
    id: text('id').primaryKey().default('site'),
    /** Days a pending claim waits to be seen in the sponsor's rows before it expires. */
    claimExpiryDays: integer('claim_expiry_days').notNull().default(30),
    /** A milestone paying more points than this waits for an admin's approval. */
    milestoneApprovalAbove: integer('milestone_approval_above').notNull().default(10_000),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('affiliate_settings_one_row', sql`${t.id} = 'site'`),
    // 365 = CASINO_CLAIM_EXPIRY_DAYS_MAX (@app/contracts/casino-accounts)
    check('affiliate_settings_expiry_range', sql`${t.claimExpiryDays} between 1 and 365`),
    check('affiliate_settings_approval_range', sql`${t.milestoneApprovalAbove} >= 0`),
  ],
);

// ---- news ----

/** The last good copy of the crypto-news feed (one row per section), and when a refresh was last tried. */
export const newsCache = pgTable('news_cache', {
  section: text('section').primaryKey(),
  items: jsonb('items').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
});
// ---- bonus hunt tracker (slot catalogue, personal hunts) ----

/**
 * The slot catalogue, shared by the personal hunts and the live hunt. `search_name` is the name
 * lower-cased without accents (lib/search-text.ts), searched by substring through a trigram index;
 * (search_name, provider_key) is the identity an import upserts on.
 */
export const slots = pgTable(
  'slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    provider: text('provider').notNull(),
    searchName: text('search_name').notNull(),
    providerKey: text('provider_key').notNull(),
    thumbnail: text('thumbnail'),
    rtp: text('rtp'),
    volatility: text('volatility'),
    maxWin: text('max_win'),
    /**
     * How much streamers and viewers play it: the curated starting figure (assets/slots/popular.csv)
     * plus one per picker and day that added it to a hunt (`slot_picks`). Search ranks by it within a
     * match tier. Changing it does not touch `updated_at` (the catalogue's content did not change).
     */
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('slots_identity_uq').on(t.searchName, t.providerKey),
    index('slots_search_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    check('slots_popularity_nonnegative', sql`${t.popularity} >= 0`),
  ],
);

/**
 * Who last counted a slot toward its popularity and on which day: a picker (a user id, or `live-hunt`
 * for the streamer's live hunt) adds at most one per slot per day, so adding and removing the same
 * bonus over and over cannot push a slot up the search.
 */
export const slotPicks = pgTable(
  'slot_picks',
  {
    slotId: uuid('slot_id')
      .notNull()
      .references(() => slots.id, { onDelete: 'cascade' }),
    picker: text('picker').notNull(),
    countedOn: date('counted_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.picker] })],
);

export const bonusHunts = pgTable(
  'bonus_hunts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    startCents: bigint('start_cents', { mode: 'number' }).notNull().default(0),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bonus_hunts_owner_idx').on(t.ownerId, t.createdAt.desc()),
    check('bonus_hunts_start_nonnegative', sql`${t.startCents} >= 0`),
  ],
);

export const bonusHuntBonuses = pgTable(
  'bonus_hunt_bonuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    huntId: uuid('hunt_id')
      .notNull()
      .references(() => bonusHunts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    slotId: uuid('slot_id').references(() => slots.id, { onDelete: 'set null' }),
    betCents: integer('bet_cents').notNull().default(0),
    /** null = not opened yet; 0 = opened and paid nothing (a dead bonus). */
    earningCents: bigint('earning_cents', { mode: 'number' }),
    superBonus: boolean('super_bonus').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bonus_hunt_bonuses_hunt_idx').on(t.huntId, t.position),
    check('bonus_hunt_bonuses_money_nonnegative', sql`${t.betCents} >= 0 and ${t.earningCents} >= 0`),
  ],
);

// ---- box picker (/stream/minigame) ----

export const minigameBoxes = pgTable('minigame_boxes', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  thumbnail: text('thumbnail'),
  position: integer('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The slots of a box, in order; a slot removed from the catalogue leaves its boxes. */
export const minigameBoxSlots = pgTable(
  'minigame_box_slots',
  {
    boxId: uuid('box_id')
      .notNull()
      .references(() => minigameBoxes.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => slots.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boxId, t.slotId] })],
);

// ---- prizes to hand out and notices ----

/** A prize an admin handed out by hand (a text GTB prize, a wager leaderboard place): who and when. */
export const prizeHandouts = pgTable(
  'prize_handouts',
  {
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    handedOutBy: uuid('handed_out_by').references(() => users.id, { onDelete: 'set null' }),
    handedOutAt: timestamp('handed_out_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.ref] }),
    check('prize_handouts_source_valid', sql`${t.source} in ('gtb', 'leaderboard', 'milestone')`),
  ],
);

/** A message for one user, shown once on their next visit (a prize won, …) until they dismiss it. */
export const userNotices = pgTable(
  'user_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What it is about (e.g. hunt:place); one notice per user, kind and ref. */
    ref: text('ref').notNull(),
    /** The English text, for logs and older clients; the web writes a known kind from `params` in the reader's language. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The figures of the notice (NoticeParams of @app/contracts), from which each language writes it. */
    params: jsonb('params').$type<Record<string, string | number | boolean | null>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_notices_once').on(t.userId, t.kind, t.ref),
    index('user_notices_unseen_idx')
      .on(t.userId)
      .where(sql`${t.seenAt} is null`),
  ],
);

// ---- slot requests (the site's page and `!sr` in chat) ----

/**
 * Viewers' slot requests: a catalogue slot (name and provider kept as they were at the request), the
 * points paid, and what the streamer did with it. An account has at most one open request (the
 * partial unique index); the cost is taken in the transaction that inserts the row and given back
 * in the one that rejects or withdraws it (ledger rows `slot_request` / `slot_request_refund`).
 */
export const slotRequests = pgTable(
  'slot_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id').references(() => slots.id, { onDelete: 'set null' }),
    slotName: text('slot_name').notNull(),
    slotProvider: text('slot_provider').notNull(),
    /** site, twitch or kick. */
    source: text('source').notNull(),
    cost: integer('cost').notNull().default(0),
    /** open, played, rejected, withdrawn. */
    status: text('status').notNull().default('open'),
    note: text('note'),
    /** The live hunt bonus it became (the console's "Add to hunt"); null until then. */
    huntBonusId: uuid('hunt_bonus_id').references(() => liveHuntBonuses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('slot_requests_one_open')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('slot_requests_status_idx').on(t.status, t.createdAt),
    index('slot_requests_decided_idx').on(t.decidedAt.desc()),
    check('slot_requests_cost_nonnegative', sql`${t.cost} >= 0`),
    // SLOT_REQUEST_STATUSES (@app/contracts/slot-requests)
    check('slot_requests_status_known', sql`${t.status} in ('open', 'played', 'rejected', 'withdrawn')`),
  ],
);

/**
 * The site's own settings, changed by admins: one row (the defaults without it). `currency`: the
 * ISO 4217 code every amount of money is shown in (SITE_CURRENCIES of @app/contracts/data).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: text('id').primaryKey().default('site'),
    currency: text('currency').notNull().default('USD'),
    /** The language of a visitor who chose none and whose browser asks for none of the site's. */
    defaultLocale: text('default_locale').notNull().default('en'),
    /** An offer restricted in the visitor's country: 'hide' it, or 'mark' it "Not available in your country". */
    restrictedOffers: text('restricted_offers').notNull().default('hide'),
    /** A visitor in Portugal sees only offers licensed by SRIJ (on by default). */
    hideUnlicensedInPortugal: boolean('hide_unlicensed_in_portugal').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('site_settings_one_row', sql`${t.id} = 'site'`),
    check('site_settings_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('site_settings_default_locale', sql`${t.defaultLocale} in ('en', 'pt-PT', 'pt-BR')`),
    check('site_settings_restricted_offers', sql`${t.restrictedOffers} in ('hide', 'mark')`),
  ],
);

/** Whether slot requests are taken and what one costs: one row, written by admins (closed and free without it). */
export const slotRequestSettings = pgTable(
  'slot_request_settings',
  {
    id: text('id').primaryKey().default('channel'),
    open: boolean('open').notNull().default(false),
    cost: integer('cost').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // 1000000 = SLOT_REQUEST_MAX_COST (@app/contracts/slot-requests)
  (t) => [check('slot_request_settings_cost_range', sql`${t.cost} between 0 and 1000000`)],
);

// ---- giveaways (provably fair draws) ----

/**
 * A giveaway: what it gives, when it takes entries, who may enter and at what cost, and its draw. The
 * server seed is secret until the draw (only its SHA-256 is public); the client seed is the SHA-256 of
 * the frozen entry list. `status`: active (scheduled, open or closing: the times tell), drawn, final
 * (points prizes paid), cancelled (every paid ticket refunded).
 */
export const giveaways = pgTable(
  'giveaways',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    prize: text('prize').notNull(),
    image: text('image'),
    pointsPrize: bigint('points_prize', { mode: 'number' }).notNull().default(0),
    winners: integer('winners').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    entryCost: integer('entry_cost').notNull().default(0),
    maxTickets: integer('max_tickets').notNull().default(1),
    subscriberMultiplier: integer('subscriber_multiplier').notNull().default(1),
    /** twitch or kick: only accounts linked to it may enter; null: any account. */
    requiredPlatform: text('required_platform', { enum: PLATFORMS }),
    subscribersOnly: boolean('subscribers_only').notNull().default(false),
    minAccountAgeDays: integer('min_account_age_days').notNull().default(0),
    /**
     * Only accounts with a verified casino account may enter (ADR 059): at the named sponsor, or at
     * any sponsor when `affiliateSponsorId` is null.
     */
    affiliateRequired: boolean('affiliate_required').notNull().default(false),
    affiliateSponsorId: uuid('affiliate_sponsor_id').references((): AnyPgColumn => sponsors.id, {
      onDelete: 'set null',
    }),
    chatJoin: boolean('chat_join').notNull().default(true),
    /**
     * The winner limit (ADR 070): an account with `winLimit` standing giveaway wins drawn in the
     * `winLimitDays` days before the close may not win this one. Both null: no limit.
     */
    winLimit: integer('win_limit'),
    winLimitDays: integer('win_limit_days'),
    status: text('status').notNull().default('active'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed'),
    entryCount: integer('entry_count'),
    ticketCount: bigint('ticket_count', { mode: 'number' }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /**
     * The public beacon of the draw (ADR 066): the drand chain hash, or 'none' when an admin drew
     * without it (then `beaconNoneReason` says why); null on giveaways drawn before the beacon.
     */
    beaconChain: text('beacon_chain'),
    beaconRound: bigint('beacon_round', { mode: 'number' }),
    beaconRandomness: text('beacon_randomness'),
    beaconSignature: text('beacon_signature'),
    beaconNoneReason: text('beacon_none_reason'),
    /** While the draw waits for its round: when the relays last failed to give it, and how ('unavailable', 'refused'). */
    beaconCheckedAt: timestamp('beacon_checked_at', { withTimezone: true }),
    beaconProblem: text('beacon_problem'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('giveaways_status_closes_idx').on(t.status, t.closesAt),
    // GIVEAWAY_STATES as stored (scheduled/open/closing are `active` read against the times)
    check('giveaways_status_known', sql`${t.status} in ('active', 'drawn', 'final', 'cancelled')`),
    check('giveaways_times', sql`${t.closesAt} > ${t.opensAt}`),
    check('giveaways_affiliate_sponsor', sql`${t.affiliateSponsorId} is null or ${t.affiliateRequired}`),
    // 1..10 wins per 1..365 days = WIN_LIMIT_MAX_WINS, WIN_LIMIT_MAX_DAYS (@app/contracts/win-limits)
    check(
      'giveaways_win_limit',
      sql`(${t.winLimit} is null and ${t.winLimitDays} is null) or (${t.winLimit} between 1 and 10 and ${t.winLimitDays} between 1 and 365)`,
    ),
    check(
      'giveaways_beacon_known',
      sql`${t.beaconChain} is null or (${t.beaconChain} = 'none' and ${t.beaconNoneReason} is not null) or (${t.beaconRound} is not null and ${t.beaconRandomness} is not null and ${t.beaconSignature} is not null)`,
    ),
    // 1..100 = GIVEAWAY_MAX_WINNERS, 1..10 = GIVEAWAY_MAX_SUBSCRIBER_MULTIPLIER (@app/contracts/giveaways)
    check('giveaways_winners_range', sql`${t.winners} between 1 and 100`),
    check(
      'giveaways_amounts',
      sql`${t.entryCost} >= 0 and ${t.pointsPrize} >= 0 and ${t.maxTickets} >= 1 and ${t.subscriberMultiplier} between 1 and 10 and ${t.minAccountAgeDays} >= 0`,
    ),
  ],
);

/**
 * One entry per account and giveaway: the tickets bought (`bought`), the free tickets given by support
 * events (`free`, ADR 065; `bought + free` stays within the giveaway's maximum), the tickets in the
 * draw (`tickets` = bought times the subscriber multiplier at entry, plus `free`) and the points
 * paid. `id` is the public entry id; the frozen list is ordered by `entered_at`, then `id`.
 */
export const giveawayEntries = pgTable(
  'giveaway_entries',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    giveawayId: uuid('giveaway_id')
      .notNull()
      .references(() => giveaways.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bought: integer('bought').notNull(),
    /** Free tickets given by support events (never paid, never multiplied). */
    free: integer('free').notNull().default(0),
    tickets: integer('tickets').notNull(),
    multiplier: integer('multiplier').notNull().default(1),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    /** site, twitch or kick (the first entry's source). */
    source: text('source').notNull(),
    /**
     * Set by the draw when the account had reached the winner limit at the close (ADR 070): the entry
     * stays in the frozen list, marked, with no ticket in the draw, and its paid points are refunded.
     */
    ineligible: boolean('ineligible').notNull().default(false),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('giveaway_entries_one_per_user').on(t.giveawayId, t.userId),
    index('giveaway_entries_order_idx').on(t.giveawayId, t.enteredAt, t.id),
    // An account's entries (its giveaway wins, for a winner limit).
    index('giveaway_entries_user_idx').on(t.userId),
    check(
      'giveaway_entries_counts',
      sql`${t.bought} >= 0 and ${t.free} >= 0 and ${t.bought} + ${t.free} >= 1 and ${t.tickets} >= 1 and ${t.paid} >= 0`,
    ),
  ],
);

/** The draw's picks in nonce order: a disqualified pick stays, public with its reason, and the next nonce picks again. */
export const giveawayPicks = pgTable(
  'giveaway_picks',
  {
    giveawayId: uuid('giveaway_id')
      .notNull()
      .references(() => giveaways.id, { onDelete: 'cascade' }),
    nonce: integer('nonce').notNull(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => giveawayEntries.id, { onDelete: 'cascade' }),
    ticket: bigint('ticket', { mode: 'number' }).notNull(),
    ticketsInDraw: bigint('tickets_in_draw', { mode: 'number' }).notNull(),
    float: text('float').notNull(),
    disqualifiedAt: timestamp('disqualified_at', { withTimezone: true }),
    disqualifyReason: text('disqualify_reason'),
    disqualifiedBy: uuid('disqualified_by').references(() => users.id, { onDelete: 'set null' }),
    pointsPaid: bigint('points_paid', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.giveawayId, t.nonce] })],
);

/**
 * The audit log (ADR 048): one row per admin or moderator action, written in the action's own
 * transaction. Append-only: triggers refuse UPDATE and DELETE (migration 0024) and TRUNCATE (0026). The actor has no
 * foreign key on purpose: merging or deleting an account must never rewrite (or be blocked by) its
 * audit rows, so the actor's name and role at the time are copied beside the id.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when the actor is no account (the admin CLI, a configured admin login at sign-in). */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    /** `Admin`, `Moderator` (a chat moderator's command), `cli` or `system`. */
    actorRole: text('actor_role').notNull(),
    /** A stable dotted code: `points.set`, `shop.item.update`, `live_hunt.finish` … */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    /** `{before, after}`: the changed fields only, never a secret. */
    summary: jsonb('summary')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The request's `x-request-id`, or the chat message id of a moderator's command. */
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_time_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc(), t.id.desc()),
  ],
);

// ---- analytics (ADR 049) ----

/**
 * Ledger sums per closed Lisbon day and reason, written by the analytics summary job (every instance;
 * an upsert keyed by day and reason, the same values whoever computes them). Equal to the live
 * aggregate of the day's points_ledger rows: the ledger is append-only and a day is summarised only
 * once it closed an hour ago.
 */
export const analyticsLedgerDays = pgTable(
  'analytics_ledger_days',
  {
    day: date('day').notNull(),
    reason: text('reason').notNull(),
    /** Sum of the positive deltas. */
    issued: bigint('issued', { mode: 'number' }).notNull(),
    /** Minus the sum of the negative deltas (a positive number). */
    spent: bigint('spent', { mode: 'number' }).notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.reason] })],
);

/** Distinct active accounts per closed Lisbon day and linked platforms (twitch, kick, both, none); every bucket written, zeros included. */
export const analyticsActiveDays = pgTable(
  'analytics_active_days',
  {
    day: date('day').notNull(),
    platform: text('platform', { enum: ['twitch', 'kick', 'both', 'none'] }).notNull(),
    accounts: integer('accounts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.platform] })],
);

/** The closed days whose summary rows are written (a day with no ledger row has no row above but one here). */
export const analyticsSummarisedDays = pgTable('analytics_summarised_days', {
  day: date('day').primaryKey(),
  summarisedAt: timestamp('summarised_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Channel points to site points (ADR 062): a custom reward the site created on a platform (Twitch
 * Helix custom reward, Kick channel reward). Only rewards the site created can have their redemptions
 * fulfilled or refunded, so every row names the platform's own id of the reward.
 */
export const channelRewards = pgTable(
  'channel_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform').notNull(),
    platformRewardId: text('platform_reward_id').notNull(),
    title: text('title').notNull(),
    prompt: text('prompt').notNull().default(''),
    cost: integer('cost').notNull(),
    points: integer('points').notNull(),
    /** Credited redemptions per viewer per Europe/Lisbon day; 0: no cap. */
    dailyCap: integer('daily_cap').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** The last platform call's failure about this reward (create, edit, pause), null when fine. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_rewards_platform_reward_key').on(t.platform, t.platformRewardId),
    check('channel_rewards_platform_valid', sql`${t.platform} in ('twitch', 'kick')`),
    check(
      'channel_rewards_points_valid',
      sql`${t.points} between 1 and 100000 and ${t.cost} >= 1 and ${t.dailyCap} >= 0`,
    ),
  ],
);

/**
 * One row per platform redemption, whatever its outcome, keyed (platform, redemption id) so a delivery
 * repeated on any number of instances is applied once: inserted with ON CONFLICT DO NOTHING in the
 * transaction that credits. `outcome` is fixed there (credited, or refunded for `unlinked`, `disabled`,
 * `capped`); the platform update (FULFILLED/accepted for credited, CANCELED/rejected otherwise) follows
 * the commit: `platform_status` pending until it succeeded (done), retried by the next delivery or the
 * job (claimed through `claimed_until`), `failed` after the last attempt.
 */
export const channelRewardRedemptions = pgTable(
  'channel_reward_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform').notNull(),
    redemptionId: text('redemption_id').notNull(),
    rewardId: uuid('reward_id').references(() => channelRewards.id, { onDelete: 'set null' }),
    /** The platform's reward id (kept when the reward row is deleted, for the platform update). */
    platformRewardId: text('platform_reward_id').notNull(),
    platformUserId: text('platform_user_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Europe/Lisbon day the redemption arrived on (the daily cap's day). */
    day: date('day').notNull(),
    outcome: text('outcome').notNull(),
    points: integer('points').notNull().default(0),
    platformStatus: text('platform_status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('channel_reward_redemptions_key').on(t.platform, t.redemptionId),
    index('channel_reward_redemptions_cap_idx').on(t.rewardId, t.userId, t.day),
    index('channel_reward_redemptions_pending_idx')
      .on(t.claimedUntil)
      .where(sql`${t.platformStatus} = 'pending'`),
    check(
      'channel_reward_redemptions_outcome_valid',
      sql`${t.outcome} in ('credited', 'unlinked', 'disabled', 'capped')`,
    ),
    check('channel_reward_redemptions_status_valid', sql`${t.platformStatus} in ('pending', 'done', 'failed')`),
  ],
);

// ---- support rewards (issue 34 item 3) ----

/**
 * The admin's table of support rewards: for each platform and kind of support (SUPPORT_KINDS of
 * @app/contracts) the reward (`points`, or `tickets` in the open giveaway, ADR 065) and its amount per
 * unit (column `points`, named before tickets existed). A kind without a row, or with 0, earns nothing.
 */
export const supportRewardRules = pgTable(
  'support_reward_rules',
  {
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    kind: text('kind').notNull(),
    /** SUPPORT_REWARDS: points, or tickets in the giveaway open for entries. */
    reward: text('reward').notNull().default('points'),
    points: integer('points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.kind] }),
    check('support_reward_rules_points_valid', sql`${t.points} between 0 and 100000`),
    check('support_reward_rules_reward_known', sql`${t.reward} in ('points', 'tickets')`),
  ],
);

/**
 * One row per support event that credited a linked account, keyed by the platform's message id
 * (Twitch-Eventsub-Message-Id, Kick-Event-Message-Id): inserted with ON CONFLICT DO NOTHING in the
 * transaction of its credit (ledger `support_reward`, ref_id = this row's id), so an event credits once
 * however often and on however many instances it is delivered. A follow credits once per platform
 * account and once per site account and platform, ever (the two partial unique indexes).
 */
export const supportEvents = pgTable(
  'support_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    messageId: text('message_id').notNull(),
    kind: text('kind').notNull(),
    platformUserId: text('platform_user_id').notNull(),
    login: text('login').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the event carried: subs given, bits, kicks; 1 for the others. */
    amount: integer('amount').notNull(),
    /** The rule's reward when applied: points (ledger `support_reward`) or giveaway tickets (ADR 065). */
    reward: text('reward').notNull().default('points'),
    points: integer('points').notNull(),
    /** Free tickets given in `giveawayId` (0 for a points reward or a skip). */
    tickets: integer('tickets').notNull().default(0),
    giveawayId: uuid('giveaway_id').references(() => giveaways.id, { onDelete: 'set null' }),
    /** Why a tickets reward gave none (SUPPORT_TICKET_SKIPS): no open giveaway, not eligible, at the maximum. */
    skip: text('skip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_events_message_key').on(t.platform, t.messageId),
    uniqueIndex('support_events_follow_platform_user_key')
      .on(t.platform, t.platformUserId)
      .where(sql`${t.kind} = 'follow'`),
    uniqueIndex('support_events_follow_user_key')
      .on(t.userId, t.platform)
      .where(sql`${t.kind} = 'follow'`),
    index('support_events_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * A viewer's responsible-play settings (ADR 067): loss limits with their waiting raises, cool-off,
 * self-exclusion and the reality check. A row exists once the viewer set anything; every stake locks
 * it (`for update`) before summing the day's and week's losses, so stakes of one user are serialized
 * on any number of instances. A pending limit exists when its `_at` is set (null limit: removal).
 */
export const responsiblePlay = pgTable(
  'responsible_play',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyLimit: bigint('daily_limit', { mode: 'number' }),
    dailyPending: bigint('daily_pending', { mode: 'number' }),
    dailyPendingAt: timestamp('daily_pending_at', { withTimezone: true }),
    weeklyLimit: bigint('weekly_limit', { mode: 'number' }),
    weeklyPending: bigint('weekly_pending', { mode: 'number' }),
    weeklyPendingAt: timestamp('weekly_pending_at', { withTimezone: true }),
    coolOffUntil: timestamp('cool_off_until', { withTimezone: true }),
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    excludedForever: boolean('excluded_forever').notNull().default(false),
    realityCheckMinutes: integer('reality_check_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('responsible_play_limits', sql`${t.dailyLimit} >= 0 and ${t.weeklyLimit} >= 0`),
    check('responsible_play_pending', sql`${t.dailyPending} >= 0 and ${t.weeklyPending} >= 0`),
  ],
);

/**
 * Tournaments (ADR 071): a bracket of 3..32 slots, frozen at creation (the entrant list and the server
 * seed's hash public from then), seeded at the start by the giveaway draw over that list with the
 * public beacon, played match by match from the live console. `status`: TOURNAMENT_STATES. The
 * champion pool's figures are set when it settles (the final's result, or a cancel).
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    buyCents: bigint('buy_cents', { mode: 'number' }).notNull(),
    /** payout or multiplier (TOURNAMENT_RULES); the tie-break is the other one, or replay. */
    rule: text('rule').notNull(),
    tieBreak: text('tie_break').notNull(),
    houseCutBps: integer('house_cut_bps').notNull().default(0),
    maxStake: integer('max_stake').notNull().default(10_000),
    status: text('status').notNull().default('upcoming'),
    entrantCount: integer('entrant_count').notNull(),
    bracketSize: integer('bracket_size').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed'),
    /** The beacon of the seeding, as a giveaway draw names it (ADR 066); 'none' with a reason without it. */
    beaconChain: text('beacon_chain'),
    beaconRound: bigint('beacon_round', { mode: 'number' }),
    beaconRandomness: text('beacon_randomness'),
    beaconSignature: text('beacon_signature'),
    beaconNoneReason: text('beacon_none_reason'),
    /** When the first match was opened or decided: champion predictions close then. */
    championClosedAt: timestamp('champion_closed_at', { withTimezone: true }),
    championId: bigint('champion_id', { mode: 'number' }),
    /** The champion pool: paid or refunded once settled (null before). */
    championPool: text('champion_pool'),
    championHouseCut: bigint('champion_house_cut', { mode: 'number' }).notNull().default(0),
    championCapRemoved: bigint('champion_cap_removed', { mode: 'number' }).notNull().default(0),
    championPaid: bigint('champion_paid', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('tournaments_status_idx').on(t.status, t.createdAt),
    // TOURNAMENT_STATES, TOURNAMENT_RULES, TOURNAMENT_TIE_BREAKS (@app/contracts/tournaments)
    check('tournaments_status_known', sql`${t.status} in ('upcoming', 'running', 'finished', 'cancelled')`),
    check(
      'tournaments_rules',
      sql`${t.rule} in ('payout', 'multiplier') and ${t.tieBreak} in ('payout', 'multiplier', 'replay') and ${t.tieBreak} <> ${t.rule}`,
    ),
    // 3..32 entrants, 0..2000 bps, 1..100,000 points (@app/contracts/tournaments)
    check(
      'tournaments_figures',
      sql`${t.entrantCount} between 3 and 32 and ${t.houseCutBps} between 0 and 2000 and ${t.maxStake} between 1 and 100000 and ${t.buyCents} >= 1`,
    ),
    check('tournaments_champion_pool', sql`${t.championPool} is null or ${t.championPool} in ('paid', 'refunded')`),
  ],
);

/**
 * The frozen entrant list in creation order (`id` is the public entrant id of the seeding text). The
 * slot's name is copied (a catalogue edit does not rename an entrant); `callerId` is the viewer whose
 * slot request brought it in. `seed` is set at the start.
 */
export const tournamentEntrants = pgTable(
  'tournament_entrants',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id').references(() => slots.id, { onDelete: 'set null' }),
    slotName: text('slot_name').notNull(),
    slotProvider: text('slot_provider').notNull(),
    callerId: uuid('caller_id').references(() => users.id, { onDelete: 'set null' }),
    slotRequestId: uuid('slot_request_id').references(() => slotRequests.id, { onDelete: 'set null' }),
    seed: integer('seed'),
    eliminated: boolean('eliminated').notNull().default(false),
  },
  (t) => [
    index('tournament_entrants_tournament_idx').on(t.tournamentId, t.id),
    uniqueIndex('tournament_entrants_one_seed').on(t.tournamentId, t.seed),
  ],
);

/**
 * The bracket's matches, made at the start: round 1..log2(size), position in round. `status`:
 * TOURNAMENT_MATCH_STATES; `poolState`: TOURNAMENT_POOL_STATES of its predictions. Costs and payouts
 * in cents. `settled*`: the pool's figures as last settled (a correction settles again and moves only
 * the difference).
 */
export const tournamentMatches = pgTable(
  'tournament_matches',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    position: integer('position').notNull(),
    entrantA: bigint('entrant_a', { mode: 'number' }).references(() => tournamentEntrants.id),
    entrantB: bigint('entrant_b', { mode: 'number' }).references(() => tournamentEntrants.id),
    status: text('status').notNull().default('waiting'),
    aCost: bigint('a_cost', { mode: 'number' }),
    aPayout: bigint('a_payout', { mode: 'number' }),
    bCost: bigint('b_cost', { mode: 'number' }),
    bPayout: bigint('b_payout', { mode: 'number' }),
    winner: text('winner'),
    decidedBy: text('decided_by'),
    replays: integer('replays').notNull().default(0),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    poolState: text('pool_state').notNull().default('not_open'),
    houseCut: bigint('house_cut', { mode: 'number' }).notNull().default(0),
    capRemoved: bigint('cap_removed', { mode: 'number' }).notNull().default(0),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tournament_matches_place').on(t.tournamentId, t.round, t.position),
    check(
      'tournament_matches_status_known',
      sql`${t.status} in ('waiting', 'bye', 'ready', 'open', 'closed', 'decided', 'replay', 'void')`,
    ),
    check('tournament_matches_pool_known', sql`${t.poolState} in ('not_open', 'open', 'closed', 'paid', 'refunded')`),
    check('tournament_matches_winner', sql`${t.winner} is null or ${t.winner} in ('a', 'b')`),
  ],
);

/**
 * Predictions: on a match (`matchId` set, `pick` 'a' or 'b') or on the champion (`matchId` null,
 * `pick` an entrant id). One per account and match, one champion pick per account and tournament.
 * `payout`: the points paid back as last settled (stake included; null before); `unrecovered`: what a
 * correction could not take back from a balance already spent.
 */
export const tournamentPredictions = pgTable(
  'tournament_predictions',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    matchId: bigint('match_id', { mode: 'number' }).references(() => tournamentMatches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pick: text('pick').notNull(),
    points: integer('points').notNull(),
    /** site, twitch or kick. */
    source: text('source').notNull(),
    payout: bigint('payout', { mode: 'number' }),
    refunded: boolean('refunded').notNull().default(false),
    capRemoved: bigint('cap_removed', { mode: 'number' }).notNull().default(0),
    unrecovered: bigint('unrecovered', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournament_predictions_one_per_match')
      .on(t.matchId, t.userId)
      .where(sql`${t.matchId} is not null`),
    uniqueIndex('tournament_predictions_one_champion')
      .on(t.tournamentId, t.userId)
      .where(sql`${t.matchId} is null`),
    index('tournament_predictions_user_idx').on(t.userId, t.createdAt),
    check('tournament_predictions_points', sql`${t.points} between 1 and 100000`),
  ],
);
