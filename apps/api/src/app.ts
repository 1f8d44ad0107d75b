import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authRoutes } from './features/auth/routes';
import { createAuthService } from './features/auth/service';
import { createBlackjackService } from './features/games/blackjack-service';
import { createFairnessService } from './features/games/fairness-service';
import { createMinesService } from './features/games/mines-service';
import { gamesRoutes } from './features/games/routes';
import { healthRoutes } from './features/health/routes';
import { pointsRoutes } from './features/points/routes';
import { redemptionsRoutes } from './features/redemptions/routes';
import { createRedemptionsService } from './features/redemptions/service';
import { shopRoutes } from './features/shop/routes';
import { createShopService } from './features/shop/service';
import { siteRoutes } from './features/site/routes';
import { streamRoutes } from './features/stream/routes';
import { createStreamService } from './features/stream/service';
import { usersRoutes } from './features/users/routes';
import { createUsersService } from './features/users/service';
import { createTwitchClient } from './integrations/twitch';
import { createSessionCodec } from './lib/session';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';

export type AppDeps = {
  config: Config;
  database: Database;
  sessionSecret: string;
  /** Where the built web app lives; omitted in API tests. */
  webRoot?: string;
  /** Injected in tests to silence or capture logs. */
  logger?: boolean | object;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // HTML forms of the demo sign-in page post urlencoded bodies; nothing else does.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  await app.register(errorsPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Streamer community API', version: '1.0.0', description: 'The /api/v1 contract of the site. Auth is the httpOnly accessToken cookie.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'accessToken' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(cookie);
  await app.register(securityPlugin, { publicUrl: config.PUBLIC_URL, isProduction: config.isProduction });

  const users = createUsersService({ db: database.db, adminLogins: config.ADMIN_TWITCH_LOGINS, signupBonus: config.SIGNUP_BONUS_POINTS });
  await app.register(authPlugin, {
    codec: createSessionCodec(deps.sessionSecret),
    secureCookies: config.isProduction,
    loadUser: users.findSessionUser,
  });

  const twitch = config.twitchConfigured
    ? createTwitchClient({
        clientId: config.TWITCH_CLIENT_ID!,
        clientSecret: config.TWITCH_CLIENT_SECRET!,
        authUrl: config.TWITCH_AUTH_URL,
        apiUrl: config.TWITCH_API_URL,
        timeoutMs: config.TWITCH_TIMEOUT_MS,
        log: app.log,
      })
    : null;
  const auth = createAuthService({
    db: database.db,
    users,
    twitch: config.demoLogin ? null : twitch,
    twitchClientId: config.TWITCH_CLIENT_ID,
    twitchAuthUrl: config.TWITCH_AUTH_URL,
    publicUrl: config.PUBLIC_URL,
  });
  const stream = createStreamService({ twitch, channel: config.TWITCH_CHANNEL, cacheSeconds: config.STREAM_CACHE_SECONDS, log: app.log });

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(siteRoutes, {
    publicConfig: {
      channel: config.TWITCH_CHANNEL,
      siteName: config.TWITCH_CHANNEL,
      supportUrl: config.SUPPORT_URL,
      socials: {
        twitch: `https://www.twitch.tv/${config.TWITCH_CHANNEL}`,
        instagram: config.SOCIAL_INSTAGRAM,
        tiktok: config.SOCIAL_TIKTOK,
        discord: config.SOCIAL_DISCORD,
        telegram: config.SOCIAL_TELEGRAM,
      },
    },
  });
  await app.register(authRoutes, { auth, secureCookies: config.isProduction, loginPerMinute: config.RATE_LIMIT_LOGIN_PER_MINUTE });
  await app.register(usersRoutes, { users });
  await app.register(streamRoutes, { stream });

  const shop = createShopService({ db: database.db });
  await app.register(pointsRoutes, { db: database.db, users });
  await app.register(shopRoutes, { shop });
  await app.register(redemptionsRoutes, {
    redemptions: createRedemptionsService({ db: database.db, shop }),
    betsPerMinute: config.RATE_LIMIT_BETS_PER_MINUTE,
  });
  await app.register(gamesRoutes, {
    mines: createMinesService({ db: database.db }),
    blackjack: createBlackjackService({ db: database.db }),
    fairness: createFairnessService({ db: database.db }),
    betsPerMinute: config.RATE_LIMIT_BETS_PER_MINUTE,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  if (deps.webRoot) await app.register(spaPlugin, { root: deps.webRoot });

  return app;
}
