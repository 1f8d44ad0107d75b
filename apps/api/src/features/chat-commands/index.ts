import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startJob } from '../../lib/jobs';
import { chatConnections, type ChatConnections } from './connections';
import { createReplyBudget } from './reply-budget';
import { createReplyQueue, type PendingReplyOn } from './reply-queue';
import { customChatRoutes } from './custom-routes';
import { chatCommandsRoutes } from './routes';
import { createChatCommandsService, type ChatCommandsService } from './service';

/** How often each instance looks for due chat timers. */
const TIMER_CHECK_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Chat commands from Kick and Twitch: the same actions as the site's buttons. */
    chatCommands: ChatCommandsService;
    /** The reply queues of this instance: `idle()` resolves once no line is being claimed or sent (shutdown, tests). */
    chatReplies: { idle: () => Promise<void> };
    /**
     * The bot's own lines (the chat announcements): the same queues, budget and Twitch guard as the
     * replies (a Twitch line is a SafeReply, ADR 054), and whether each platform's bot is connected.
     */
    chatSend: ChatSend;
  }
}

export type ChatSend = {
  connections: () => Promise<ChatConnections>;
  kick: (line: PendingReplyOn<'kick'>) => void;
  twitch: (line: PendingReplyOn<'twitch'>) => void;
};

/**
 * Chat commands: every chat message of the channel that the Kick webhook or Twitch's EventSub hands
 * on (after its answer) goes through the service; replies go out through one queue per platform.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config, kickChannel, twitchChannel, liveHunt, slotRequests, giveaways, tournaments } = app;
    const kickReplies = createReplyQueue({
      platform: 'kick',
      locale: app.siteDefaultLocale,
      send: (text) => app.metrics.chatSend('kick', kickChannel.sendChat(text)),
      budget: createReplyBudget({ db: app.db, platform: 'kick' }),
      log: app.log,
    });
    const twitchReplies = createReplyQueue({
      platform: 'twitch',
      locale: app.siteDefaultLocale,
      send: (text) => app.metrics.chatSend('twitch', twitchChannel.chat.send(text)),
      budget: createReplyBudget({ db: app.db, platform: 'twitch' }),
      // The site's own offers (names, hosts, codes) on top of the guard's list: never on Twitch.
      extraForbiddenWords: () => app.offerTerms.current(),
      log: app.log,
    });
    const chatCommands = createChatCommandsService({
      db: app.db,
      liveHunt,
      slotRequests,
      giveaways,
      tournaments,
      wagerMilestones: app.wagerMilestones,
      publicUrl: config.PUBLIC_URL,
      // The bot answers in the chatter's own language, else the admin's site default (ADR 057).
      siteLocale: app.siteDefaultLocale,
      currency: app.siteCurrency,
      reply: {
        kick: (reply) => {
          app.metrics.chatReplyQueued('kick');
          kickReplies.push(reply);
        },
        twitch: (reply) => {
          app.metrics.chatReplyQueued('twitch');
          twitchReplies.push(reply);
        },
      },
      streamOn: (platform) => app.stream.platform(platform),
      offerTerms: () => app.offerTerms.current(),
      log: app.log,
    });
    app.decorate('chatCommands', chatCommands);
    // The timers (issue 34): each instance looks every TIMER_CHECK_MS; a send is claimed in the database.
    if (config.NODE_ENV !== 'test') {
      const job = startJob({
        name: 'chat-timers',
        everyMs: TIMER_CHECK_MS,
        jitterMs: 5_000,
        run: () => chatCommands.runDueTimers(),
        log: app.log,
        quiet: true,
        metrics: app.metrics,
      });
      // The chat inbox (ADR 079): commands answered but never finished by a stopped instance.
      const sweep = startJob({
        name: 'chat-inbox-sweep',
        // Four looks in the message's age, at most every 15 s.
        everyMs: Math.min(15_000, config.CHAT_INBOX_SWEEP_SECONDS * 250),
        jitterMs: 1_000,
        run: () => chatCommands.sweepInbox(config.CHAT_INBOX_SWEEP_SECONDS),
        log: app.log,
        quiet: true,
        metrics: app.metrics,
      });
      app.addHook('onClose', async () => {
        await Promise.all([job.stop(), sweep.stop()]);
      });
    }
    app.decorate('chatReplies', {
      idle: async () => {
        await Promise.all([kickReplies.idle(), twitchReplies.idle()]);
      },
    });
    app.decorate('chatSend', {
      connections: () => chatConnections({ kickChannel, twitchChat: twitchChannel.chat }),
      kick: (line) => kickReplies.push(line),
      twitch: (line) => twitchReplies.push(line),
    } satisfies ChatSend);
    // The GTB and AVG overlays name their command while the bot reads a chat where it is on.
    app.overlayChat.provide(async () => {
      const [{ commands }, connections] = await Promise.all([
        chatCommands.settings(),
        chatConnections({ kickChannel, twitchChat: twitchChannel.chat }),
      ]);
      const named = (key: 'gtb' | 'avg') => {
        const c = commands.find((x) => x.key === key);
        const on =
          c && ((connections.twitch.connected && c.enabled.twitch) || (connections.kick.connected && c.enabled.kick));
        return on ? `!${c.name}` : null;
      };
      return { gtb: named('gtb'), avg: named('avg') };
    });
    await app.register(chatCommandsRoutes, {
      chatCommands,
      kickChannel,
      twitchChat: twitchChannel.chat,
      siteLocale: app.siteDefaultLocale,
    });
    await app.register(customChatRoutes, { custom: chatCommands.custom });
    // Both platforms hand on the one message shape (lib/chat-inbox.ts), after the webhook's answer.
    const off = kickChannel.webhook.onChatMessage((m) => chatCommands.handle(m).then(() => undefined));
    const offTwitch = twitchChannel.chat.onChatMessage((m) => chatCommands.handle(m).then(() => undefined));
    app.addHook('onClose', async () => {
      off();
      offTwitch();
      await chatCommands.idle();
      await Promise.all([kickReplies.close(), twitchReplies.close()]);
    });
  },
  {
    name: 'chat-commands',
    dependencies: [
      'config',
      'database',
      'site',
      'locale',
      'twitch-channel',
      'kick-channel',
      'live-hunt',
      'slot-requests',
      'giveaways',
      'tournaments',
      'overlays',
      'offers',
      'wager-milestones',
      'stream',
    ],
  },
);
