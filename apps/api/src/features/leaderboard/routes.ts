import { actorOf } from '../audit/actor';
import {
  adminSponsorSchema,
  csvImportResultSchema,
  csvImportSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  refreezeSchema,
  sponsorInputSchema,
  sponsorPatchSchema,
  sponsorSchema,
  sponsorSlugParamsSchema,
} from '@app/contracts';
import type { Leaderboard } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../lib/prepared-body';
import type { LeaderboardService } from './service';

export const leaderboardRoutes: FastifyPluginAsyncZod<{ leaderboard: LeaderboardService }> = async (
  app,
  { leaderboard },
) => {
  app.get(
    '/api/v1/leaderboard/:slug',
    {
      // The same body for every visitor: /metrics counts its answers (ADR 074).
      config: { accessLog: 'errors' },
      schema: {
        tags: ['leaderboard'],
        summary:
          "A sponsor's wager leaderboard for the current Lisbon month, or the month containing `startTimestamp`; prepared body with ETag",
        params: sponsorSlugParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, 304: z.null().describe('Not modified (If-None-Match matched the ETag)') },
      },
    },
    async (request, reply) => {
      const { body, etag, frozen } = await leaderboard.read(request.params.slug, request.query.startTimestamp);
      return sendPrepared<Leaderboard>(request, reply, body, {
        etag,
        // A frozen month changes only with a viewer's choice of showing their site name: minutes, not hours.
        cacheControl: frozen ? 'public, max-age=300' : 'public, max-age=15',
      });
    },
  );

  app.get(
    '/api/v1/sponsors',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'Configured sponsors: slug, name, logo, prize table, and the frozen past months',
        response: { 200: z.array(sponsorSchema) },
      },
    },
    async () => leaderboard.listPublic(),
  );

  app.get(
    '/api/v1/admin/sponsors',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['leaderboard', 'admin'],
        summary: 'Admin: sponsors with adapter and whether credentials are set (never their value)',
        response: { 200: z.array(adminSponsorSchema) },
      },
    },
    async () => leaderboard.listAdmin(),
  );

  app.post(
    '/api/v1/admin/sponsors',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['leaderboard', 'admin'],
        summary: 'Admin: add a sponsor (credentials are sealed on the server)',
        body: sponsorInputSchema,
        response: { 201: adminSponsorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await leaderboard.create(request.body, actorOf(request))),
  );

  app.patch(
    '/api/v1/admin/sponsors/:slug',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['leaderboard', 'admin'],
        summary: 'Admin: edit a sponsor',
        params: sponsorSlugParamsSchema,
        body: sponsorPatchSchema,
        response: { 200: adminSponsorSchema },
      },
    },
    async (request) => leaderboard.update(request.params.slug, request.body, actorOf(request)),
  );

  app.post(
    '/api/v1/admin/sponsors/:slug/import',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['leaderboard', 'admin'],
        summary: 'Admin: import a month of standings from CSV (username,wagered)',
        params: sponsorSlugParamsSchema,
        body: csvImportSchema,
        response: { 200: csvImportResultSchema },
      },
    },
    async (request) =>
      leaderboard.importCsv(request.params.slug, request.body.period, request.body.csv, actorOf(request)),
  );

  app.post(
    '/api/v1/admin/sponsors/:slug/refreeze',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['leaderboard', 'admin'],
        summary: 'Admin: fetch an ended month again and freeze it anew (needs confirm: true; logged)',
        params: sponsorSlugParamsSchema,
        body: refreezeSchema,
      },
    },
    async (request, reply) => {
      await leaderboard.refreeze(request.params.slug, request.body.period, actorOf(request));
      return reply.status(204).send();
    },
  );
};
