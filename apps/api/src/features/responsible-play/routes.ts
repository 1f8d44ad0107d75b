import {
  coolOffInputSchema,
  idParamsSchema,
  realityCheckInputSchema,
  responsiblePlayLimitsInputSchema,
  responsiblePlayNetQuerySchema,
  responsiblePlayNetSchema,
  responsiblePlayStateSchema,
  selfExclusionInputSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { selfActorOf } from '../audit/actor';
import type { ResponsiblePlayService } from './service';

const BASE = '/api/v1/users/me/responsible-play';
const response = { 200: responsiblePlayStateSchema };
const tags = ['users'];

/** The viewer's responsible-play settings (ADR 067), and the admin's read of a user's: no way to lift anything. */
export const responsiblePlayRoutes: FastifyPluginAsyncZod<{ responsiblePlay: ResponsiblePlayService }> = async (
  app,
  { responsiblePlay },
) => {
  app.get(
    BASE,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Your loss limits, cool-off, self-exclusion, reality check, and losses so far',
        response,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return responsiblePlay.state(request.user!.id);
    },
  );

  app.put(
    `${BASE}/limits`,
    {
      onRequest: app.requireUser,
      config: { fieldCodes: { dailyLimit: 'RG_LIMIT_INVALID', weeklyLimit: 'RG_LIMIT_INVALID' } },
      schema: {
        tags,
        summary:
          'Set your daily and weekly loss limits: a lower one applies at once, a higher one (or none) after 24 hours',
        body: responsiblePlayLimitsInputSchema,
        response,
      },
    },
    async (request) => responsiblePlay.setLimits(request.user!.id, request.body, selfActorOf(request)),
  );

  app.post(
    `${BASE}/cool-off`,
    {
      onRequest: app.requireUser,
      config: { fieldCodes: { length: 'RG_COOL_OFF_LENGTH', '(body)': 'RG_COOL_OFF_LENGTH' } },
      schema: {
        tags,
        summary: 'Take a break from staking points for 24 hours, 7 or 30 days (cannot be shortened or lifted)',
        body: coolOffInputSchema,
        response,
      },
    },
    async (request) => responsiblePlay.coolOff(request.user!.id, request.body.length, selfActorOf(request)),
  );

  app.post(
    `${BASE}/self-exclusion`,
    {
      onRequest: app.requireUser,
      config: { fieldCodes: { length: 'RG_COOL_OFF_LENGTH', '(body)': 'RG_COOL_OFF_LENGTH' } },
      schema: {
        tags,
        summary: 'Exclude yourself from staking points for 6 months or for good (cannot be shortened or lifted)',
        body: selfExclusionInputSchema,
        response,
      },
    },
    async (request) => responsiblePlay.selfExclude(request.user!.id, request.body.length, selfActorOf(request)),
  );

  app.put(
    `${BASE}/reality-check`,
    {
      onRequest: app.requireUser,
      config: { fieldCodes: { minutes: 'RG_REALITY_CHECK_INVALID', '(body)': 'RG_REALITY_CHECK_INVALID' } },
      schema: {
        tags,
        summary: 'Set how often (minutes of play) the reality check shows, or null for never',
        body: realityCheckInputSchema,
        response,
      },
    },
    async (request) => responsiblePlay.setRealityCheck(request.user!.id, request.body.minutes, selfActorOf(request)),
  );

  app.get(
    `${BASE}/net`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The reality check: points returned less points staked since a time (at most 24 hours back)',
        querystring: responsiblePlayNetQuerySchema,
        response: { 200: responsiblePlayNetSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return responsiblePlay.net(request.user!.id, new Date(request.query.since));
    },
  );

  app.get(
    '/api/v1/admin/users/:id/responsible-play',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Admin: a user's responsible-play state, read only (nothing can be lifted early)",
        params: idParamsSchema,
        response,
      },
    },
    async (request) => responsiblePlay.stateForAdmin(request.params.id),
  );
};
