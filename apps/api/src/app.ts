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
import auditFeature from './features/audit';
import analyticsFeature from './features/analytics';
import authFeature from './features/auth';
import bonusHuntsFeature from './features/bonus-hunts';
import discordFeature from './features/discord';
import earningFeature from './features/earning';
import chatAnnouncementsFeature from './features/chat-announcements';
import chatCommandsFeature from './features/chat-commands';
import channelRewardsFeature from './features/channel-rewards';
import kickChannelFeature from './features/kick-channel';
import { KICK_WEBHOOK_PATH } from './features/kick-channel/routes';
import twitchChannelFeature from './features/twitch-channel';
import supportRewardsFeature from './features/support-rewards';
import { EVENTSUB_PATH } from './features/twitch-channel/routes';
import gamesFeature from './features/games';
import giveawaysFeature from './features/giveaways';
import tournamentsFeature from './features/tournaments';
import healthFeature from './features/health';
import leaderboardFeature from './features/leaderboard';
import casinoAccountsFeature from './features/casino-accounts';
import wagerMilestonesFeature from './features/wager-milestones';
import liveHuntFeature from './features/live-hunt';
import minigameFeature from './features/minigame';
import newsFeature from './features/news';
import noticesFeature from './features/notices';
import responsiblePlayFeature from './features/responsible-play';
import offersFeature from './features/offers';
import overlaysFeature from './features/overlays';
import pointsFeature from './features/points';
import prizesFeature from './features/prizes';
import redemptionsFeature from './features/redemptions';
import sessionsFeature from './features/sessions';
import shopFeature from './features/shop';
import siteFeature from './features/site';
import slotRequestsFeature from './features/slot-requests';
import slotsFeature from './features/slots';
import streamFeature from './features/stream';
import usersFeature from './features/users';
import localeFeature from './features/locale';
import transparencyFeature from './features/transparency';
import { AccessLogController } from './lib/access-log';
import { REDACTED_PATHS, serializeRequest } from './lib/log-redaction';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import { authPlugin } from './plugins/auth';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { beaconPlugin } from './plugins/beacon';
import { eventBusPlugin } from './plugins/event-bus';
import { liveEventsPlugin } from './plugins/live-events';
import { metricsPlugin } from './plugins/metrics';
import { secretsPlugin } from './plugins/secrets';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { twitchPlugin } from './plugins/twitch';
import { visitorCountryPlugin } from './plugins/visitor-country';
import { kickPlugin } from './plugins/kick';

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
    // One access line per request (lib/access-log.ts), not Fastify's two.
    logController: new AccessLogController(),
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

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
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, database });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Streamer community API',
        version: '1.0.0',
        description: 'The /api/v1 contract of the site. Auth is the httpOnly accessToken cookie.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'accessToken' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(cookie);
  await app.register(securityPlugin, {
    publicUrl: config.PUBLIC_URL,
    isProduction: config.isProduction,
    exemptPaths: [EVENTSUB_PATH, KICK_WEBHOOK_PATH],
    // Decorated by the site feature, registered later: asked for only when a refused form's page is written.
    siteDefaultLocale: () => app.siteDefaultLocale(),
  });

  // Shared infrastructure: each plugin decorates the instance with what the features take from it.
  await app.register(configPlugin, { config });
  await app.register(visitorCountryPlugin);
  await app.register(databasePlugin, { database });
  await app.register(secretsPlugin, { sessionSecret: deps.sessionSecret, secretsKey: deps.secretsKey });
  await app.register(twitchPlugin);
  await app.register(kickPlugin);
  await app.register(eventBusPlugin);
  await app.register(beaconPlugin);
  await app.register(sessionsFeature);
  await app.register(authPlugin);

  // Each feature builds its services from earlier decorations, adds its hooks and registers its routes.
  await app.register(healthFeature);
  await app.register(siteFeature);
  await app.register(usersFeature);
  await app.register(localeFeature);
  await app.register(authFeature);
  // The shared Discord webhook: the go-live post (stream) and the redemption announcements use it.
  await app.register(discordFeature);
  await app.register(streamFeature);
  await app.register(twitchChannelFeature);
  await app.register(kickChannelFeature);
  await app.register(pointsFeature);
  // Early: the affiliate-only rewards (shop, giveaways, the live hunt's GTB prizes) ask the casino accounts,
  // and chat-commands' !wager reads the wager milestones, which follow the casino accounts' checks.
  await app.register(leaderboardFeature);
  await app.register(casinoAccountsFeature);
  await app.register(wagerMilestonesFeature);
  await app.register(shopFeature);
  await app.register(redemptionsFeature);
  await app.register(gamesFeature);
  await app.register(earningFeature);
  await app.register(channelRewardsFeature);
  await app.register(slotsFeature);
  await app.register(liveHuntFeature);
  await app.register(slotRequestsFeature);
  await app.register(overlaysFeature);
  await app.register(giveawaysFeature);
  await app.register(tournamentsFeature);
  // After the giveaways: a support event's reward may be free tickets in the open giveaway.
  await app.register(supportRewardsFeature);
  // Before the chat commands: the Twitch replies' guard reads the offer terms.
  await app.register(offersFeature);
  await app.register(chatCommandsFeature);
  await app.register(chatAnnouncementsFeature);
  await app.register(liveEventsPlugin);
  await app.register(minigameFeature);
  await app.register(prizesFeature);
  await app.register(noticesFeature);
  await app.register(responsiblePlayFeature);
  await app.register(newsFeature);
  await app.register(bonusHuntsFeature);
  await app.register(auditFeature);
  await app.register(analyticsFeature);
  await app.register(transparencyFeature);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  if (deps.webRoot)
    await app.register(spaPlugin, {
      root: deps.webRoot,
      secureCookies: config.isProduction,
      siteDefaultLocale: app.siteDefaultLocale,
    });

  return app;
}
