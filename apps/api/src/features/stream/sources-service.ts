import type { StreamSource } from '@app/contracts';
import type { Db } from '../../db/client';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

/** The three sources of /stream/live (Twitch, YouTube, Kick players) the admin sets. */
export function createStreamSourcesService(deps: { db: Db; defaultChannel: string }) {
  const { db, defaultChannel } = deps;
  return {
    /** The admin's sources, else defaults from the channel. */
    async list(): Promise<StreamSource[]> {
      const rows = await repo.streamSources(db);
      if (rows.length === 3) return rows.map((r) => ({ platform: r.platform, label: r.label, channel: r.channel }));
      return [
        { platform: 'twitch', label: 'Twitch', channel: defaultChannel },
        { platform: 'youtube', label: 'YouTube', channel: `@${defaultChannel}` },
        { platform: 'kick', label: 'Casino', channel: defaultChannel },
      ];
    },
    async save(sources: StreamSource[], actor: AuditActor): Promise<StreamSource[]> {
      await db.transaction(async (tx) => {
        const before = (await repo.streamSources(tx)).map((r) => ({
          platform: r.platform,
          label: r.label,
          channel: r.channel,
        }));
        await repo.replaceStreamSources(tx, sources);
        await auditService.record(tx, actor, {
          action: 'stream.sources',
          targetType: 'setting',
          targetId: 'live_stream_sources',
          summary: { before: { sources: before }, after: { sources } },
        });
      });
      return sources;
    },
  };
}

export type StreamSourcesService = ReturnType<typeof createStreamSourcesService>;
