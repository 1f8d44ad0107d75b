import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { usersRoutes } from './routes';
import { createUsersService, type UsersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const users = createUsersService({
      db: app.db,
      adminLogins: { twitch: config.ADMIN_TWITCH_LOGINS, kick: config.ADMIN_KICK_LOGINS },
      signupBonus: config.SIGNUP_BONUS_POINTS,
    });
    app.decorate('users', users);
    await app.register(usersRoutes, { users });
  },
  { name: 'users', dependencies: ['config', 'database', 'authentication'] },
);
