import { actorOf } from '../audit/actor';
import {
  catalogueSlotInputSchema,
  catalogueSlotPatchSchema,
  idParamsSchema,
  SLOT_CSV_MAX_BYTES,
  slotImportResultSchema,
  slotSchema,
  slotSearchQuerySchema,
} from '@app/contracts';
import type { Slot } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../lib/prepared-body';
import type { SlotsService } from './service';

export const slotsRoutes: FastifyPluginAsyncZod<{ slots: SlotsService }> = async (app, { slots }) => {
  app.get(
    '/api/v1/slots',
    {
      // The same body for every visitor: /metrics counts its answers (ADR 074).
      config: { accessLog: 'errors' },
      schema: {
        tags: ['slots'],
        summary:
          'The slot catalogue: without q the full list (prepared body, ETag); with q (3+ characters) up to 20 case- and accent-insensitive substring matches, ranked: whole name, whole words, word start, anywhere; more popular first within each',
        querystring: slotSearchQuerySchema,
        response: { 200: z.array(slotSchema), 304: z.null().describe('Not modified (If-None-Match matched the ETag)') },
      },
    },
    async (request, reply) => {
      // Public and the same for everyone: browsers may keep a search answer for a minute.
      if (request.query.q !== undefined)
        return sendPrepared<Slot[]>(request, reply, await slots.search(request.query.q), {
          cacheControl: 'public, max-age=60',
        });
      const { body, etag } = await slots.fullList();
      return sendPrepared<Slot[]>(request, reply, body, { etag, cacheControl: 'public, max-age=60, must-revalidate' });
    },
  );

  app.post(
    '/api/v1/slots',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['slots', 'admin'],
        summary: 'Admin: add a slot to the catalogue',
        body: catalogueSlotInputSchema,
        response: { 201: slotSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await slots.create(request.body, actorOf(request))),
  );

  app.patch(
    '/api/v1/slots/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['slots', 'admin'],
        summary: 'Admin: edit a slot (thumbnail included)',
        params: idParamsSchema,
        body: catalogueSlotPatchSchema,
        response: { 200: slotSchema },
      },
    },
    async (request) => slots.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/v1/slots/import',
    {
      onRequest: app.requireAdmin,
      bodyLimit: SLOT_CSV_MAX_BYTES,
      schema: {
        tags: ['slots', 'admin'],
        summary:
          'Admin: import a CSV of slots (header name,provider[,rtp,volatility,max_win,thumbnail]); upsert by name + provider; each skipped line with its problems as codes',
        body: z.object({
          csv: z.string().min(1, 'is required').max(SLOT_CSV_MAX_BYTES),
        }),
        response: { 200: slotImportResultSchema },
      },
    },
    async (request) => slots.importCsv(request.body.csv, actorOf(request)),
  );
};
