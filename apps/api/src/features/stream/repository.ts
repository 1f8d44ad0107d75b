import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { liveStreamSources } from '../../db/schema';

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
