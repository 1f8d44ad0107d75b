import type { Platform, ScheduleSlot, StreamPlatforms } from '@app/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../../db/client';
import {
  liveStreamSources,
  streamGoLivePosts,
  streamGoLiveSetting,
  streamPlatforms,
  streamScheduleSlots,
} from '../../db/schema';

/** The admin's /stream/live sources in their order (none until an admin saved them). */
export async function streamSources(db: Executor) {
  return db.select().from(liveStreamSources).orderBy(asc(liveStreamSources.position));
}

export async function replaceStreamSources(
  tx: Executor,
  sources: { platform: 'twitch' | 'youtube' | 'kick'; label: string; channel: string }[],
): Promise<void> {
  await tx.delete(liveStreamSources);
  await tx.insert(liveStreamSources).values(sources.map((s, i) => ({ ...s, position: i + 1 })));
}

/** The channel's platforms setting: its one row, or null until an admin saved it. */
export async function streamPlatformsRow(db: Executor): Promise<StreamPlatforms | null> {
  const [row] = await db
    .select({ platforms: streamPlatforms.platforms, primary: streamPlatforms.primaryPlatform })
    .from(streamPlatforms)
    .where(eq(streamPlatforms.id, 'channel'));
  return row ?? null;
}

export async function saveStreamPlatforms(db: Executor, value: StreamPlatforms): Promise<void> {
  const set = { platforms: value.platforms, primaryPlatform: value.primary, updatedAt: new Date() };
  await db
    .insert(streamPlatforms)
    .values({ id: 'channel', ...set })
    .onConflictDoUpdate({ target: streamPlatforms.id, set });
}

/** The go-live post switch: its row's value, or null until an admin saved it (on by default). */
export async function goLiveEnabledRow(db: Executor): Promise<boolean | null> {
  const [row] = await db
    .select({ enabled: streamGoLiveSetting.enabled })
    .from(streamGoLiveSetting)
    .where(eq(streamGoLiveSetting.id, 'channel'));
  return row ? row.enabled : null;
}

export async function saveGoLiveEnabled(db: Executor, enabled: boolean): Promise<void> {
  const set = { enabled, updatedAt: new Date() };
  await db
    .insert(streamGoLiveSetting)
    .values({ id: 'channel', ...set })
    .onConflictDoUpdate({ target: streamGoLiveSetting.id, set });
}

/** How far apart two platforms' readings of one stream's start may be and still be that stream. */
export const SAME_START_TOLERANCE = '5 minutes';
/** How long a go-live claimed without a known start stands for the platform (the gap rule, ADR 061). */
export const UNKNOWN_START_GAP = '6 hours';

/**
 * Claims the go-live post of one stream: true when this call inserted its row (this instance posts),
 * false when the stream was already claimed. The NOT EXISTS treats as the same stream a start within
 * SAME_START_TOLERANCE of a claimed one (sources that disagree by seconds) and applies the gap rule to
 * claims without a known start. A NOT EXISTS does not see a claim another transaction has not
 * committed, so two claims of one platform with different keys (starts seconds apart, on two
 * instances or two deliveries) are serialized by a per-platform transaction advisory lock, taken in
 * the claim's own transaction: the second one then sees the first and inserts nothing.
 */
export async function claimGoLivePost(
  db: Db,
  claim: { platform: Platform; streamKey: string; startedAt: Date | null; title: string; category: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`go-live:${claim.platform}`}, 0))`);
    return insertGoLiveClaim(tx, claim);
  });
}

async function insertGoLiveClaim(
  db: Executor,
  claim: { platform: Platform; streamKey: string; startedAt: Date | null; title: string; category: string | null },
): Promise<boolean> {
  const started = claim.startedAt ? claim.startedAt.toISOString() : null;
  const rows = await queryRows<{ stream_key: string }>(
    db,
    sql`insert into stream_go_live_posts (platform, stream_key, started_at, title, category)
        select ${claim.platform}, ${claim.streamKey}, ${started}::timestamptz, ${claim.title}, ${claim.category}
        where not exists (
          select 1 from stream_go_live_posts p
          where p.platform = ${claim.platform}
            and (
              (${started}::timestamptz is not null and p.started_at is not null
                and p.started_at between ${started}::timestamptz - ${SAME_START_TOLERANCE}::interval
                                     and ${started}::timestamptz + ${SAME_START_TOLERANCE}::interval)
              or (${started}::timestamptz is not null and p.started_at is null
                and p.claimed_at between ${started}::timestamptz - ${SAME_START_TOLERANCE}::interval
                                     and ${started}::timestamptz + ${UNKNOWN_START_GAP}::interval)
              or (${started}::timestamptz is null and p.claimed_at > now() - ${UNKNOWN_START_GAP}::interval)
            )
        )
        on conflict do nothing
        returning stream_key`,
  );
  return rows.length > 0;
}

/** Marks a claimed go-live post as taken by Discord. */
export async function markGoLiveDelivered(db: Executor, platform: Platform, streamKey: string): Promise<void> {
  await db
    .update(streamGoLivePosts)
    .set({ deliveredAt: new Date() })
    .where(and(eq(streamGoLivePosts.platform, platform), eq(streamGoLivePosts.streamKey, streamKey)));
}

/** The week's schedule in its saved order. */
export async function scheduleSlots(db: Executor) {
  return db.select().from(streamScheduleSlots).orderBy(asc(streamScheduleSlots.position));
}

/** Replaces the whole week. */
export async function replaceSchedule(tx: Executor, slots: ScheduleSlot[]): Promise<void> {
  await tx.delete(streamScheduleSlots);
  if (slots.length === 0) return;
  await tx.insert(streamScheduleSlots).values(
    slots.map((s, i) => ({
      position: i + 1,
      weekday: s.weekday,
      localTime: s.time,
      durationMinutes: s.durationMinutes,
      platform: s.platform,
      title: s.title,
    })),
  );
}
