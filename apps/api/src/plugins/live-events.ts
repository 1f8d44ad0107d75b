import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pointsService } from '../features/points/service';
import { createBalancePush } from '../lib/balance-push';
import type { SseHub } from '../lib/sse-hub';
import type { HuntStream } from '../features/live-hunt/stream';

/** A Last-Event-ID the hunt events can resume from; anything else reads as none. */
export const parseLastEventId = (header: unknown): number | null =>
  typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;

/**
 * `GET /api/v1/events`: the one event stream a page holds. A signed-in connection (session cookie)
 * gets a `balance` event ({balance}, nothing else) whenever that user's balance changes, from any
 * instance; `?hunt=1` adds the live hunt's `hunt` events (ids, Last-Event-ID and snapshot exactly as
 * /api/v1/live-hunt/events). Caps per address, per user and per instance answer 429.
 */
export const liveEventsRoutes: FastifyPluginAsyncZod<{ hub: SseHub; huntStream: HuntStream }> = async (
  app,
  { hub, huntStream },
) => {
  app.get(
    '/api/v1/events',
    {
      schema: {
        tags: ['live-hunt', 'users'],
        summary:
          "Server-sent events of this page: `balance` (data: {balance}) on every change of the signed-in user's balance; `giveaway` (data: {id, state}) when a giveaway is drawn, rerolled, finalized or cancelled; with hunt=1 also the live hunt's `hunt` events (resumes with Last-Event-ID). 429 RATE_LIMITED past the connection caps.",
        querystring: z.object({ hunt: z.enum(['0', '1']).optional() }),
        response: {
          200: {
            description: 'An endless text/event-stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const session = await app.readSession(request);
      const client = hub.open(reply, { ip: request.ip, userId: session?.id ?? null });
      if (request.query.hunt === '1')
        await huntStream.connect(client, parseLastEventId(request.headers['last-event-id']));
    },
  );
};

/**
 * The live event streams: balance pushes to the users' open streams, `GET /api/v1/events`, and the
 * end of every stream before the server waits for connections (SSE connections never end by
 * themselves): the balance push stops, the hunt stream closes, then the hub ends what is left.
 */
export const liveEventsPlugin = fp(
  async (app: FastifyInstance) => {
    const { bus, hub, huntStream, db } = app;
    const loadBalances = (ids: string[]) => pointsService.balances(db, ids);
    const stopBalancePush = createBalancePush({ bus, hub, loadBalances, log: app.log });
    // Site-wide events (a giveaway drawn …) go to every open page of every instance.
    const stopSiteEvents = bus.subscribeSite((e) =>
      hub.broadcast(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`),
    );
    app.addHook('preClose', async () => {
      stopSiteEvents();
      stopBalancePush();
      await huntStream.close();
      hub.close();
    });
    await app.register(liveEventsRoutes, { hub, huntStream });
  },
  { name: 'live-events', dependencies: ['database', 'event-bus', 'authentication', 'live-hunt'] },
);
