import {
  bonusHuntParamsSchema,
  bonusHuntSchema,
  bonusHuntSummarySchema,
  bonusInputSchema,
  bonusParamsSchema,
  bonusSchema,
  HUNT_NAME_MAX,
  huntCreateSchema,
  huntPatchSchema,
  reorderSchema,
} from '@app/contracts';
import { MAX_BONUSES_PER_HUNT, MAX_HUNTS_PER_USER } from '@app/contracts/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BonusHuntsService } from './service';

/**
 * The personal bonus hunt tracker, on the reference product's paths (docs/product.md#bonus-hunts).
 * Every call but the shared view and the export needs a session; another user's hunt is a 404 (its
 * existence is not disclosed).
 */
export const bonusHuntsRoutes: FastifyPluginAsyncZod<{ hunts: BonusHuntsService }> = async (app, { hunts }) => {
  const tags = ['bonus-hunt'];

  app.get(
    '/api/v1/bonus-hunt',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Your hunts, newest first, with the figures of their cards',
        response: { 200: z.array(bonusHuntSummarySchema) },
      },
    },
    async (request) => hunts.list(request.user!.id),
  );

  app.post(
    '/api/v1/bonus-hunt',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `Start a hunt with a name of 1 to ${HUNT_NAME_MAX} characters (400 HUNT_NAME_REQUIRED, HUNT_NAME_TOO_LONG; at most ${MAX_HUNTS_PER_USER} per user: HUNT_LIMIT)`,
        body: huntCreateSchema,
        response: { 201: bonusHuntSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await hunts.create(request.user!.id, request.body.name)),
  );

  app.get(
    '/api/v1/bonus-hunt/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'One of your hunts with its bonuses and `stats`',
        params: bonusHuntParamsSchema,
        response: { 200: bonusHuntSchema },
      },
    },
    async (request) => hunts.get(request.params.id, request.user!.id),
  );

  app.get(
    '/api/v1/bonus-hunt/:id/shared',
    {
      schema: {
        tags,
        summary: 'A shared hunt, read-only, for anyone (404 once the owner stops sharing)',
        params: bonusHuntParamsSchema,
        response: { 200: bonusHuntSchema },
      },
    },
    async (request) => hunts.getShared(request.params.id),
  );

  app.get(
    '/api/v1/bonus-hunt/:id/export.csv',
    {
      schema: {
        tags,
        summary: 'The hunt as CSV (owner, or anyone while shared)',
        params: bonusHuntParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'CSV' }) },
      },
    },
    async (request, reply) => {
      const session = await app.readSession(request);
      const { filename, csv } = await hunts.exportCsv(request.params.id, session?.id ?? null);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  app.patch(
    '/api/v1/bonus-hunt/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Rename, set the start (euros) or share/stop sharing',
        params: bonusHuntParamsSchema,
        body: huntPatchSchema,
        response: { 200: bonusHuntSchema },
      },
    },
    async (request) => hunts.update(request.params.id, request.user!.id, request.body),
  );

  app.delete(
    '/api/v1/bonus-hunt/:id',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: 'Delete one of your hunts', params: bonusHuntParamsSchema },
    },
    async (request, reply) => {
      await hunts.remove(request.params.id, request.user!.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/v1/bonus-hunt/:id/bonuses',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `Add a bonus (at most ${MAX_BONUSES_PER_HUNT} per hunt: BONUS_LIMIT)`,
        params: bonusHuntParamsSchema,
        body: bonusInputSchema,
        response: { 201: bonusSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await hunts.addBonus(request.params.id, request.user!.id, request.body)),
  );

  app.patch(
    '/api/v1/bonus-hunt/:id/bonuses/:bonusId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Edit any field of a bonus',
        params: bonusParamsSchema,
        body: bonusInputSchema,
        response: { 200: bonusSchema },
      },
    },
    async (request) => hunts.updateBonus(request.params.id, request.params.bonusId, request.user!.id, request.body),
  );

  app.delete(
    '/api/v1/bonus-hunt/:id/bonuses/:bonusId',
    { onRequest: app.requireUser, schema: { tags, summary: 'Delete a bonus', params: bonusParamsSchema } },
    async (request, reply) => {
      await hunts.removeBonus(request.params.id, request.params.bonusId, request.user!.id);
      return reply.status(204).send();
    },
  );

  app.patch(
    '/api/v1/bonus-hunt/:id/reorder',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'New order of the bonuses: exactly the hunt’s bonus ids, each once (else 409 REORDER_MISMATCH)',
        params: bonusHuntParamsSchema,
        body: reorderSchema,
        response: { 200: bonusHuntSchema },
      },
    },
    async (request) => hunts.reorder(request.params.id, request.user!.id, request.body.newOrder),
  );
};
