import { actorOf } from '../audit/actor';
import {
  chatGiftResultSchema,
  chatGiftSchema,
  earningAdminSchema,
  earningRatesSchema,
  earningSettingsSchema,
  ignoredBotsSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EarningService } from './service';

const tickResultSchema = z.object({
  ran: z.boolean(),
  reason: z.string().optional(),
  windowStart: z.string().optional(),
  chattersRead: z.number().int().optional(),
  usersCredited: z.number().int().optional(),
  pointsGiven: z.number().int().optional(),
});

/**
 * Watch-time points: rates, ignore list and ticks log (the Twitch connection's routes under
 * /api/v1/admin/earning are the Twitch channel feature's).
 */
export const earningRoutes: FastifyPluginAsyncZod<{ earning: EarningService }> = async (app, { earning }) => {
  app.get(
    '/api/v1/data/earning',
    {
      schema: {
        tags: ['data'],
        summary: 'The watch-time rates the admin set, and whether earning is on',
        response: { 200: earningRatesSchema },
      },
    },
    async () => earning.rates(),
  );

  app.get(
    '/api/v1/admin/earning',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: connection state, rates, ignore list and the last ticks',
        response: { 200: earningAdminSchema },
      },
    },
    async () => earning.admin(),
  );

  app.put(
    '/api/v1/admin/earning/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: rates, tick length, subscriber multiplier, daily cap',
        body: earningSettingsSchema,
        response: { 200: earningSettingsSchema },
      },
    },
    async (request) => earning.saveSettings(request.body, actorOf(request)),
  );

  app.put(
    '/api/v1/admin/earning/ignored',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: replace the ignore list (bots that never earn)',
        body: ignoredBotsSchema,
        response: { 200: ignoredBotsSchema },
      },
    },
    async (request) => ({ logins: await earning.saveIgnored(request.body.logins, actorOf(request)) }),
  );

  app.post(
    '/api/v1/admin/earning/tick',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: run the tick of the current window now (still once per user and window)',
        response: { 200: tickResultSchema },
      },
    },
    async (request) => earning.tickNow(actorOf(request)),
  );

  app.post(
    '/api/v1/admin/earning/chat-gift',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Admin: give points now to every linked viewer present in chat on the live platforms (the tick's presence rules), once per gift id; audited (409 CHAT_GIFT_OFFLINE, 409 EARNING_NOT_CONNECTED)",
        body: chatGiftSchema,
        response: { 200: chatGiftResultSchema },
      },
    },
    async (request) => earning.giveToChat(request.body, actorOf(request)),
  );
};
