import { privacySchema, transparencyQuerySchema, transparencySchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentEtag, sendPrepared } from '../../lib/prepared-body';
import { compileResponse } from '../../lib/response-serializer';
import { transparencyCsv } from './csv';
import type { TransparencyService } from './service';

/**
 * The public transparency report (no sign-in; the same body for every visitor, serialised once per
 * cached report and revalidated by a content ETag) with its CSV, and the account's choice to appear
 * as anonymous among its winners.
 */
export const transparencyRoutes: FastifyPluginAsyncZod<{
  transparency: TransparencyService;
  publicUrl: string;
}> = async (app, { transparency, publicUrl }) => {
  const serialize = compileResponse(transparencySchema);
  const prepared = new WeakMap<object, { body: string; etag: string }>();
  // Revalidated on every read (a 304 when unchanged): a live event's refetch must never meet a browser's copy.
  const cacheControl = 'public, no-cache';
  const fieldCodes = { period: 'TRANSPARENCY_PERIOD_INVALID' } as const;

  app.get(
    '/api/v1/transparency',
    {
      config: { fieldCodes },
      schema: {
        tags: ['transparency'],
        summary:
          'The public transparency report of a Lisbon month or all time: points issued and spent by source, prizes awarded and paid by kind, every giveaway drawn with its proof, every finished live hunt, every tournament finished or cancelled with its prediction pools. Winners by site name, or null for one who chose to appear as anonymous. 400 TRANSPARENCY_PERIOD_INVALID for a period other than all or YYYY-MM. Read again at most once a minute per instance.',
        querystring: transparencyQuerySchema,
        response: { 200: transparencySchema },
      },
    },
    async (request, reply) => {
      const report = await transparency.report(request.query.period);
      let hit = prepared.get(report);
      if (!hit) {
        const body = serialize(report);
        hit = { body, etag: contentEtag('tr', body) };
        prepared.set(report, hit);
      }
      return sendPrepared(request, reply, hit.body, { cacheControl, etag: hit.etag });
    },
  );

  app.get(
    '/api/v1/transparency.csv',
    {
      config: { fieldCodes },
      schema: {
        tags: ['transparency'],
        summary:
          'The same report as one CSV table (a section column: points, prizes, giveaways, hunts, tournaments); a download named transparency-<period>.csv.',
        querystring: transparencyQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, RFC 4180, CRLF line ends') },
      },
    },
    async (request, reply) => {
      const { period } = request.query;
      const csv = transparencyCsv(await transparency.report(period), publicUrl);
      return reply
        .header('cache-control', cacheControl)
        .header('content-disposition', `attachment; filename="transparency-${period}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.get(
    '/api/v1/users/me/privacy',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Whether you appear as "anonymous" among the winners on the public transparency report',
        response: { 200: privacySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return transparency.privacy(request.user!.id);
    },
  );

  app.put(
    '/api/v1/users/me/privacy',
    {
      onRequest: app.requireUser,
      config: { fieldCodes: { anonymous: 'VALIDATION_ERROR' } },
      schema: {
        tags: ['users'],
        summary:
          'Appear as "anonymous" among the winners on the public transparency report (true), or by your site name (false); the report follows at once',
        body: privacySchema,
        response: { 200: privacySchema },
      },
    },
    async (request) => transparency.setPrivacy(request.user!.id, request.body.anonymous),
  );
};
