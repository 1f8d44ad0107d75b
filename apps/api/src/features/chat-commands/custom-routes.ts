import { idParamsSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor';
import type { ChatTimer, CustomChat, CustomCommand } from './custom';
import { customChatSchema, customCommandInputSchema, timerInputSchema, type CustomChatView } from './schemas';

const commandView = (c: CustomCommand) => ({
  id: c.id,
  name: c.name,
  template: c.template,
  twitch: c.twitch,
  kick: c.kick,
  userCooldownSeconds: c.userCooldownSeconds,
  globalCooldownSeconds: c.globalCooldownSeconds,
  modOnly: c.modOnly,
  enabled: c.enabled,
  updatedAt: c.updatedAt.toISOString(),
});

const timerView = (t: ChatTimer) => ({
  id: t.id,
  text: t.text,
  intervalMinutes: t.intervalMinutes,
  minMessages: t.minMessages,
  twitch: t.twitch,
  kick: t.kick,
  enabled: t.enabled,
  updatedAt: t.updatedAt.toISOString(),
});

/**
 * Admin Commands page, the admin's own commands and timers (issue 34): each write answers the whole
 * list. 409 CHAT_COMMAND_NAME_TAKEN (a built-in's name or alias, or another custom command's), 400
 * CHAT_TEXT_NOT_TWITCH_SAFE (a Twitch text with a casino word, link, code or offer), 404 NOT_FOUND.
 */
export const customChatRoutes: FastifyPluginAsyncZod<{ custom: CustomChat }> = async (app, { custom }) => {
  async function view(): Promise<CustomChatView> {
    const { commands, timers } = await custom.list();
    return { commands: commands.map(commandView), timers: timers.map(timerView) };
  }
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin'];
  const response = { 200: customChatSchema };

  app.get(
    '/api/v1/admin/chat-commands/custom',
    { ...admin, schema: { tags, summary: "Admin: the admin's own chat commands and timers", response } },
    async () => view(),
  );
  app.post(
    '/api/v1/admin/chat-commands/custom',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: adds a custom chat command (409 CHAT_COMMAND_NAME_TAKEN, 400 CHAT_TEXT_NOT_TWITCH_SAFE)',
        body: customCommandInputSchema,
        response,
      },
    },
    async (request) => {
      await custom.createCommand(request.body, actorOf(request));
      return view();
    },
  );
  app.put(
    '/api/v1/admin/chat-commands/custom/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: edits, enables or disables a custom chat command',
        params: idParamsSchema,
        body: customCommandInputSchema,
        response,
      },
    },
    async (request) => {
      await custom.updateCommand(request.params.id, request.body, actorOf(request));
      return view();
    },
  );
  app.delete(
    '/api/v1/admin/chat-commands/custom/:id',
    { ...admin, schema: { tags, summary: 'Admin: deletes a custom chat command', params: idParamsSchema, response } },
    async (request) => {
      await custom.deleteCommand(request.params.id, actorOf(request));
      return view();
    },
  );
  app.post(
    '/api/v1/admin/chat-commands/timers',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: adds a chat timer (400 CHAT_TEXT_NOT_TWITCH_SAFE)',
        body: timerInputSchema,
        response,
      },
    },
    async (request) => {
      await custom.createTimer(request.body, actorOf(request));
      return view();
    },
  );
  app.put(
    '/api/v1/admin/chat-commands/timers/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: edits, enables or disables a chat timer',
        params: idParamsSchema,
        body: timerInputSchema,
        response,
      },
    },
    async (request) => {
      await custom.updateTimer(request.params.id, request.body, actorOf(request));
      return view();
    },
  );
  app.delete(
    '/api/v1/admin/chat-commands/timers/:id',
    { ...admin, schema: { tags, summary: 'Admin: deletes a chat timer', params: idParamsSchema, response } },
    async (request) => {
      await custom.deleteTimer(request.params.id, actorOf(request));
      return view();
    },
  );
};
