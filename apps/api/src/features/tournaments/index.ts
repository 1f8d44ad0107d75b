import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TOURNAMENT_EVENT } from '@app/contracts';
import { tournamentOverlayRoutes } from './overlay-routes';
import { tournamentsRoutes } from './routes';
import { createTournamentsService, type TournamentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tournaments with predictions (the chat's `!pick` predicts through it too). */
    tournaments: TournamentsService;
  }
}

/** Tournaments: the public pages, the viewers' predictions, the admin's console routes and the OBS overlays' read. */
export default fp(
  async (app: FastifyInstance) => {
    const tournaments = createTournamentsService({
      db: app.db,
      beacon: app.beacon,
      slots: app.slots,
      slotRequests: app.slotRequests,
    });
    app.decorate('tournaments', tournaments);
    // A change on any instance (a site event `tournament`): this instance's shared public view is dropped.
    const offSite = app.bus.subscribeSite((e) => {
      if (e.event === TOURNAMENT_EVENT && typeof e.data.id === 'string') tournaments.forget(e.data.id);
    });
    app.addHook('onClose', async () => offSite());
    await app.register(tournamentsRoutes, { tournaments, betsPerMinute: app.config.RATE_LIMIT_BETS_PER_MINUTE });
    const keys = app.overlayKeys;
    await app.register(tournamentOverlayRoutes, { tournaments, verifyOverlayKey: (key) => keys.verify(key) });
  },
  {
    name: 'tournaments',
    dependencies: ['config', 'beacon', 'database', 'event-bus', 'authentication', 'slots', 'slot-requests', 'overlays'],
  },
);
