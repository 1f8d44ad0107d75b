import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTwitchClient, type TwitchClient, type TwitchClientOptions } from '../integrations/twitch';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Twitch app (client id and secret, URLs, timeout), or null when Twitch is not configured. */
    twitchApp: TwitchClientOptions | null;
    /** Sign-in and stream status client of that app, or null. */
    twitch: TwitchClient | null;
  }
}

/**
 * One Twitch app (client id and secret) behind both clients: sign-in/stream status here, the
 * broadcaster's token in the Twitch channel feature (built from `twitchApp`).
 */
export const twitchPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
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
    app.decorate('twitchApp', twitchApp);
    app.decorate('twitch', twitchApp ? createTwitchClient(twitchApp) : null);
  },
  { name: 'twitch', dependencies: ['config'] },
);
