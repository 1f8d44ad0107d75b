import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAppBus, type AppBus } from '../lib/event-bus';
import { createSseHub, type SseHub } from '../lib/sse-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hunt and balance changes from every instance (lib/event-bus.ts). */
    bus: AppBus;
    /** Every event-stream connection of this instance, under the connection caps (lib/sse-hub.ts). */
    hub: SseHub;
  }
}

/**
 * The event bus and the SSE hub. The hub's connections are ended at preClose by the live events
 * plugin (after the streams that write to them); the bus closes on close.
 */
export const eventBusPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const bus = await createAppBus(app.database, app.log);
    app.decorate('bus', bus);
    app.decorate(
      'hub',
      createSseHub({
        heartbeatMs: config.LIVE_HUNT_HEARTBEAT_SECONDS * 1000,
        limits: {
          perIp: config.LIVE_EVENTS_MAX_PER_IP,
          perUser: config.LIVE_EVENTS_MAX_PER_USER,
          total: config.LIVE_EVENTS_MAX_TOTAL,
        },
      }),
    );
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'event-bus', dependencies: ['config', 'database'] },
);
