import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReplyBudget } from './reply-budget';
import { createReplyQueue } from './reply-queue';
import { chatCommandsRoutes } from './routes';
import { createChatCommandsService, type ChatCommandsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Chat commands from Kick (and Twitch, next): the same actions as the site's buttons. */
    chatCommands: ChatCommandsService;
  }
}

/**
 * Chat commands: every chat message of the channel that the Kick webhook or Twitch's EventSub hands
 * on (after its answer) goes through the service; replies go out through one queue per platform.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config, kickChannel, liveHunt, earning, slotRequests, giveaways } = app;
    const kickReplies = createReplyQueue({
      platform: 'kick',
      lang: config.CHAT_LANGUAGE,
      send: (text) => kickChannel.sendChat(text),
      budget: createReplyBudget({ db: app.db, platform: 'kick' }),
      log: app.log,
    });
    const twitchReplies = createReplyQueue({
      platform: 'twitch',
      lang: config.CHAT_LANGUAGE,
      send: (text) => earning.twitchChat.send(text),
      budget: createReplyBudget({ db: app.db, platform: 'twitch' }),
      log: app.log,
    });
    const chatCommands = createChatCommandsService({
      db: app.db,
      liveHunt,
      slotRequests,
      giveaways,
      publicUrl: config.PUBLIC_URL,
      lang: config.CHAT_LANGUAGE,
      reply: (platform, reply) => {
        if (platform === 'kick') kickReplies.push(reply);
        else twitchReplies.push(reply);
      },
      log: app.log,
    });
    app.decorate('chatCommands', chatCommands);
    await app.register(chatCommandsRoutes, {
      chatCommands,
      kickChannel,
      twitchChat: earning.twitchChat,
      language: config.CHAT_LANGUAGE,
    });
    const off = kickChannel.webhook.onChatMessage(async (m) => {
      await chatCommands.handle({
        platform: 'kick',
        messageId: m.messageId,
        chatterId: m.senderId,
        chatterLogin: m.senderLogin,
        chatterName: m.senderName,
        badges: m.badges,
        isBroadcaster: m.broadcasterId !== '' && m.senderId === m.broadcasterId,
        content: m.content,
        receivedAt: m.at,
      });
    });
    const offTwitch = earning.twitchChat.onChatMessage(async (m) => {
      await chatCommands.handle({
        platform: 'twitch',
        messageId: m.messageId,
        chatterId: m.chatterId,
        chatterLogin: m.chatterLogin,
        chatterName: m.chatterName,
        badges: m.badges,
        isBroadcaster: m.broadcasterId !== '' && m.chatterId === m.broadcasterId,
        content: m.text,
        receivedAt: m.receivedAt,
      });
    });
    app.addHook('onClose', async () => {
      off();
      offTwitch();
      await chatCommands.idle();
      await Promise.all([kickReplies.close(), twitchReplies.close()]);
    });
  },
  {
    name: 'chat-commands',
    dependencies: ['config', 'database', 'kick-channel', 'earning', 'live-hunt', 'slot-requests', 'giveaways'],
  },
);
