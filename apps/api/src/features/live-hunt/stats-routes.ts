import { finishedHuntStatsSchema, huntIdParamsSchema, huntStatsOverviewSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentEtag, sendPrepared } from '../../lib/prepared-body';
import { compileResponse } from '../../lib/response-serializer';
import type { HuntStatsService } from './hunt-stats';

/**
 * The public statistics of the finished live hunts (no sign-in). Every visitor gets the same body,
 * serialised once per cached value and revalidated by a content ETag (the same on every instance).
 */
export const huntStatsRoutes: FastifyPluginAsyncZod<{ stats: HuntStatsService }> = async (app, { stats }) => {
  const prepared = new WeakMap<object, { body: string; etag: string }>();
  const prepare = <T extends object>(value: T, serialize: (v: T) => string) => {
    let hit = prepared.get(value);
    if (!hit) {
      const body = serialize(value);
      hit = { body, etag: contentEtag('hs', body) };
      prepared.set(value, hit);
    }
    return hit;
  };
  const serializeOverview = compileResponse(huntStatsOverviewSchema);
  const serializeHunt = compileResponse(finishedHuntStatsSchema);
  const cacheControl = 'public, no-cache';

  app.get(
    '/api/v1/hunt-stats',
    {
      schema: {
        tags: ['live-hunt'],
        summary:
          "Statistics across the streamer's finished live hunts (never a running or cancelled one, never a viewer's own hunts): profit or loss per hunt and running, average multipliers, best and worst slots and providers (with a minimum of bonuses), biggest wins. Money in the site currency (GET /api/v1/config), as numbers with 2 decimals.",
        response: { 200: huntStatsOverviewSchema },
      },
    },
    async (request, reply) => {
      const { body, etag } = prepare(await stats.overview(), serializeOverview);
      return sendPrepared(request, reply, body, { cacheControl, etag });
    },
  );

  app.get(
    '/api/v1/live-hunts/:huntId/stats',
    {
      schema: {
        tags: ['live-hunt'],
        summary:
          'A finished live hunt and its balance as its bonuses open (the start, then one point per opened bonus in the hunt order); 404 NOT_FOUND for an unknown, running or cancelled hunt. Money in the site currency (GET /api/v1/config), as numbers with 2 decimals.',
        params: huntIdParamsSchema,
        response: { 200: finishedHuntStatsSchema },
      },
    },
    async (request, reply) => {
      const { body, etag } = prepare(await stats.finishedHunt(request.params.huntId), serializeHunt);
      return sendPrepared(request, reply, body, { cacheControl, etag });
    },
  );
};
