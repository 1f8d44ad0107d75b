import {
  createEarningService as createEarning,
  type EarningServiceDeps as EarningDeps,
} from '../../src/features/earning/service';
import { createTwitchChannelService, type TwitchChannelDeps } from '../../src/features/twitch-channel/service';

/**
 * What one API instance's earning is built from, as the tests give it: the Twitch channel's own
 * dependencies (its client, channel, secrets, EventSub secret; `pushLive` for its live pushes) beside
 * earning's, the Kick channel given as its service.
 */
export type EarningServiceDeps = Omit<EarningDeps, 'twitch'> &
  Omit<TwitchChannelDeps, 'onLiveStatus' | 'log' | 'now' | 'db' | 'intake'> & { pushLive: (live: boolean) => void };

/**
 * Earning as an instance's plugins build it (ADR 060): the Twitch channel feature's service on these
 * dependencies, and the earning service reading it and the given Kick channel.
 */
export function createEarningService(deps: EarningServiceDeps) {
  const twitch = createTwitchChannelService({
    db: deps.db,
    intake: deps.db,
    secrets: deps.secrets,
    twitch: deps.twitch,
    chat: deps.chat,
    channel: deps.channel,
    publicUrl: deps.publicUrl,
    eventsubSecret: deps.eventsubSecret,
    onLiveStatus: deps.pushLive,
    log: deps.log,
    now: deps.now,
  });
  return createEarning({ ...deps, twitch });
}
