import type { ChatConnection } from '../twitch-channel/chat';
import type { KickChannelService } from '../kick-channel/service';

export type { ChatConnection } from '../twitch-channel/chat';

/** The Kick chat event the commands listen to. */
export const KICK_CHAT_EVENT = 'chat.message.sent';

export type ChatConnections = { kick: ChatConnection; twitch: ChatConnection };

/**
 * Whether the bot reads and answers each platform's chat, and why not: Kick when the broadcaster is
 * connected and Kick holds the chat subscription; Twitch as the Earning page's connection says.
 */
export async function chatConnections(deps: {
  kickChannel: Pick<KickChannelService, 'view'>;
  twitchChat: { state: () => Promise<ChatConnection> };
}): Promise<ChatConnections> {
  const [kick, twitch] = await Promise.all([deps.kickChannel.view(), deps.twitchChat.state()]);
  const chatSubscribed = kick.subscriptions.some((s) => s.name === KICK_CHAT_EVENT && s.subscribed);
  return {
    kick: {
      connected: kick.connected && chatSubscribed,
      reason: !kick.connected
        ? kick.reason
        : chatSubscribed
          ? null
          : { code: 'CHAT_SUBSCRIPTION_MISSING', platform: 'kick', events: [KICK_CHAT_EVENT] },
    },
    twitch,
  };
}
