import {
  adminCasinoAccountSchema,
  adminCasinoAccountsPageSchema,
  adminCasinoAccountsQuerySchema,
  casinoAccountClaimSchema,
  casinoAccountDecisionSchema,
  casinoAccountPatchSchema,
  casinoAccountReassignSchema,
  casinoAccountSchema,
  casinoAccountSettingsSchema,
  idParamsSchema,
  myCasinoAccountsSchema,
  okSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor';
import type { CasinoAccountsService } from './service';

type Options = { casinoAccounts: CasinoAccountsService };

/** The viewer's own claims: list, claim, their site name's choice, removal. */
const viewerRoutes: FastifyPluginAsyncZod<Options> = async (app, { casinoAccounts }) => {
  app.get(
    '/api/v1/casino-accounts',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['casino-accounts'],
        summary:
          "The signed-in viewer's casino accounts (claims at the sponsor casinos, live ones first), the sponsors to claim at and the claim window in days",
        response: { 200: myCasinoAccountsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return casinoAccounts.mine(request.user!.id);
    },
  );

  app.post(
    '/api/v1/casino-accounts',
    {
      onRequest: app.requireUser,
      // Per account: a claim is cheap to make and costs a name check; 20 a minute is far above a person's need.
      config: {
        rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (request) => request.user?.id ?? request.ip },
      },
      schema: {
        tags: ['casino-accounts'],
        summary:
          "Claim the viewer's username at a sponsor: pending until the sponsor's rows for the streamer's code show it (this or last Lisbon month), then verified; checked at once. 400 fields.sponsor for an unknown sponsor; 409 CASINO_CLAIM_EXISTS (one live claim per sponsor), CASINO_NAME_TAKEN (another account claimed it first), CASINO_NAME_VERIFIED (verified for another account), CASINO_NAME_REVOKED",
        body: casinoAccountClaimSchema,
        response: { 201: casinoAccountSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await casinoAccounts.claim(request.user!.id, request.body)),
  );

  app.delete(
    '/api/v1/casino-accounts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['casino-accounts'],
        summary:
          "Remove one of the viewer's own claims (404 for another viewer's; 409 CASINO_NAME_REVOKED for a revoked one, which only an admin removes)",
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await casinoAccounts.withdraw(request.user!.id, request.params.id);
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/v1/casino-accounts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['casino-accounts'],
        summary:
          "Turn on or off the viewer's site name beside this casino name on the public leaderboard (shown while the claim is verified; 404 for another viewer's claim)",
        params: idParamsSchema,
        body: casinoAccountPatchSchema,
        response: { 200: casinoAccountSchema },
      },
    },
    async (request) => casinoAccounts.setShowSiteName(request.user!.id, request.params.id, request.body.showSiteName),
  );
};

/** The admin desk: the claims with filters, the claim window, verify, revoke and reassign. */
const adminRoutes: FastifyPluginAsyncZod<Options> = async (app, { casinoAccounts }) => {
  app.get(
    '/api/v1/admin/casino-accounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['casino-accounts', 'admin'],
        summary: 'Admin: the claims, newest first, filtered by sponsor slug, state and a name (casino name or account)',
        querystring: adminCasinoAccountsQuerySchema,
        response: { 200: adminCasinoAccountsPageSchema },
      },
    },
    async (request) => casinoAccounts.adminList(request.query),
  );

  app.get(
    '/api/v1/admin/casino-accounts/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['casino-accounts', 'admin'],
        summary: 'Admin: the claim window (days a pending claim waits to be seen before it expires)',
        response: { 200: casinoAccountSettingsSchema },
      },
    },
    async () => casinoAccounts.settings(),
  );

  app.put(
    '/api/v1/admin/casino-accounts/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['casino-accounts', 'admin'],
        summary: 'Admin: set the claim window in days (1-365; audited)',
        body: casinoAccountSettingsSchema,
        response: { 200: casinoAccountSettingsSchema },
      },
    },
    async (request) => casinoAccounts.saveSettings(request.body, actorOf(request)),
  );

  app.post(
    '/api/v1/admin/casino-accounts/:id/verify',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['casino-accounts', 'admin'],
        summary:
          'Admin: verify a claim by hand, with an optional note (audited). 409 ALREADY_DECIDED when verified, CASINO_NAME_TAKEN / CASINO_NAME_VERIFIED when another claim holds the name, CASINO_CLAIM_EXISTS when the account has another live claim there',
        params: idParamsSchema,
        body: casinoAccountDecisionSchema.nullish(),
        response: { 200: adminCasinoAccountSchema },
      },
    },
    async (request) => casinoAccounts.verify(request.params.id, actorOf(request), request.body?.note),
  );

  app.post(
    '/api/v1/admin/casino-accounts/:id/revoke',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['casino-accounts', 'admin'],
        summary:
          'Admin: revoke a claim, with an optional note (audited): no future rewards from it, nothing paid is taken back, and the name stays blocked at that sponsor. 409 ALREADY_DECIDED when revoked',
        params: idParamsSchema,
        body: casinoAccountDecisionSchema.nullish(),
        response: { 200: adminCasinoAccountSchema },
      },
    },
    async (request) => casinoAccounts.revoke(request.params.id, actorOf(request), request.body?.note),
  );

  app.post(
    '/api/v1/admin/casino-accounts/:id/reassign',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['casino-accounts', 'admin'],
        summary:
          'Admin: move a claim, in its state, to another account (audited). 404 for an unknown account; 409 CASINO_CLAIM_EXISTS when that account has a live claim at the sponsor',
        params: idParamsSchema,
        body: casinoAccountReassignSchema,
        response: { 200: adminCasinoAccountSchema },
      },
    },
    async (request) =>
      casinoAccounts.reassign(request.params.id, request.body.userId, actorOf(request), request.body.note),
  );
};

export const casinoAccountsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  await viewerRoutes(app, options);
  await adminRoutes(app, options);
};
