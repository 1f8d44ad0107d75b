import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/request-locale';
import { renderDemoPage } from './demo-page';
import type { AuthService } from './service';

/**
 * The built-in demo provider (development without platform credentials only): its sign-in page and
 * its form's post, which issues a one-time code and returns to /login as Twitch and Kick do. Its own
 * plugin scope, registered by the auth routes when the service is the demo one.
 */
export const demoAuthRoutes: FastifyPluginAsync<{
  auth: AuthService;
  loginLimit: { rateLimit: { max: number; timeWindow: string } };
}> = async (plain, { auth, loginLimit }) => {
  const demo = plain.withTypeProvider<ZodTypeProvider>();
  // The demo page's HTML form posts a urlencoded body; only these routes accept one (this plugin's
  // scope), so no other route can be reached by a plain cross-site form.
  demo.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  demo.get(
    '/api/v1/auth/demo',
    {
      config: { htmlPage: true },
      schema: {
        tags: ['auth'],
        summary: "Built-in demo sign-in page in the visitor's language (development without platform credentials only)",
        querystring: z.object({
          state: z.string().min(1).max(256),
          platform: z.enum(['twitch', 'kick']).default('twitch'),
        }),
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, '/api/v1/auth/demo', await plain.siteDefaultLocale());
      return reply
        .type('text/html; charset=utf-8')
        .header('vary', 'Cookie, Accept-Language')
        .send(renderDemoPage(request.query.state, request.query.platform, locale));
    },
  );

  demo.post(
    '/api/v1/auth/demo',
    {
      config: loginLimit,
      schema: {
        tags: ['auth'],
        summary: 'Demo provider: issues a one-time code and returns to /login like Twitch and Kick do',
        body: z.object({ state: z.string().min(1).max(256), account: z.string().min(1).max(32) }),
      },
    },
    async (request, reply) => {
      const code = await auth.issueDemoCode(request.body.account);
      const query = new URLSearchParams({ code, scope: '', state: request.body.state });
      return reply.redirect(`/login?${query.toString()}`, 303);
    },
  );
};
