import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { offersRoutes } from './routes';
import { createOffersService } from './service';
import { startOfferTerms, type OfferTerms } from './terms';

declare module 'fastify' {
  interface FastifyInstance {
    /** The words naming the site's own offers, for the Twitch guard of the chat replies. */
    offerTerms: OfferTerms;
  }
}

/** How often an instance reads the offer terms again (an offer edited on another instance). */
const OFFER_TERMS_EVERY_MS = 30_000;

export default fp(
  async (app: FastifyInstance) => {
    const terms = startOfferTerms({ db: app.db, log: app.log, everyMs: OFFER_TERMS_EVERY_MS });
    app.decorate('offerTerms', terms);
    app.addHook('onClose', () => terms.stop());
    const offers = createOffersService({
      onChange: () => terms.refresh(),
      db: app.db,
      clickSalt: `${app.sessionSecret}:offer-clicks`,
      cacheMs: app.config.LEADERBOARD_CACHE_MS,
    });
    await app.register(offersRoutes, { offers });
  },
  { name: 'offers', dependencies: ['config', 'database', 'secrets', 'authentication', 'metrics', 'visitor-country'] },
);
