import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
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
import { createSessionsService } from './features/sessions/service';
import { shopRoutes } from './features/shop/routes';
import { createShopService } from './features/shop/service';
import { siteRoutes } from './features/site/routes';
import { streamRoutes } from './features/stream/routes';
import { createStreamService } from './features/stream/service';
import { usersRoutes } from './features/users/routes';
import { createUsersService } from './features/users/service';
import { createTwitchClient } from './integrations/twitch';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import { REDACTED_PATHS, serializeRequest } from './lib/log-redaction';
import { createAppBus } from './lib/event-bus';
import { createSseHub } from './lib/sse-hub';
import { createBalancePush } from './lib/balance-push';
import { pointsService } from './features/points/service';
import { liveEventsRoutes } from './plugins/live-events';
import { createSessionCodec, SESSION_TTL_SECONDS } from './lib/session';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { createSecretBox, type SecretBox } from './lib/secret-box';
import { earningRoutes, EVENTSUB_PATH } from './features/earning/routes';
import { createEarningService, type EarningService } from './features/earning/service';
import { createTwitchBroadcasterClient } from './integrations/twitch-broadcaster';
import { startJob, type Job } from './lib/jobs';
import { liveHuntRoutes } from './features/live-hunt/routes';
import { createOverlayKeys } from './features/overlays/keys-service';
import { createStreamSourcesService } from './features/stream/sources-service';
import { overlaysRoutes } from './features/overlays/routes';
import { createOverlaysService } from './features/overlays/service';
import { createLiveHuntService } from './features/live-hunt/service';
import { createHuntStream } from './features/live-hunt/stream';
import { leaderboardRoutes } from './features/leaderboard/routes';
import { noticesRoutes } from './features/notices/routes';
import { createNoticesService } from './features/notices/service';
import { prizesRoutes } from './features/prizes/routes';
import { createPrizesService } from './features/prizes/service';
import { createLeaderboardService } from './features/leaderboard/service';
import { newsRoutes } from './features/news/routes';
import { createNewsService } from './features/news/service';
import { offersRoutes } from './features/offers/routes';
import { createOffersService } from './features/offers/service';
import { bonusHuntsRoutes } from './features/bonus-hunts/routes';
import { createBonusHuntsService } from './features/bonus-hunts/service';
import { slotsRoutes } from './features/slots/routes';
import { minigameRoutes } from './features/minigame/routes';
import { createMinigameService } from './features/minigame/service';
import { createSlotsService } from './features/slots/service';
import { createDiscordWebhookClient } from './integrations/discord-webhook';

declare module 'fastify' {
  interface FastifyInstance {
    secrets: SecretBox;
    earning: EarningService;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  sessionSecret: string;
  /** Key of the secret box (lib/secret-box.ts); tests may omit it (derived from sessionSecret). */
  secretsKey?: string;
  /** Where the built web app lives; omitted in API tests. */
  webRoot?: string;
  /** Injected in tests to silence or capture logs. */
  logger?: boolean | object;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    // Every logged request URL has its secret query parameters (overlay key, OAuth code/state,
    // tokens) redacted, whatever logger a caller passes (lib/log-redaction.ts).
    logger:
      deps.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
            redact: REDACTED_PATHS,
            serializers: { req: serializeRequest },
          },
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  /** Features that keep secrets in the database get this box through their options. */
  const secrets = createSecretBox(deps.secretsKey ?? `${deps.sessionSecret}:secrets-key`);
  app.decorate('secrets', secrets);

  app.setValidatorCompiler(validatorCompiler);
  // Responses are serialised by fast-json-stringify compiled from the zod schemas; the test suites
  // (NODE_ENV=test) also encode each one with zod and fail on any difference (lib/response-serializer).
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.NODE_ENV === 'test' }));
  // Hooks on every request are synchronous callbacks: an async hook costs a promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
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
  await app.register(securityPlugin, { publicUrl: config.PUBLIC_URL, isProduction: config.isProduction, exemptPaths: [EVENTSUB_PATH] });

  const users = createUsersService({ db: database.db, adminLogins: config.ADMIN_TWITCH_LOGINS, signupBonus: config.SIGNUP_BONUS_POINTS });
  await app.register(authPlugin, {
    codec: createSessionCodec(deps.sessionSecret),
    secureCookies: config.isProduction,
    sessions: createSessionsService({ db: database.db, ttlSeconds: SESSION_TTL_SECONDS }),
  });

  // One Twitch app (client id and secret) behind both clients: sign-in/stream status and the broadcaster's token.
  const twitchApp = config.twitchConfigured
    ? {
        clientId: config.TWITCH_CLIENT_ID!,
        clientSecret: config.TWITCH_CLIENT_SECRET!,
        authUrl: config.TWITCH_AUTH_URL,
        apiUrl: config.TWITCH_API_URL,
        timeoutMs: config.TWITCH_TIMEOUT_MS,
        log: app.log,
      }
    : null;
  const twitch = twitchApp ? createTwitchClient(twitchApp) : null;
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
  await app.register(streamRoutes, { stream, sources: createStreamSourcesService({ db: database.db, defaultChannel: config.TWITCH_CHANNEL }) });

  const shop = createShopService({ db: database.db, cacheMs: config.SHOP_CACHE_MS });
  await app.register(pointsRoutes, { db: database.db, users });
  await app.register(shopRoutes, { shop });
  const redemptions = createRedemptionsService({
    db: database.db,
    shop,
    notify: { secrets, discord: createDiscordWebhookClient({ baseUrl: config.DISCORD_API_URL, timeoutMs: config.DISCORD_TIMEOUT_MS, log: app.log }), log: app.log },
  });
  // Announcements on their way finish (each bounded by DISCORD_TIMEOUT_MS) before the pool closes.
  app.addHook('onClose', () => redemptions.settled());
  await app.register(redemptionsRoutes, {
    redemptions,
    betsPerMinute: config.RATE_LIMIT_BETS_PER_MINUTE,
  });
  await app.register(gamesRoutes, {
    mines: createMinesService({ db: database.db }),
    blackjack: createBlackjackService({ db: database.db }),
    fairness: createFairnessService({ db: database.db }),
    betsPerMinute: config.RATE_LIMIT_BETS_PER_MINUTE,
  });

  // ---- earning (watch time) ----
  let earningJob: Job | null = null;
  const earning = createEarningService({
    db: database.db,
    secrets,
    twitch: twitchApp ? createTwitchBroadcasterClient(twitchApp) : null,
    channel: config.TWITCH_CHANNEL,
    publicUrl: config.PUBLIC_URL,
    eventsubSecret: config.TWITCH_EVENTSUB_SECRET,
    isLive: async () => (await stream.status()).live,
    pushLive: (live) => {
      stream.push(live);
      if (live && earningJob) void earningJob.runNow();
    },
    log: app.log,
  });
  app.decorate('earning', earning);
  // Default rates and the well-known bots, once per database; a failure must not stop the start.
  app.addHook('onReady', async () => {
    await earning.seedDefaults().catch((err: unknown) => app.log.warn({ err: (err as Error).message }, 'earning defaults not seeded'));
  });
  await app.register(earningRoutes, { earning, secureCookies: config.isProduction });
  if (config.EARNING_JOB ?? config.NODE_ENV !== 'test') {
    earningJob = startJob({ name: 'earning-tick', everyMs: config.EARNING_CHECK_SECONDS * 1000, jitterMs: 5000, run: () => earning.tickIfDue(), log: app.log });
    app.addHook('onClose', async () => earningJob?.stop());
  }

  // ---- event bus and live event streams (hunt changes, per-user balance changes) ----
  const bus = await createAppBus(database, app.log);
  const hub = createSseHub({
    heartbeatMs: config.LIVE_HUNT_HEARTBEAT_SECONDS * 1000,
    limits: { perIp: config.LIVE_EVENTS_MAX_PER_IP, perUser: config.LIVE_EVENTS_MAX_PER_USER, total: config.LIVE_EVENTS_MAX_TOTAL },
  });
  const stopBalancePush = createBalancePush({ bus, hub, loadBalances: (ids) => pointsService.balances(database.db, ids), log: app.log });

  // ---- live hunt ----
  const slots = createSlotsService(database.db);
  const liveHunt = createLiveHuntService({ db: database.db, bus, slots });
  const huntStream = createHuntStream({
    bus,
    load: async () => ({ seq: await liveHunt.lastEventSeq(), hunt: await liveHunt.current() }),
    log: app.log,
  });
  // SSE connections never end by themselves: end them before the server waits for connections.
  app.addHook('preClose', async () => {
    stopBalancePush();
    await huntStream.close();
    hub.close();
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });
  await app.register(liveEventsRoutes, { hub, huntStream });
  await app.register(liveHuntRoutes, { liveHunt, stream: huntStream, hub, betsPerMinute: config.RATE_LIMIT_BETS_PER_MINUTE });
  const overlayKeys = createOverlayKeys(database.db);
  await app.register(overlaysRoutes, { overlays: createOverlaysService({ db: database.db, liveHunt }), keys: overlayKeys, liveHunt });
  await app.register(minigameRoutes, { minigame: createMinigameService(database.db), verifyOverlayKey: (key) => overlayKeys.verify(key) });
  await app.register(offersRoutes, { offers: createOffersService({ db: database.db, clickSalt: `${deps.sessionSecret}:offer-clicks`, cacheMs: config.LEADERBOARD_CACHE_MS }) });

  const leaderboard = createLeaderboardService({
    db: database.db,
    secrets,
    log: app.log,
    timeoutMs: config.LEADERBOARD_TIMEOUT_MS,
    cacheMs: config.LEADERBOARD_CACHE_MS,
    baseUrls: { roobet: config.ROOBET_API_URL, shuffle: config.SHUFFLE_API_URL, gamdom: config.GAMDOM_API_URL, rainbet: config.RAINBET_API_URL },
  });
  await app.register(leaderboardRoutes, { leaderboard });
  // Prizes to hand out (GTB winners, frozen leaderboard months) and each user's notices.
  await app.register(prizesRoutes, { prizes: createPrizesService({ db: database.db, liveHunt, leaderboard }) });
  await app.register(noticesRoutes, { notices: createNoticesService(database.db) });
  // Off in tests (NODE_ENV=test) and with LEADERBOARD_SYNC_MINUTES=0; tests call syncAll themselves.
  if (config.LEADERBOARD_SYNC_MINUTES > 0 && config.NODE_ENV !== 'test') {
    const everyMs = config.LEADERBOARD_SYNC_MINUTES * 60_000;
    const job = startJob({ name: 'leaderboard-sync', everyMs, jitterMs: Math.min(30_000, everyMs / 10), firstDelayMs: 5_000, run: () => leaderboard.syncAll(), log: app.log });
    app.addHook('onClose', () => job.stop());
  }

  await app.register(newsRoutes, {
    news: createNewsService({ db: database.db, token: config.CRYPTO_NEWS_TOKEN, url: config.CRYPTO_NEWS_URL, isProduction: config.isProduction, log: app.log }),
  });

  // ---- bonus hunt tracker ----
  await app.register(slotsRoutes, { slots });
  await app.register(bonusHuntsRoutes, { hunts: createBonusHuntsService(database.db, { slots }) });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  if (deps.webRoot) await app.register(spaPlugin, { root: deps.webRoot, secureCookies: config.isProduction });

  return app;
}
