import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startJob } from '../../lib/jobs';
import { giveawaysRoutes } from './routes';
import { createGiveawaysService, type GiveawaysService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Provably fair giveaways (the chat's `!join` enters them too). */
    giveaways: GiveawaysService;
  }
}

/** How often each instance looks for giveaways past their closing time to draw (at most one beacon period). */
const DRAW_EVERY_MS = 5_000;

/**
 * Giveaways: the pages' and admin's routes, and the job that draws a giveaway at its closing time and
 * makes a drawn one final once its winners have stood for GIVEAWAY_AUTO_FINALIZE_HOURS.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { beacon } = app;
    const giveaways = createGiveawaysService({
      db: app.db,
      beacon,
      affiliates: app.casinoAccounts,
      twitchSubscriber: (twitchUserId) => app.twitchChannel.isSubscriber(twitchUserId),
      kickSubscriber: (kickUserId) => app.kickChannel.isSubscriber(kickUserId),
      autoFinalizeHours: app.config.GIVEAWAY_AUTO_FINALIZE_HOURS,
    });
    app.decorate('giveaways', giveaways);
    const keys = app.overlayKeys;
    await app.register(giveawaysRoutes, {
      giveaways,
      betsPerMinute: app.config.RATE_LIMIT_BETS_PER_MINUTE,
      verifyOverlayKey: (key) => keys.verify(key),
    });
    // Each instance draws what is due; the draw locks the row, so a giveaway is drawn once.
    if (app.config.NODE_ENV !== 'test') {
      const job = startJob({
        name: 'giveaway-draw',
        everyMs: Math.min(DRAW_EVERY_MS, beacon.chain.period * 1000),
        jitterMs: 1_000,
        firstDelayMs: 2_000,
        run: async () => (await giveaways.drawDue()) + (await giveaways.finalizeDue()),
        log: app.log,
        quiet: true,
      });
      app.addHook('onClose', () => job.stop());
    }
  },
  {
    name: 'giveaways',
    dependencies: [
      'config',
      'beacon',
      'database',
      'authentication',
      'overlays',
      'twitch-channel',
      'kick-channel',
      'casino-accounts',
    ],
  },
);
