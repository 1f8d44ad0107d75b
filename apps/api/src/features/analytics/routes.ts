import {
  activeAccountsAnalyticsSchema,
  analyticsQuerySchema,
  huntsAnalyticsSchema,
  offerClicksAnalyticsSchema,
  pointsAnalyticsSchema,
  redemptionsAnalyticsSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsService } from './service';

/** Admin analytics: one endpoint per chart, so each answers on its own and the page draws them as they come. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  const common = { onRequest: app.requireAdmin } as const;
  const tags = ['analytics', 'admin'];

  app.get(
    '/api/v1/admin/analytics/points',
    {
      ...common,
      schema: {
        tags,
        summary: 'Admin: points issued and spent per Lisbon day and source (7, 30 or 90 days)',
        querystring: analyticsQuerySchema,
        response: { 200: pointsAnalyticsSchema },
      },
    },
    async (request) => analytics.points(request.query),
  );

  app.get(
    '/api/v1/admin/analytics/active-accounts',
    {
      ...common,
      schema: {
        tags,
        summary: 'Admin: distinct active accounts per Lisbon day by linked platforms',
        querystring: analyticsQuerySchema,
        response: { 200: activeAccountsAnalyticsSchema },
      },
    },
    async (request) => analytics.activeAccounts(request.query),
  );

  app.get(
    '/api/v1/admin/analytics/offer-clicks',
    {
      ...common,
      schema: {
        tags,
        summary: 'Admin: Claim clicks per offer (casino) per Lisbon day',
        querystring: analyticsQuerySchema,
        response: { 200: offerClicksAnalyticsSchema },
      },
    },
    async (request) => analytics.offerClicks(request.query),
  );

  app.get(
    '/api/v1/admin/analytics/redemptions',
    {
      ...common,
      schema: {
        tags,
        summary: 'Admin: redemptions requested, approved and denied per Lisbon day',
        querystring: analyticsQuerySchema,
        response: { 200: redemptionsAnalyticsSchema },
      },
    },
    async (request) => analytics.redemptions(request.query),
  );

  app.get(
    '/api/v1/admin/analytics/hunts',
    {
      ...common,
      schema: {
        tags,
        summary: 'Admin: GTB guesses and AVG bets of each live hunt started in the range',
        querystring: analyticsQuerySchema,
        response: { 200: huntsAnalyticsSchema },
      },
    },
    async (request) => analytics.hunts(request.query),
  );
};
