import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startJob } from '../../lib/jobs';
import { casinoAccountsRoutes } from './routes';
import { createCasinoAccountsService, type CasinoAccountsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Viewers' casino accounts at the sponsors, verified from the sponsors' wager rows. */
    casinoAccounts: CasinoAccountsService;
  }
}

/**
 * Casino accounts (ADR 058): viewers' claims, their verification against the sponsors' rows after
 * every standings write of the leaderboard (sync, import, re-freeze) and on a timer (which also
 * expires stale claims), and the admin desk.
 */
export default fp(
  async (app: FastifyInstance) => {
    const casinoAccounts = createCasinoAccountsService({ db: app.db });
    app.decorate('casinoAccounts', casinoAccounts);
    app.leaderboard.onStandingsWritten((sponsorId, period) => casinoAccounts.reconcile(sponsorId, period));
    app.leaderboard.setViewerNames((sponsorId, names) => casinoAccounts.siteNamesOnBoard(sponsorId, names));
    await app.register(casinoAccountsRoutes, { casinoAccounts });
    const everyMs = app.config.CASINO_ACCOUNTS_CHECK_SECONDS * 1000;
    if (everyMs > 0 && app.config.NODE_ENV !== 'test') {
      const job = startJob({
        name: 'casino-accounts',
        everyMs,
        jitterMs: Math.min(30_000, everyMs / 10),
        firstDelayMs: 10_000,
        run: () => casinoAccounts.reconcile(),
        log: app.log,
        metrics: app.metrics,
        quiet: true,
      });
      app.addHook('onClose', () => job.stop());
    }
  },
  { name: 'casino-accounts', dependencies: ['config', 'database', 'authentication', 'leaderboard'] },
);
