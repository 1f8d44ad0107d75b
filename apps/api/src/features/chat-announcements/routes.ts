import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor';
import type { AuditActor } from '../audit/actor';
import { chatAnnouncementSettingsSchema, type ChatAnnouncementSettings } from './schemas';

/** Admin: the chat announcements' switches (their texts are reply templates, saved with the commands). */
export const chatAnnouncementsRoutes: FastifyPluginAsyncZod<{
  settings: () => Promise<ChatAnnouncementSettings>;
  save: (input: ChatAnnouncementSettings, actor: AuditActor) => Promise<void>;
}> = async (app, { settings, save }) => {
  app.get(
    '/api/v1/admin/chat-announcements',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: the chat announcements switched on per platform',
        response: { 200: chatAnnouncementSettingsSchema },
      },
    },
    async () => settings(),
  );

  app.put(
    '/api/v1/admin/chat-announcements',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: switches the chat announcements on or off per platform',
        body: chatAnnouncementSettingsSchema,
        response: { 200: chatAnnouncementSettingsSchema },
      },
    },
    async (request) => {
      await save(request.body, actorOf(request));
      return settings();
    },
  );
};
