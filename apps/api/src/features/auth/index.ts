import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authRoutes } from './routes';
import { createAuthService } from './service';

/** Sign-in with Twitch or Kick (or the demo provider standing in for both), linking, and sign-out. */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const auth = createAuthService({
      db: app.db,
      users: app.users,
      demo: config.demoLogin,
      platforms: config.signInPlatforms,
      twitch: config.demoLogin ? null : app.twitch,
      twitchClientId: config.TWITCH_CLIENT_ID,
      twitchAuthUrl: config.TWITCH_AUTH_URL,
      kick: config.demoLogin ? null : app.kick,
      publicUrl: config.PUBLIC_URL,
    });
    await app.register(authRoutes, {
      auth,
      secureCookies: config.isProduction,
      loginPerMinute: config.RATE_LIMIT_LOGIN_PER_MINUTE,
      publicUrl: config.PUBLIC_URL,
      isProduction: config.isProduction,
    });
  },
  { name: 'auth', dependencies: ['config', 'database', 'twitch', 'kick', 'authentication', 'users', 'locale'] },
);
