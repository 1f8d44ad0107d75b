import { actorOf } from '../audit/actor';
import { idParamsSchema, minigameBoxInputSchema, minigameBoxPatchSchema, minigameBoxSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { MinigameService } from './service';

/** The box picker's boxes. Reading is public; a stream tool may send the overlay key, which must then be valid. */
export const minigameRoutes: FastifyPluginAsyncZod<{
  minigame: MinigameService;
  verifyOverlayKey: (key: unknown) => Promise<boolean>;
}> = async (app, { minigame, verifyOverlayKey }) => {
  app.get(
    '/api/v1/minigame/boxes',
    {
      schema: {
        tags: ['minigame'],
        summary:
          'The box picker’s boxes with their slots; public. A sent `x-api-key` (the overlay key, as stream tools send it) must be valid, else 401',
        headers: z.object({ 'x-api-key': z.string().max(200).optional() }),
        response: { 200: z.array(minigameBoxSchema) },
      },
    },
    async (request) => {
      const key = request.headers['x-api-key'];
      if (key !== undefined && !(await verifyOverlayKey(key)))
        throw new AppError('UNAUTHENTICATED', 'The overlay key is not valid (x-api-key).');
      return minigame.list();
    },
  );

  app.post(
    '/api/v1/admin/minigame/boxes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['minigame', 'admin'],
        summary: 'Admin: add a box (name, thumbnail, slots from the catalogue)',
        body: minigameBoxInputSchema,
        response: { 201: minigameBoxSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await minigame.create(request.body, actorOf(request))),
  );

  app.patch(
    '/api/v1/admin/minigame/boxes/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['minigame', 'admin'],
        summary: 'Admin: edit a box (slots replace the list, in order)',
        params: idParamsSchema,
        body: minigameBoxPatchSchema,
        response: { 200: minigameBoxSchema },
      },
    },
    async (request) => minigame.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/v1/admin/minigame/boxes/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['minigame', 'admin'], summary: 'Admin: delete a box', params: idParamsSchema },
    },
    async (request, reply) => {
      await minigame.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
};
