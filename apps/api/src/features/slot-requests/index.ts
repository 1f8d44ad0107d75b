import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { slotRequestsRoutes } from './routes';
import { createSlotRequestsService, type SlotRequestsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Viewers' slot requests, from the site and from chat (`!sr`). */
    slotRequests: SlotRequestsService;
  }
}

/** Slot requests: the public board, the viewer's request and withdrawal, the streamer's decisions. */
export default fp(
  async (app: FastifyInstance) => {
    const slotRequests = createSlotRequestsService({ db: app.db, slots: app.slots, liveHunt: app.liveHunt });
    app.decorate('slotRequests', slotRequests);
    await app.register(slotRequestsRoutes, { slotRequests, betsPerMinute: app.config.RATE_LIMIT_BETS_PER_MINUTE });
  },
  { name: 'slot-requests', dependencies: ['config', 'database', 'authentication', 'slots', 'live-hunt'] },
);
