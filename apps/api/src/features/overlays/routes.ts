import { actorOf } from '../audit/actor';
import {
  liveHuntSchema,
  overlayKeyCreatedSchema,
  overlayKeyStatusSchema,
  overlaySettingsSchema,
  overlaySettingsViewSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { LiveHuntService } from '../live-hunt/service';
import type { OverlayKeys } from './keys-service';
import type { OverlaysService } from './service';

export type OverlaysRoutesOptions = {
  overlays: OverlaysService;
  keys: OverlayKeys;
  liveHunt: Pick<LiveHuntService, 'current'>;
};

/**
 * The OBS overlays: the hunt and the settings read with the overlay key, the key's status and
 * rotation, and the admin's read and write of the settings.
 */
export const overlaysRoutes: FastifyPluginAsyncZod<OverlaysRoutesOptions> = async (
  app,
  { overlays, keys, liveHunt },
) => {
  const requireKey = async (key: unknown) => {
    if (!(await keys.verify(key))) {
      throw new AppError('UNAUTHENTICATED', 'A valid overlay key is required (x-api-key).');
    }
  };

  app.get(
    '/api/v1/overlay/bonus-hunt/active',
    {
      schema: {
        tags: ['live-hunt'],
        summary:
          'The live hunt (else the latest ended one) for OBS overlays and stream tools; header `x-api-key` = the overlay key, else 401',
        headers: z.object({ 'x-api-key': z.string().max(200).optional() }),
        response: { 200: z.object({ hunt: liveHuntSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      await requireKey(request.headers['x-api-key']);
      reply.header('cache-control', 'no-store');
      return { hunt: await liveHunt.current() };
    },
  );

  app.get(
    '/api/v1/admin/overlay-key',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['live-hunt', 'admin'],
        summary: 'Admin: whether an overlay key exists and can be shown again (never the key)',
        response: { 200: overlayKeyStatusSchema },
      },
    },
    async () => keys.status(),
  );

  app.post(
    '/api/v1/admin/overlay-key',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['live-hunt', 'admin'],
        summary: 'Admin: create or rotate the overlay key (the old one stops at once); the new key is in the answer',
        response: { 200: overlayKeyCreatedSchema },
      },
    },
    async (request) => keys.rotate(actorOf(request)),
  );

  app.post(
    '/api/v1/admin/overlay-key/reveal',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['live-hunt', 'admin'],
        summary:
          'Admin: the current overlay key again, to show the OBS addresses (audited, the key unchanged); 404 without a key, 409 CONFLICT when it cannot be shown (rotate once)',
        response: { 200: overlayKeyCreatedSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return keys.reveal(actorOf(request));
    },
  );

  app.get(
    '/api/v1/overlay/settings',
    {
      schema: {
        tags: ['live-hunt'],
        summary:
          "The overlays' look (colours, logo, font size, corner, width, parts shown) for the OBS pages; header `x-api-key` = the overlay key, else 401",
        headers: z.object({ 'x-api-key': z.string().max(200).optional() }),
        response: { 200: overlaySettingsViewSchema },
      },
    },
    async (request, reply) => {
      await requireKey(request.headers['x-api-key']);
      reply.header('cache-control', 'no-store');
      return overlays.settings();
    },
  );

  app.get(
    '/api/v1/admin/overlay-settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['live-hunt', 'admin'],
        summary: "Admin: the overlays' settings (defaults until saved)",
        response: { 200: overlaySettingsViewSchema },
      },
    },
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
        summary:
          "Admin: replaces the overlays' settings; open overlays pick them up at once (pushed through the live hunt events)",
        body: overlaySettingsSchema,
        response: { 200: overlaySettingsViewSchema },
      },
    },
    async (request) => overlays.save(request.body, actorOf(request)),
  );
};
