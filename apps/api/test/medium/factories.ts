import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { asc, eq, sql } from 'drizzle-orm';
import { hashServerSeed } from '@app/games';
import type { GtbPrize } from '@app/hunts';
import { queryRows, type Db } from '../../src/db/client';
import { pointsLedger, type shopItems, userIdentities, users } from '../../src/db/schema';
import * as twitchChannelRepo from '../../src/features/twitch-channel/repository';
import { createKickChannelService } from '../../src/features/kick-channel/service';
import type { KickClient } from '../../src/integrations/kick';
import * as fairnessRepo from '../../src/features/games/repository';
import * as huntRepo from '../../src/features/live-hunt/repository';
import { pointsService } from '../../src/features/points/service';
import type { SecretBox } from '../../src/lib/secret-box';
import { insertShopItem } from '../helpers/factories';
import type { FakeTwitchUser, startFakeTwitch } from '../fakes/fake-twitch';

/**
 * Small factories of the service tier: each writes the rows a test starts from, through the
 * feature's repository or the points service (so the ledger invariant holds from the first row),
 * with defaults a test overrides only where its rule needs it.
 */

export type MediumUser = { id: string; login: string; displayName: string };

/** A user; `points` are credited through the ledger (one `demo_seed` row), as a real balance is. */
export async function newUser(
  db: Db,
  overrides: { points?: number; role?: 'User' | 'Admin'; login?: string; twitchId?: string } = {},
): Promise<MediumUser> {
  const login = overrides.login ?? `user_${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(users)
    .values({ login, displayName: login, role: overrides.role ?? 'User' })
    .returning({ id: users.id });
  await db.insert(userIdentities).values({
    userId: row!.id,
    platform: 'twitch',
    platformUserId: overrides.twitchId ?? randomUUID(),
    login,
    displayName: login,
  });
  if (overrides.points)
    await pointsService.credit(db, { userId: row!.id, amount: overrides.points, reason: 'demo_seed' });
  return { id: row!.id, login, displayName: login };
}

/** A listed shop item: 10 points, 5 in stock, no delivery detail unless overridden (the API tests' factory). */
export const newShopItem = (db: Db, overrides: Partial<typeof shopItems.$inferInsert> = {}) =>
  insertShopItem(db, overrides);

export type NewLiveHunt = {
  /** Start balance in cents ($100 by default: GTB guesses from $1 to $1,500). */
  startCents?: number;
  gtb?: 'opened' | 'closed';
  avg?: 'soon' | 'opened' | 'closed';
  /** Bonuses in order; `earning` (cents) set opens the bonus. */
  bonuses?: Array<{ bet: number; earning?: number | null; name?: string }>;
  /** The GTB prize places (the console's default is one text prize). */
  /** The places' prizes; a place's `affiliate` prize goes to a winner who is a verified affiliate. */
  prizes?: Array<GtbPrize & { affiliate?: GtbPrize | null }>;
  createdBy?: string;
};

/** The live hunt (one at most), written through the live hunt repository in one transaction. */
export async function newLiveHunt(db: Db, options: NewLiveHunt = {}) {
  const createdBy = options.createdBy ?? (await newUser(db, { role: 'Admin' })).id;
  return db.transaction(async (tx) => {
    const hunt = await huntRepo.insertHunt(tx, options.startCents ?? 100_00, createdBy);
    await huntRepo.replaceGtbPrizes(
      tx,
      hunt.id,
      (options.prizes ?? [{ points: null, text: '$30 prize' }]).map((p) => ({
        points: p.points,
        text: p.text,
        affiliatePoints: p.affiliate?.points ?? null,
        affiliateText: p.affiliate?.text ?? null,
      })),
    );
    if (options.gtb === 'opened') await huntRepo.setGtbStatus(tx, hunt.id, 'opened');
    if (options.avg && options.avg !== 'soon') await huntRepo.updateHunt(tx, hunt.id, { avgStatus: options.avg });
    const bonuses = [];
    for (const [i, b] of (options.bonuses ?? []).entries()) {
      const bonus = await huntRepo.insertBonus(tx, {
        huntId: hunt.id,
        slotId: null,
        slotName: b.name ?? `Slot ${i + 1}`,
        slotProvider: 'Provider',
        betCents: b.bet,
        isSuper: false,
      });
      if (b.earning !== undefined && b.earning !== null)
        await huntRepo.updateBonus(tx, hunt.id, bonus.id, { earningCents: b.earning });
      bonuses.push(bonus);
    }
    return { hunt: (await huntRepo.lockHunt(tx, hunt.id, 'share'))!, bonuses };
  });
}

/** The user's active provably fair pair with known seeds, so a test can replay the engine. */
export async function newFairnessPair(db: Db, userId: string, seeds: { serverSeed: string; clientSeed: string }) {
  await fairnessRepo.insertPairIfNone(db, { userId, ...seeds, serverSeedHash: hashServerSeed(seeds.serverSeed) });
}

type FakeTwitch = Awaited<ReturnType<typeof startFakeTwitch>>;

/**
 * The broadcaster's earning connection: the `earning_connection` row with sealed tokens valid for 30
 * days after `nowMs` (no refresh during a test), and the same access token known to the fake Twitch
 * with the two earning scopes.
 */
export async function connectBroadcaster(
  db: Db,
  deps: { secrets: SecretBox; twitch: FakeTwitch; broadcaster: FakeTwitchUser; nowMs: number },
): Promise<void> {
  const scopes = ['moderator:read:chatters', 'channel:read:subscriptions'];
  const accessToken = `medium-${randomUUID()}`;
  deps.twitch.state.userTokens.set(accessToken, {
    user: deps.broadcaster,
    scope: scopes,
    expiresAt: Date.now() + 3_600_000,
  });
  await twitchChannelRepo.saveConnection(db, {
    twitchUserId: deps.broadcaster.id,
    login: deps.broadcaster.login,
    broadcasterId: deps.broadcaster.id,
    scopes,
    accessTokenSealed: deps.secrets.seal(accessToken),
    refreshTokenSealed: deps.secrets.seal(`refresh-${accessToken}`),
    expiresAt: new Date(deps.nowMs + 30 * 86_400_000),
  });
}

/**
 * The Kick channel feature's service as its plugin builds it, on `db`: without a Kick client it is
 * never connected, so earning reads no Kick presence.
 */
export function kickChannelOf(db: Db, secrets: SecretBox, kick: KickClient | null = null) {
  return createKickChannelService({
    db,
    intake: db,
    secrets,
    kick,
    channel: 'bigstreamer',
    publicUrl: 'http://localhost:3000',
    fetchPublicKey: async () => {
      throw new Error('the medium tier reads no Kick key');
    },
    onLiveStatus: () => undefined,
    log: pino({ level: 'silent' }),
  });
}

// ---- what the tests read back ----

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row!.points;
}

/** The user's ledger rows in the order they were written. */
export async function ledgerOf(db: Db, userId: string) {
  return db
    .select({
      delta: pointsLedger.delta,
      balanceAfter: pointsLedger.balanceAfter,
      reason: pointsLedger.reason,
      refType: pointsLedger.refType,
      refId: pointsLedger.refId,
      actorId: pointsLedger.actorId,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(asc(pointsLedger.seq));
}

/** Rows of a table (a test's own read of what a service wrote), as plain objects with snake_case keys. */
export async function rowsOf<T = Record<string, unknown>>(db: Db, table: string, where = sql`true`): Promise<T[]> {
  return queryRows<T>(db, sql`select * from ${sql.identifier(table)} where ${where}`);
}

export async function countOf(db: Db, table: string, where = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return row!.n;
}

/**
 * The books after a test: every balance equals the sum of its ledger rows and none is negative, and
 * every row's balance_after is the running sum of its user's deltas.
 */
export async function booksOf(db: Db): Promise<{ unbalanced: unknown[]; badRunningSums: number }> {
  const unbalanced = await queryRows(
    db,
    sql`select u.id, u.points, coalesce(sum(l.delta), 0)::int8 as ledger
        from users u left join points_ledger l on l.user_id = u.id
        group by u.id having u.points <> coalesce(sum(l.delta), 0) or u.points < 0`,
  );
  const [bad] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
          select balance_after, sum(delta) over (partition by user_id order by seq) as running
          from points_ledger) t where t.balance_after <> t.running or t.balance_after < 0`,
  );
  return { unbalanced, badRunningSums: bad!.n };
}
