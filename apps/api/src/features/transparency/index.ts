import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GIVEAWAY_EVENT, TRANSPARENCY_EVENT } from '@app/contracts';
import { transparencyRoutes } from './routes';
import { createTransparencyService, type TransparencyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public transparency report (ADR 069). */
    transparency: TransparencyService;
  }
}

/** The public transparency report (ADR 069): a read model over the ledger, prizes, giveaways, live hunts and tournaments. */
export default fp(
  async (app: FastifyInstance) => {
    const transparency = createTransparencyService({
      db: app.db,
      sources: {
        prizes: () => app.prizes.list(),
        finishedHunts: async () => (await app.liveHunt.stats.overview()).hunts,
        tournaments: (from, until) => app.tournaments.transparencyRows(from, until),
      },
    });
    app.decorate('transparency', transparency);
    // A giveaway drawn, finalized or cancelled, a live hunt finished, a tournament's pool settled (the
    // `transparency` event of its settlement), or a winner's anonymous choice, on any instance: the next read is fresh (every other change shows within TRANSPARENCY_CACHE_MS).
    const offHunt = app.bus.subscribe((change) => {
      if (change === 'resync' || change.kind === 'finished') transparency.forget();
    });
    const offSite = app.bus.subscribeSite((e) => {
      if (e.event === GIVEAWAY_EVENT || e.event === TRANSPARENCY_EVENT) transparency.forget();
    });
    app.addHook('onClose', async () => {
      offHunt();
      offSite();
    });
    await app.register(transparencyRoutes, { transparency, publicUrl: app.config.PUBLIC_URL });
  },
  {
    name: 'transparency',
    dependencies: [
      'config',
      'database',
      'event-bus',
      'authentication',
      'live-hunt',
      'prizes',
      'giveaways',
      'tournaments',
    ],
  },
);
