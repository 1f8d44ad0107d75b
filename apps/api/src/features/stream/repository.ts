import type { StreamPlatforms } from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { liveStreamSources, streamPlatforms } from '../../db/schema';

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
