import { overlaySettingsSchema, overlaySettingsViewSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { OverlaysService } from './service';

/** The OBS overlays' settings: admin read and write, and the overlay pages' read with the overlay key. */
export const overlaysRoutes: FastifyPluginAsyncZod<{ overlays: OverlaysService; verifyOverlayKey: (key: unknown) => Promise<boolean> }> = async (app, { overlays, verifyOverlayKey }) => {
  app.get(
    '/api/v1/overlay/settings',
    {
      schema: {
        tags: ['live-hunt'],
        summary: 'The overlays\' look (colours, logo, font size, corner, width, parts shown) for the OBS pages; header `x-api-key` = the overlay key, else 401',
        headers: z.object({ 'x-api-key': z.string().max(200).optional() }),
        response: { 200: overlaySettingsViewSchema },
      },
    },
    async (request, reply) => {
      if (!(await verifyOverlayKey(request.headers['x-api-key']))) throw new AppError('UNAUTHENTICATED', 'A valid overlay key is required (x-api-key).');
      reply.header('cache-control', 'no-store');
      return overlays.settings();
    },
  );

  app.get(
    '/api/v1/admin/overlay-settings',
    { onRequest: app.requireAdmin, schema: { tags: ['live-hunt', 'admin'], summary: 'Admin: the overlays\' settings (defaults until saved)', response: { 200: overlaySettingsViewSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return overlays.settings();
    },
  );

  app.put(
    '/api/v1/admin/overlay-settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['live-hunt', 'admin'],
        summary: 'Admin: replaces the overlays\' settings; open overlays pick them up at once (pushed through the live hunt events)',
        body: overlaySettingsSchema,
        response: { 200: overlaySettingsViewSchema },
      },
    },
    async (request) => overlays.save(request.body, request.user!.id),
  );
};
