import { okSchema } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameSecret } from './stored-token';

/** The admin's connect round trip of one platform (Twitch's under /api/v1/admin/earning, Kick's under /api/v1/admin/kick). */
export type ConnectRoutesOptions = {
  /** The routes' prefix: `<base>/connect`, `<base>/callback`, `<base>/connection`; also the cookie's path. */
  base: string;
  /** The httpOnly cookie that carries the state (and the PKCE verifier) from connect to callback. */
  cookie: string;
  /** PKCE: the cookie holds `state.verifier`, and the callback needs both (Kick, ADR 041). */
  pkce: boolean;
  /** The query parameter that tells /admin/earning the outcome (`?<name>=ok|denied|state|failed`). */
  outcomeParam: string;
  /** The log line of a failed connect. */
  failureLog: string;
  /** The OpenAPI summaries of the four routes. */
  summaries: { connect: string; callback: string; connection: string; disconnect: string };
  /** The connection's view as the admin reads it. */
  viewSchema: z.ZodTypeAny;
  secureCookies: boolean;
  /** Where the admin's browser goes, with a fresh state (and PKCE verifier). */
  start: () => { url: string; state: string; verifier?: string };
  /** The callback's connect: exchanges the code and stores the connection (a throw is `?…=failed`). */
  connect: (code: string, verifier: string | undefined, request: FastifyRequest) => Promise<void>;
  /** What runs once connected, before the redirect (Kick: its webhook subscriptions). */
  afterConnect?: () => Promise<unknown>;
  view: () => Promise<unknown>;
  disconnect: (request: FastifyRequest) => Promise<void>;
};

/**
 * Registers a platform's admin connect routes, alike for Twitch and Kick: `GET <base>/connect` (state
 * cookie, then the platform's authorize page), `GET <base>/callback` (checks the state, connects, back
 * to /admin/earning with the outcome), `GET <base>/connection` and `DELETE <base>/connection`.
 */
export function registerConnectRoutes(instance: FastifyInstance, opts: ConnectRoutesOptions): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { base, cookie, outcomeParam, summaries } = opts;
  const back = (outcome: string) => `/admin/earning?${outcomeParam}=${outcome}`;

  app.get(
    `${base}/connect`,
    { onRequest: app.requireAdmin, schema: { tags: ['admin'], summary: summaries.connect } },
    async (_request, reply) => {
      const { url, state, verifier } = opts.start();
      reply.setCookie(cookie, opts.pkce ? `${state}.${verifier}` : state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookies,
        path: base,
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    `${base}/callback`,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: summaries.callback,
        querystring: z.object({
          code: z.string().max(512).optional(),
          state: z.string().max(256).optional(),
          error: z.string().max(256).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.query;
      const stored = request.cookies[cookie] ?? '';
      reply.clearCookie(cookie, { path: base });
      if (error) return reply.redirect(back('denied'), 302);
      const [expected, verifier] = opts.pkce ? stored.split('.') : [stored, undefined];
      if (!code || !state || !expected || (opts.pkce && !verifier) || !sameSecret(state, expected))
        return reply.redirect(back('state'), 302);
      try {
        await opts.connect(code, verifier, request);
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, opts.failureLog);
        return reply.redirect(back('failed'), 302);
      }
      await opts.afterConnect?.();
      return reply.redirect(back('ok'), 302);
    },
  );

  app.get(
    `${base}/connection`,
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['admin'], summary: summaries.connection, response: { 200: opts.viewSchema } },
    },
    async () => opts.view(),
  );

  app.delete(
    `${base}/connection`,
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['admin'], summary: summaries.disconnect, response: { 200: okSchema } },
    },
    async (request) => {
      await opts.disconnect(request);
      return { ok: true as const };
    },
  );
}
