import type { Platform, StreamPlatformStatus } from '@app/contracts';
import type { StreamServiceDeps } from './service';

/** The state a platform reads as when it is not live, not configured, or not answering. */
export const offlineStatus = (deps: Pick<StreamServiceDeps, 'channels'>, platform: Platform): StreamPlatformStatus => ({
  platform,
  channel: deps.channels[platform],
  live: false,
});

/**
 * One poll of a platform's live state (Twitch `GET /streams`, Kick `GET /channels?slug=`); a failure,
 * or a platform that is not configured, reads as offline.
 */
export function createPoller(deps: Pick<StreamServiceDeps, 'twitch' | 'kick' | 'channels' | 'log'>) {
  const pollers: Record<Platform, () => Promise<StreamPlatformStatus>> = {
    async twitch() {
      if (!deps.twitch) return offlineStatus(deps, 'twitch');
      const stream = await deps.twitch.getStream(deps.channels.twitch);
      if (!stream) return offlineStatus(deps, 'twitch');
      return {
        platform: 'twitch',
        channel: deps.channels.twitch,
        live: true,
        title: stream.title,
        ...(stream.category ? { category: stream.category } : {}),
        viewerCount: stream.viewerCount,
        ...(stream.startedAt ? { startedAt: stream.startedAt } : {}),
      };
    },
    async kick() {
      if (!deps.kick) return offlineStatus(deps, 'kick');
      const channel = await deps.kick.channel(deps.channels.kick);
      if (!channel) {
        deps.log.warn({ channel: deps.channels.kick }, 'Kick knows no such channel; reporting offline');
        return offlineStatus(deps, 'kick');
      }
      if (!channel.live) return offlineStatus(deps, 'kick');
      return {
        platform: 'kick',
        channel: deps.channels.kick,
        live: true,
        title: channel.title,
        ...(channel.category ? { category: channel.category } : {}),
        viewerCount: channel.viewerCount,
        ...(channel.startedAt ? { startedAt: channel.startedAt } : {}),
      };
    },
  };

  return async function poll(platform: Platform): Promise<StreamPlatformStatus> {
    try {
      return await pollers[platform]();
    } catch (err) {
      deps.log.warn({ platform, err: (err as Error).message }, 'stream status unavailable; reporting offline');
      return offlineStatus(deps, platform);
    }
  };
}
