import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startJob } from '../../lib/jobs';
import { analyticsRoutes } from './routes';
import { createAnalyticsService, type AnalyticsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Admin analytics (read model over the ledger, hunts, offers, redemptions) and its summary job. */
    analytics: AnalyticsService;
  }
}

/** How often each instance looks for closed days without a summary (a run with nothing to do is one small query). */
const SUMMARY_EVERY_MS = 10 * 60_000;

/** Admin analytics: the routes, and the job that summarises each closed Lisbon day (ADR 049). */
export default fp(
  async (app: FastifyInstance) => {
    const analytics = createAnalyticsService({ db: app.db });
    app.decorate('analytics', analytics);
    await app.register(analyticsRoutes, { analytics });
    // Every instance runs it; the writes are upserts keyed by day, so instances never conflict.
    if (app.config.NODE_ENV !== 'test') {
      const job = startJob({
        name: 'analytics-summary',
        everyMs: SUMMARY_EVERY_MS,
        jitterMs: 60_000,
        firstDelayMs: 30_000,
        run: () => analytics.summarise(),
        log: app.log,
        metrics: app.metrics,
      });
      app.addHook('onClose', () => job.stop());
    }
  },
  { name: 'analytics', dependencies: ['config', 'database', 'authentication', 'metrics'] },
);
