import type { Locale } from '@app/contracts';
import { actorOf } from '../audit/actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KickChannelService } from '../kick-channel/service';
import { chatConnections, type ChatConnection } from './connections';
import type { ChatCommandsService } from './service';
import {
  chatCommandLogSchema,
  chatCommandSettingsSchema,
  chatCommandsAdminSchema,
  type ChatCommandsAdmin,
} from './schemas';

/** Admin Commands page: the settings, the connection per platform and the log of the last runs. */
export const chatCommandsRoutes: FastifyPluginAsyncZod<{
  chatCommands: ChatCommandsService;
  kickChannel: Pick<KickChannelService, 'view'>;
  /** The Twitch chat's state (the connection of the Earning page is the bot). */
  twitchChat: { state: () => Promise<ChatConnection> };
  /** The site default language: the bot's language for a chatter whose account chose none. */
  siteLocale: () => Promise<Locale>;
}> = async (app, { chatCommands, kickChannel, twitchChat, siteLocale }) => {
  async function view(): Promise<ChatCommandsAdmin> {
    return {
      settings: await chatCommands.adminSettings(),
      defaults: chatCommands.defaults(),
      connections: await chatConnections({ kickChannel, twitchChat }),
      language: await siteLocale(),
    };
  }

  app.get(
    '/api/v1/admin/chat-commands',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: chat command settings, their defaults and the chat connection per platform',
        response: { 200: chatCommandsAdminSchema },
      },
    },
    async () => view(),
  );

  app.put(
    '/api/v1/admin/chat-commands',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Admin: saves the chat commands (names, aliases, platforms, cooldowns, cost) and reply templates (409 CHAT_COMMAND_NAME_TAKEN: a name or alias is a custom command's)",
        body: chatCommandSettingsSchema,
        response: { 200: chatCommandsAdminSchema },
      },
    },
    async (request) => {
      await chatCommands.saveSettings(request.body, actorOf(request));
      return view();
    },
  );

  app.get(
    '/api/v1/admin/chat-commands/log',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: the last 500 chat command runs, newest first',
        response: { 200: chatCommandLogSchema },
      },
    },
    async () => chatCommands.log(),
  );
};
