import type { Chatter } from '../../integrations/twitch-broadcaster';
import { AppError } from '../../lib/app-error';
import type { TwitchConnectionService } from './connection';
import * as repo from './repository';
import type { TwitchChannelContext } from './service';

/** The chat of the moment: who is in it, and which of them subscribe (asked with the same token). */
export type TwitchChatters = {
  chatters: Chatter[];
  /** Which of these Twitch users subscribe; empty when the connection may not ask (not the broadcaster's own, or no scope). */
  subscribers: (twitchUserIds: string[]) => Promise<Set<string>>;
};

/**
 * Who is present in the Twitch channel, for the watch-time tick: Twitch's chatter list, read with the
 * connected account (a moderator's or the broadcaster's), and the subscribers among them, which only
 * the broadcaster's own connection with `channel:read:subscriptions` may read. Also whether a Twitch
 * user subscribes, for the giveaways.
 */
export function createTwitchPresence(
  deps: TwitchChannelContext,
  connection: Pick<TwitchConnectionService, 'tokenProvider'>,
) {
  /** The broadcaster's own connection with the subscriptions scope: the one that may read subscribers. */
  const readsSubscribers = (row: repo.ConnectionRow) =>
    row.scopes.includes('channel:read:subscriptions') && row.twitchUserId === row.broadcasterId;

  return {
    /** Whether a connection is stored (and Twitch configured): the tick reads the chatters then. */
    connected: async () => Boolean(deps.twitch && (await repo.getConnection(deps.db))),

    /** Whether the connection may read the chatter list (earning is on for Twitch). */
    async readsChatters(): Promise<boolean> {
      const row = await repo.getConnection(deps.db);
      return Boolean(deps.twitch && row?.scopes.includes('moderator:read:chatters'));
    },

    /** The chatters now; `EARNING_NOT_CONNECTED` without a connection. One token serves both reads. */
    async chatters(): Promise<TwitchChatters> {
      const row = await repo.getConnection(deps.db);
      const twitch = deps.twitch;
      if (!row || !twitch) throw new AppError('EARNING_NOT_CONNECTED', 'No Twitch account is connected for earning.');
      const token = connection.tokenProvider();
      const chatters = await twitch.chatters(
        { broadcasterId: row.broadcasterId, moderatorId: row.twitchUserId },
        token,
      );
      return {
        chatters,
        subscribers: async (ids) =>
          readsSubscribers(row) && ids.length ? twitch.subscribers(row.broadcasterId, ids, token) : new Set<string>(),
      };
    },

    /**
     * Whether a Twitch user subscribes to the channel, asked of Twitch's subscriptions API. Only the
     * broadcaster's own connection with `channel:read:subscriptions` may ask (`not-connected` without
     * one); `failed` when Twitch does not answer.
     */
    async isSubscriber(twitchUserId: string): Promise<boolean | 'not-connected' | 'failed'> {
      if (!deps.twitch) return 'not-connected';
      const row = await repo.getConnection(deps.db);
      if (!row || !readsSubscribers(row)) return 'not-connected';
      try {
        const subs = await deps.twitch.subscribers(row.broadcasterId, [twitchUserId], connection.tokenProvider());
        return subs.has(twitchUserId);
      } catch (err) {
        deps.log.warn({ err: (err as Error).message }, 'twitch subscription check failed');
        return 'failed';
      }
    },
  };
}
