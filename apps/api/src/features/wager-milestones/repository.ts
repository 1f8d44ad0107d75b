import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { MilestoneGrantStatus, MilestoneScope } from '@app/contracts';
import type { Executor } from '../../db/client';
import {
  affiliateSettings,
  casinoAccounts,
  casinoWagers,
  sponsors,
  users,
  wagerMilestoneGrants,
  wagerMilestones,
} from '../../db/schema';

export type TierRow = {
  id: string;
  sponsorId: string | null;
  sponsorSlug: string | null;
  sponsorName: string | null;
  scope: MilestoneScope;
  thresholdCents: number;
  rewardPoints: number | null;
  rewardText: string | null;
  position: number;
};

const tierCols = {
  id: wagerMilestones.id,
  sponsorId: wagerMilestones.sponsorId,
  sponsorSlug: sponsors.slug,
  sponsorName: sponsors.name,
  scope: wagerMilestones.scope,
  thresholdCents: wagerMilestones.thresholdCents,
  rewardPoints: wagerMilestones.rewardPoints,
  rewardText: wagerMilestones.rewardText,
  position: wagerMilestones.position,
};

/** The live tiers: per sponsor (all sponsors last), scope, then threshold. */
export async function activeTiers(db: Executor): Promise<TierRow[]> {
  return db
    .select(tierCols)
    .from(wagerMilestones)
    .leftJoin(sponsors, eq(sponsors.id, wagerMilestones.sponsorId))
    .where(isNull(wagerMilestones.archivedAt))
    .orderBy(
      sql`${sponsors.position} nulls last`,
      asc(wagerMilestones.scope),
      asc(wagerMilestones.thresholdCents),
      asc(wagerMilestones.position),
    );
}

export async function approvalAbove(db: Executor): Promise<number> {
  const [row] = await db.select({ v: affiliateSettings.milestoneApprovalAbove }).from(affiliateSettings).limit(1);
  return row?.v ?? 10_000;
}

export async function saveApprovalAbove(db: Executor, value: number, by: string | null): Promise<void> {
  await db
    .insert(affiliateSettings)
    .values({ id: 'site', milestoneApprovalAbove: value, updatedBy: by })
    .onConflictDoUpdate({
      target: affiliateSettings.id,
      set: { milestoneApprovalAbove: value, updatedBy: by, updatedAt: sql`now()` },
    });
}

export const sponsorIdsBySlug = async (db: Executor) =>
  new Map((await db.select({ id: sponsors.id, slug: sponsors.slug }).from(sponsors)).map((s) => [s.slug, s.id]));

export type TierValues = {
  sponsorId: string | null;
  scope: MilestoneScope;
  thresholdCents: number;
  rewardPoints: number | null;
  rewardText: string | null;
  position: number;
};

export async function insertTier(db: Executor, values: TierValues): Promise<string> {
  const [row] = await db.insert(wagerMilestones).values(values).returning({ id: wagerMilestones.id });
  return row!.id;
}

export async function updateTier(db: Executor, id: string, values: TierValues): Promise<boolean> {
  const rows = await db
    .update(wagerMilestones)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(wagerMilestones.id, id), isNull(wagerMilestones.archivedAt)))
    .returning({ id: wagerMilestones.id });
  return rows.length > 0;
}

/** Removes a tier: deleted when it never paid, else archived (its grants keep it). */
export async function removeTier(db: Executor, id: string): Promise<void> {
  const [used] = await db
    .select({ id: wagerMilestoneGrants.id })
    .from(wagerMilestoneGrants)
    .where(eq(wagerMilestoneGrants.tierId, id))
    .limit(1);
  if (used)
    await db
      .update(wagerMilestones)
      .set({ archivedAt: sql`now()` })
      .where(eq(wagerMilestones.id, id));
  else await db.delete(wagerMilestones).where(eq(wagerMilestones.id, id));
}

export type NewGrant = {
  id: string;
  tierId: string;
  userId: string;
  periodKey: string;
  rewardPoints: number | null;
  rewardText: string | null;
  status: MilestoneGrantStatus;
};

/**
 * The milestones reached and not granted yet, granted, as CTEs of the grant statement (the points
 * service's creditAlong runs it, crediting `milestone_credits` in it). `milestone_grants`: ONE insert.
 * Every verified claim's recorded wagers from the month it was verified on (casino_wagers) are summed
 * per tier's subject and period (a sponsor's tier: the casino name that month or since verification;
 * all sponsors: the account's names together); each figure at or above its tier's threshold inserts a
 * grant, and the unique index on (tier, subject, period) turns every grant already made, by this run
 * or any other instance's, into nothing. Monthly tiers look at the months given (this and last),
 * lifetime tiers at every recorded month. Points above `approvalAbove` wait for an admin; text prizes
 * go to the hand-out list. `milestone_made`: the grants made with their tier's threshold and their
 * figures (grantParams, in SQL); `milestone_credits`: the paid ones as the credit rows, a user's in
 * threshold order.
 */
export function grantCtes(input: { periods: string[]; approvalAbove: number }): SQL {
  const months = sql.join(
    input.periods.map((p) => sql`${p}`),
    sql`, `,
  );
  return sql`tiers as (
          select t.id, t.sponsor_id, t.scope, t.threshold_cents, t.reward_points, t.reward_text, s.name as sponsor_name
            from wager_milestones t left join sponsors s on s.id = t.sponsor_id
           where t.archived_at is null),
        w as (
          select c.user_id, c.sponsor_id, c.username_key, cw.period, cw.wagered_cents
            from casino_accounts c
            join casino_wagers cw
              on cw.sponsor_id = c.sponsor_id and cw.username_key = c.username_key and cw.period >= c.verified_period
           where c.state = 'verified'),
        cand as (
          select t.id as tier_id, 'name:' || w.sponsor_id || ':' || w.username_key as subject, w.period as period_key,
                 w.user_id, w.wagered_cents as wager
            from tiers t join w on w.sponsor_id = t.sponsor_id
           where t.scope = 'month' and w.period in (${months})
          union all
          select t.id, 'name:' || w.sponsor_id || ':' || w.username_key, 'lifetime', w.user_id, sum(w.wagered_cents)::int8
            from tiers t join w on w.sponsor_id = t.sponsor_id
           where t.scope = 'lifetime'
           group by t.id, w.sponsor_id, w.username_key, w.user_id
          union all
          select t.id, 'user:' || w.user_id, w.period, w.user_id, sum(w.wagered_cents)::int8
            from tiers t cross join w
           where t.sponsor_id is null and t.scope = 'month' and w.period in (${months})
           group by t.id, w.user_id, w.period
          union all
          select t.id, 'user:' || w.user_id, 'lifetime', w.user_id, sum(w.wagered_cents)::int8
            from tiers t cross join w
           where t.sponsor_id is null and t.scope = 'lifetime'
           group by t.id, w.user_id),
        milestone_grants as (
          insert into wager_milestone_grants
                 (tier_id, subject, period_key, user_id, wager_cents, reward_points, reward_text, status)
          select c.tier_id, c.subject, c.period_key, c.user_id, c.wager, t.reward_points, t.reward_text,
                 case when t.reward_text is not null then 'prize'
                      when t.reward_points > ${input.approvalAbove} then 'awaiting'
                      else 'paid' end
            from cand c join tiers t on t.id = c.tier_id
           where c.wager >= t.threshold_cents
           order by c.user_id, t.threshold_cents
          on conflict (tier_id, subject, period_key) do nothing
          returning id, tier_id, user_id, period_key, reward_points, reward_text, status),
        milestone_made as (
          select g.id, g.user_id, g.period_key, g.reward_points, g.reward_text, g.status, t.threshold_cents,
                 jsonb_build_object('sponsor', t.sponsor_name, 'threshold', round(t.threshold_cents / 100.0)::int8,
                                    'scope', t.scope, 'period', nullif(g.period_key, 'lifetime')) as params
            from milestone_grants g join tiers t on t.id = g.tier_id),
        milestone_credits as (
          select user_id, reward_points::int8 as amount, id::text as ref_id, params,
                 row(threshold_cents, period_key, id) as ord
            from milestone_made
           where status = 'paid')`;
}

/**
 * The notice of every grant made, as a CTE after the credit (it reads its `credit_refused`):
 * `milestone_notices` (user_id, kind, ref, title, body, params). A paid
 * grant not credited (its user at the balance ceiling) is told as awaiting, as it will be held.
 */
export const noticeRowsCte = sql`milestone_notices as (
          select user_id, 'wager_milestone' as kind, id::text as ref,
                 'Wager milestone reached: $' || (params->>'threshold') as title,
                 coalesce(reward_text, reward_points || ' points' ||
                          case when told = 'awaiting' then ' (awaiting approval)' else '' end) as body,
                 params || jsonb_build_object('points', reward_points, 'prize', reward_text, 'status', told) as params
            from (select m.*,
                         case when m.status = 'paid' and m.id::text in (select ref_id from credit_refused) then 'awaiting'
                              else m.status end as told
                    from milestone_made m) m)`;

/** What the grant statement answers besides the credits: the grants made and the text prizes among them. */
export const grantSummaryColumns = sql`(select count(*) from milestone_grants)::int as grants,
          (select count(*) from milestone_grants where status = 'prize')::int as prizes`;

export type GrantRow = NewGrant & {
  subject: string;
  wagerCents: number;
  createdAt: Date;
  decidedAt: Date | null;
  username: string;
};

export async function grants(
  db: Executor,
  filter: { status?: MilestoneGrantStatus; userId?: string; id?: string; limit?: number },
): Promise<GrantRow[]> {
  const where = [
    filter.status ? eq(wagerMilestoneGrants.status, filter.status) : undefined,
    filter.userId ? eq(wagerMilestoneGrants.userId, filter.userId) : undefined,
    filter.id ? eq(wagerMilestoneGrants.id, filter.id) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select({
      id: wagerMilestoneGrants.id,
      tierId: wagerMilestoneGrants.tierId,
      userId: wagerMilestoneGrants.userId,
      subject: wagerMilestoneGrants.subject,
      periodKey: wagerMilestoneGrants.periodKey,
      wagerCents: wagerMilestoneGrants.wagerCents,
      rewardPoints: wagerMilestoneGrants.rewardPoints,
      rewardText: wagerMilestoneGrants.rewardText,
      status: wagerMilestoneGrants.status,
      createdAt: wagerMilestoneGrants.createdAt,
      decidedAt: wagerMilestoneGrants.decidedAt,
      username: users.displayName,
    })
    .from(wagerMilestoneGrants)
    .innerJoin(users, eq(users.id, wagerMilestoneGrants.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(wagerMilestoneGrants.createdAt), desc(wagerMilestoneGrants.id))
    .limit(filter.limit ?? 200);
}

/** All tiers by id, archived ones too (a grant's tier may be archived). */
export async function tiersById(db: Executor, ids: string[]): Promise<Map<string, TierRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(tierCols)
    .from(wagerMilestones)
    .leftJoin(sponsors, eq(sponsors.id, wagerMilestones.sponsorId))
    .where(
      sql`${wagerMilestones.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Paid grants whose credit could not be made (a balance at the ceiling) wait for an admin. */
export async function holdGrants(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(wagerMilestoneGrants).set({ status: 'awaiting' }).where(inArray(wagerMilestoneGrants.id, ids));
}

/** Moves an awaiting grant to its decision; false when it was not awaiting (decided already). */
export async function decideGrant(
  db: Executor,
  id: string,
  status: 'paid' | 'rejected',
  by: string | null,
): Promise<NewGrant | null> {
  const [row] = await db
    .update(wagerMilestoneGrants)
    .set({ status, decidedBy: by, decidedAt: sql`now()` })
    .where(and(eq(wagerMilestoneGrants.id, id), eq(wagerMilestoneGrants.status, 'awaiting')))
    .returning({
      id: wagerMilestoneGrants.id,
      tierId: wagerMilestoneGrants.tierId,
      userId: wagerMilestoneGrants.userId,
      periodKey: wagerMilestoneGrants.periodKey,
      rewardPoints: wagerMilestoneGrants.rewardPoints,
      rewardText: wagerMilestoneGrants.rewardText,
      status: wagerMilestoneGrants.status,
    });
  return row ?? null;
}

/** The viewer's verified names with their recorded wagers (every month from verification on). */
export async function standingsOf(db: Executor, userId: string) {
  return db
    .select({
      sponsorId: casinoAccounts.sponsorId,
      sponsorSlug: sponsors.slug,
      sponsorName: sponsors.name,
      username: casinoAccounts.username,
      usernameKey: casinoAccounts.usernameKey,
      verifiedPeriod: casinoAccounts.verifiedPeriod,
      period: casinoWagers.period,
      wageredCents: casinoWagers.wageredCents,
      rank: casinoWagers.rank,
    })
    .from(casinoAccounts)
    .innerJoin(sponsors, eq(sponsors.id, casinoAccounts.sponsorId))
    .leftJoin(
      casinoWagers,
      and(
        eq(casinoWagers.sponsorId, casinoAccounts.sponsorId),
        eq(casinoWagers.usernameKey, casinoAccounts.usernameKey),
        sql`${casinoWagers.period} >= ${casinoAccounts.verifiedPeriod}`,
      ),
    )
    .where(and(eq(casinoAccounts.userId, userId), eq(casinoAccounts.state, 'verified')))
    .orderBy(asc(sponsors.position), asc(casinoWagers.period));
}
