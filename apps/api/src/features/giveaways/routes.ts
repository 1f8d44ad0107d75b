import { actorOf, type AuditActor } from '../audit/actor';
import {
  giveawayEnterResultSchema,
  giveawayEnterSchema,
  giveawayEntriesSchema,
  giveawayInputSchema,
  giveawayListSchema,
  giveawayPatchSchema,
  giveawayNoBeaconSchema,
  giveawayRerollSchema,
  giveawaySchema,
  idParamsSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { GiveawaysService } from './service';

type Options = {
  giveaways: GiveawaysService;
  betsPerMinute: number;
  verifyOverlayKey: (key: unknown) => Promise<boolean>;
};

/** The giveaways' routes: the viewers' and the overlay's, then the admin's. */
export const giveawaysRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  await viewerRoutes(app, options);
  await adminRoutes(app, options);
};

/** What viewers and the OBS overlay read, and a viewer's entry. */
const viewerRoutes: FastifyPluginAsyncZod<Options> = async (app, { giveaways, betsPerMinute, verifyOverlayKey }) => {
  const viewer = async (
    request: Parameters<typeof app.readSession>[0],
    reply: { header: (k: string, v: string) => unknown },
  ) => {
    const session = await app.readSession(request);
    reply.header('cache-control', session ? 'private, no-store' : 'public, no-cache');
    return session?.id ?? null;
  };

  app.get(
    '/api/v1/giveaways',
    {
      schema: {
        tags: ['giveaways'],
        summary:
          "Giveaways: the current ones (scheduled, open, closing; closing first) and the latest ended ones (drawn, final, cancelled); `me` holds the signed-in viewer's entry",
        response: { 200: giveawayListSchema },
      },
    },
    async (request, reply) => giveaways.list(await viewer(request, reply)),
  );

  app.get(
    '/api/v1/giveaways/:id',
    {
      schema: {
        tags: ['giveaways'],
        summary:
          'One giveaway: its rules, the server seed hash (the seed itself once drawn), the picks and the viewer entry',
        params: idParamsSchema,
        response: { 200: giveawaySchema },
      },
    },
    async (request, reply) => giveaways.get(request.params.id, await viewer(request, reply)),
  );

  app.get(
    '/api/v1/giveaways/:id/entries',
    {
      schema: {
        tags: ['giveaways'],
        summary:
          'The frozen entry list of a drawn giveaway in list order, and its public text (`entryId:tickets` lines; its SHA-256 is the client seed). 409 GIVEAWAY_NOT_DRAWN before the draw',
        params: idParamsSchema,
        response: { 200: giveawayEntriesSchema },
      },
    },
    async (request) => giveaways.entries(request.params.id),
  );

  app.post(
    '/api/v1/giveaways/:id/enter',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['giveaways'],
        summary:
          'Buy tickets (default 1): the cost leaves the balance with them. 409 GIVEAWAY_CLOSED, GIVEAWAY_MAX_TICKETS, INSUFFICIENT_POINTS; 403 GIVEAWAY_NOT_ELIGIBLE, AFFILIATE_REQUIRED (no verified casino account where the giveaway asks)',
        params: idParamsSchema,
        body: giveawayEnterSchema.nullish(),
        response: { 200: giveawayEnterResultSchema },
      },
    },
    async (request) =>
      giveaways.enter(request.params.id, request.user!.id, request.body?.tickets ?? 1, { source: 'site' }),
  );

  app.get(
    '/api/v1/overlay/giveaway/active',
    {
      schema: {
        tags: ['giveaways'],
        summary:
          'The giveaway an OBS overlay shows (the open one, else one drawn in the last 10 minutes); header `x-api-key` = the overlay key, else 401',
        headers: z.object({ 'x-api-key': z.string().max(200).optional() }),
        response: { 200: z.object({ giveaway: giveawaySchema.nullable() }) },
      },
    },
    async (request, reply) => {
      if (!(await verifyOverlayKey(request.headers['x-api-key'])))
        throw new AppError('UNAUTHENTICATED', 'A valid overlay key is required (x-api-key).');
      reply.header('cache-control', 'no-store');
      return { giveaway: await giveaways.overlay() };
    },
  );
};

/** The admin's: create, edit, and the draw's actions (draw, reroll, finalize, cancel). */
const adminRoutes: FastifyPluginAsyncZod<Options> = async (app, { giveaways }) => {
  const admin = { onRequest: app.requireAdmin };
  app.post(
    '/api/v1/admin/giveaways',
    {
      ...admin,
      schema: {
        tags: ['giveaways', 'admin'],
        summary: 'Admin: create a giveaway; the server fixes its secret server seed and shows only its SHA-256',
        body: giveawayInputSchema,
        response: { 201: giveawaySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await giveaways.create(request.body, actorOf(request))),
  );

  app.patch(
    '/api/v1/admin/giveaways/:id',
    {
      ...admin,
      schema: {
        tags: ['giveaways', 'admin'],
        summary:
          'Admin: edit a giveaway; once it has entries only a later closing time (409 GIVEAWAY_LOCKED otherwise)',
        params: idParamsSchema,
        body: giveawayPatchSchema,
        response: { 200: giveawaySchema },
      },
    },
    async (request) => giveaways.edit(request.params.id, request.body, actorOf(request)),
  );

  const action = (
    path: string,
    summary: string,
    run: (id: string, body: unknown, actor: AuditActor) => Promise<unknown>,
    body?: z.ZodType,
  ) =>
    app.post(
      `/api/v1/admin/giveaways/:id/${path}`,
      {
        ...admin,
        schema: {
          tags: ['giveaways', 'admin'],
          summary,
          params: idParamsSchema,
          ...(body ? { body } : {}),
          response: { 200: giveawaySchema },
        },
      },
      async (request) => run(request.params.id, request.body, actorOf(request)) as never,
    );

  action(
    'draw',
    'Admin: close the giveaway now; it draws as soon as the drand round after the close is out (this call or the job a few seconds later)',
    (id, _body, actor) => giveaways.drawNow(id, actor),
  );
  action(
    'draw-without-beacon',
    'Admin: close now and draw without the drand beacon (no relay answers); the proof says so with the reason',
    (id, body, actor) =>
      giveaways.drawWithoutBeacon(id, (body as z.infer<typeof giveawayNoBeaconSchema>).reason, actor),
    giveawayNoBeaconSchema,
  );
  action(
    'reroll',
    'Admin: disqualify a standing winner (by its pick nonce) with a public reason; the next nonce picks again (409 NO_ENTRIES_LEFT when none is left)',
    (id, body, actor) => {
      const { nonce, reason } = body as z.infer<typeof giveawayRerollSchema>;
      return giveaways.reroll(id, nonce, reason, actor);
    },
    giveawayRerollSchema,
  );
  action(
    'finalize',
    "Admin: make the draw final and pay each standing winner's points prize once",
    (id, _body, actor) => giveaways.finalize(id, actor),
  );
  action('cancel', 'Admin: cancel the giveaway; every paid ticket is refunded once', (id, _body, actor) =>
    giveaways.cancel(id, actor),
  );
};
