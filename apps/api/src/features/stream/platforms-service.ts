import type { StreamPlatforms } from '@app/contracts';
import type { Db } from '../../db/client';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

/**
 * How long an instance keeps the platforms setting. It is read on every status request; a save
 * drops the saving instance's copy at once, other instances see it within this time.
 */
export const STREAM_PLATFORMS_CACHE_MS = 5_000;

/**
 * The channel's platforms (Twitch, Kick or both) and the primary one, set on /admin/hunt. Until an
 * admin saves it: the configured platforms (Twitch always, Kick when the Kick app is configured) with
 * Twitch primary.
 */
export function createStreamPlatformsService(deps: {
  db: Db;
  kickConfigured: boolean;
  cacheMs?: number;
  now?: () => number;
}) {
  const { db } = deps;
  const defaults: StreamPlatforms = {
    platforms: deps.kickConfigured ? ['twitch', 'kick'] : ['twitch'],
    primary: 'twitch',
  };
  const cache = createRefreshingCache<'channel', StreamPlatforms>({
    maxAgeMs: deps.cacheMs ?? STREAM_PLATFORMS_CACHE_MS,
    now: deps.now,
  });
  return {
    /** The setting, from this instance's copy at most `cacheMs` old. */
    get: (): Promise<StreamPlatforms> =>
      cache.get('channel', async () => (await repo.streamPlatformsRow(db)) ?? defaults),

    async save(value: StreamPlatforms, actor: AuditActor): Promise<StreamPlatforms> {
      await db.transaction(async (tx) => {
        const before = (await repo.streamPlatformsRow(tx)) ?? defaults;
        await repo.saveStreamPlatforms(tx, value);
        await auditService.record(tx, actor, {
          action: 'stream.platforms',
          targetType: 'setting',
          targetId: 'stream_platforms',
          summary: { before: { ...before }, after: { ...value } },
        });
      });
      cache.delete('channel');
      return value;
    },
  };
}

export type StreamPlatformsService = ReturnType<typeof createStreamPlatformsService>;
