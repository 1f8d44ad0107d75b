import type { ChannelRewardPlatform } from '@app/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryPrepared, queryRows } from '../../db/client';
import { channelRewardRedemptions, channelRewards, userIdentities } from '../../db/schema';

export type RewardRow = typeof channelRewards.$inferSelect;
export type RedemptionRow = typeof channelRewardRedemptions.$inferSelect;
export type Outcome = 'credited' | 'unlinked' | 'disabled' | 'capped';

/** A claim on a redemption's platform update lasts this long (then another instance may retry it). */
export const CLAIM_SECONDS = 30;

export async function listRewards(
  db: Executor,
): Promise<Array<RewardRow & { credited: number; refunded: number; pending: number }>> {
  const rows = await queryRows<{ id: string; credited: number; refunded: number; pending: number }>(
    db,
    sql`select reward_id as id,
          count(*) filter (where outcome = 'credited')::int as credited,
          count(*) filter (where outcome <> 'credited')::int as refunded,
          count(*) filter (where platform_status = 'pending')::int as pending
        from channel_reward_redemptions where reward_id is not null group by reward_id`,
  );
  const counts = new Map(rows.map((r) => [r.id, r]));
  const rewards = await db
    .select()
    .from(channelRewards)
    .orderBy(asc(channelRewards.platform), asc(channelRewards.createdAt));
  return rewards.map((r) => ({
    ...r,
    credited: counts.get(r.id)?.credited ?? 0,
    refunded: counts.get(r.id)?.refunded ?? 0,
    pending: counts.get(r.id)?.pending ?? 0,
  }));
}

export async function findReward(db: Executor, id: string, lock = false): Promise<RewardRow | null> {
  const q = db.select().from(channelRewards).where(eq(channelRewards.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findRewardByPlatformId(
  db: Executor,
  platform: ChannelRewardPlatform,
  platformRewardId: string,
): Promise<RewardRow | null> {
  const [row] = await db
    .select()
    .from(channelRewards)
    .where(and(eq(channelRewards.platform, platform), eq(channelRewards.platformRewardId, platformRewardId)))
    .limit(1);
  return row ?? null;
}

export async function insertReward(db: Executor, values: typeof channelRewards.$inferInsert): Promise<RewardRow> {
  const [row] = await db.insert(channelRewards).values(values).returning();
  return row!;
}

export async function updateReward(
  db: Executor,
  id: string,
  values: Partial<Omit<typeof channelRewards.$inferInsert, 'id' | 'platform' | 'platformRewardId'>>,
): Promise<RewardRow | null> {
  const [row] = await db
    .update(channelRewards)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(channelRewards.id, id))
    .returning();
  return row ?? null;
}

export async function setRewardError(db: Executor, id: string, error: string | null): Promise<void> {
  await db.update(channelRewards).set({ lastError: error }).where(eq(channelRewards.id, id));
}

export async function deleteReward(db: Executor, id: string): Promise<void> {
  await db.delete(channelRewards).where(eq(channelRewards.id, id));
}

/** The site account linked to a platform user, or null (an unlinked viewer). */
export async function linkedUser(
  db: Executor,
  platform: ChannelRewardPlatform,
  platformUserId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.platform, platform), eq(userIdentities.platformUserId, platformUserId)))
    .limit(1);
  return row?.userId ?? null;
}

/** Serialises one viewer's redemptions of one reward within the transaction (the daily cap's count). */
export async function lockViewerReward(db: Executor, rewardId: string, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${rewardId}:${userId}`}, 34))`);
}

export async function creditedToday(db: Executor, rewardId: string, userId: string, day: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from channel_reward_redemptions
        where reward_id = ${rewardId} and user_id = ${userId} and day = ${day} and outcome = 'credited'`,
  );
  return row?.n ?? 0;
}

/**
 * The redemption's row, claimed for its platform update by this caller; null when the platform
 * and redemption id were recorded already (by any instance).
 */
export async function insertRedemption(
  db: Executor,
  values: Omit<typeof channelRewardRedemptions.$inferInsert, 'id' | 'claimedUntil' | 'platformStatus'>,
): Promise<RedemptionRow | null> {
  const [row] = await db
    .insert(channelRewardRedemptions)
    .values({
      ...values,
      platformStatus: 'pending',
      claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Records a redemption of an enabled reward without a daily cap in one prepared statement (the hot
 * path): the viewer linked to the platform account is looked up in it, and the outcome is `credited`
 * (with the reward's points) or `unlinked`. Null when this redemption was recorded already.
 */
export async function insertRedemptionOfViewer(
  db: Executor,
  v: {
    platform: ChannelRewardPlatform;
    redemptionId: string;
    rewardId: string;
    platformRewardId: string;
    platformUserId: string;
    day: string;
  },
  points: number,
): Promise<RedemptionRow | null> {
  const [row] = await queryPrepared<RedemptionJson>(
    db,
    'channel_reward_record',
    sql`insert into ${channelRewardRedemptions} (platform, redemption_id, reward_id, platform_reward_id,
          platform_user_id, day, user_id, outcome, points, platform_status, claimed_until)
        select ${v.platform}, ${v.redemptionId}, ${v.rewardId}::uuid, ${v.platformRewardId}, ${v.platformUserId},
               ${v.day}::date, viewer.user_id,
               case when viewer.user_id is null then 'unlinked' else 'credited' end,
               case when viewer.user_id is null then 0 else ${points}::int end,
               'pending', now() + make_interval(secs => ${CLAIM_SECONDS})
          from (select 1) one
          left join (select user_id from ${userIdentities}
                      where platform = ${v.platform} and platform_user_id = ${v.platformUserId} limit 1) viewer on true
        on conflict do nothing
        returning row_to_json(${channelRewardRedemptions}) as row`,
  );
  return redemptionFromJson((row?.row as RedemptionJson | undefined) ?? null);
}

/** A row of `channel_reward_redemptions` as `row_to_json` gives it (snake_case, timestamps as text). */
export type RedemptionJson = Record<string, unknown>;

function redemptionFromJson(j: RedemptionJson | null): RedemptionRow | null {
  if (!j) return null;
  const text = (k: string) => (j[k] === null || j[k] === undefined ? null : String(j[k]));
  const date = (k: string) => (j[k] === null || j[k] === undefined ? null : new Date(String(j[k])));
  return {
    id: String(j.id),
    platform: String(j.platform),
    redemptionId: String(j.redemption_id),
    rewardId: text('reward_id'),
    platformRewardId: String(j.platform_reward_id),
    platformUserId: String(j.platform_user_id),
    userId: text('user_id'),
    day: String(j.day),
    outcome: String(j.outcome),
    points: Number(j.points),
    platformStatus: String(j.platform_status),
    attempts: Number(j.attempts),
    claimedUntil: date('claimed_until'),
    lastError: text('last_error'),
    createdAt: new Date(String(j.created_at)),
    settledAt: date('settled_at'),
  };
}

/**
 * Claims a pending redemption's platform update (one caller at a time across instances): the row when
 * it is pending and nobody holds a live claim, else null.
 */
export async function claimPending(
  db: Executor,
  platform: ChannelRewardPlatform,
  redemptionId: string,
): Promise<RedemptionRow | null> {
  const [row] = await db
    .update(channelRewardRedemptions)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(
      and(
        eq(channelRewardRedemptions.platform, platform),
        eq(channelRewardRedemptions.redemptionId, redemptionId),
        eq(channelRewardRedemptions.platformStatus, 'pending'),
        sql`(${channelRewardRedemptions.claimedUntil} is null or ${channelRewardRedemptions.claimedUntil} < now())`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Claims up to `limit` pending redemptions whose claim ran out (the retry job's batch). */
export async function claimDue(db: Executor, limit: number): Promise<RedemptionRow[]> {
  return queryRows<RedemptionRow>(
    db,
    sql`update channel_reward_redemptions set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
        where id in (
          select id from channel_reward_redemptions
          where platform_status = 'pending' and (claimed_until is null or claimed_until < now())
          order by created_at limit ${limit} for update skip locked)
        returning id, platform, redemption_id as "redemptionId", reward_id as "rewardId",
          platform_reward_id as "platformRewardId", platform_user_id as "platformUserId", user_id as "userId",
          day, outcome, points, platform_status as "platformStatus", attempts, claimed_until as "claimedUntil",
          last_error as "lastError", created_at as "createdAt", settled_at as "settledAt"`,
  );
}

export async function markSettled(db: Executor, id: string): Promise<void> {
  await queryPrepared(
    db,
    'channel_reward_settled',
    sql`update ${channelRewardRedemptions}
           set platform_status = 'done', settled_at = now(), claimed_until = null, last_error = null
         where id = ${id}::uuid`,
  );
}

/**
 * A failed platform update: counted, retried after `retryInSeconds` (the claim's end), or `failed`
 * for good after the last attempt.
 */
export async function markAttemptFailed(
  db: Executor,
  id: string,
  error: string,
  retryInSeconds: number,
  maxAttempts: number,
): Promise<void> {
  await db
    .update(channelRewardRedemptions)
    .set({
      attempts: sql`${channelRewardRedemptions.attempts} + 1`,
      lastError: error.slice(0, 500),
      claimedUntil: sql`now() + make_interval(secs => ${retryInSeconds})`,
      platformStatus: sql`case when ${channelRewardRedemptions.attempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
    })
    .where(eq(channelRewardRedemptions.id, id));
}

export async function findRedemption(
  db: Executor,
  platform: ChannelRewardPlatform,
  redemptionId: string,
): Promise<RedemptionRow | null> {
  const [row] = await db
    .select()
    .from(channelRewardRedemptions)
    .where(
      and(eq(channelRewardRedemptions.platform, platform), eq(channelRewardRedemptions.redemptionId, redemptionId)),
    )
    .limit(1);
  return row ?? null;
}

/** A credit the balance ceiling refused: the redemption is refunded instead. */
export async function setOutcome(db: Executor, id: string, outcome: Outcome): Promise<RedemptionRow> {
  const [row] = await db
    .update(channelRewardRedemptions)
    .set({ outcome, points: 0 })
    .where(eq(channelRewardRedemptions.id, id))
    .returning();
  return row!;
}
