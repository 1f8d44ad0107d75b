import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthenticated } from '../lib/app-error';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, type SessionCodec } from '../lib/session';

export type AuthUser = { id: string; role: 'User' | 'Admin'; name: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in user's id and current role, or null. Never trusts the token's role claim. */
    readSession: (request: FastifyRequest) => Promise<AuthUser | null>;
    setSessionCookie: (reply: FastifyReply, user: Pick<AuthUser, 'id' | 'role'>) => Promise<void>;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

export type AuthPluginOptions = {
  codec: SessionCodec;
  secureCookies: boolean;
  /** Current role and display name of a user from the database, or null when the user no longer exists. */
  loadUser: (userId: string) => Promise<Omit<AuthUser, 'id'> | null>;
};

export const authPlugin = fp<AuthPluginOptions>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('user', null);

  const readSession = async (request: FastifyRequest): Promise<AuthUser | null> => {
    const claims = await opts.codec.verify(request.cookies[SESSION_COOKIE]);
    if (!claims) return null;
    const user = await opts.loadUser(claims.userId);
    return user ? { id: claims.userId, ...user } : null;
  };

  app.decorate('readSession', readSession);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await readSession(request);
    if (!user) throw unauthenticated();
    request.user = user;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await readSession(request);
    if (!user) throw unauthenticated();
    if (user.role !== 'Admin') throw new AppError('FORBIDDEN', 'Admins only.');
    request.user = user;
  });
  app.decorate('setSessionCookie', async (reply: FastifyReply, user: Pick<AuthUser, 'id' | 'role'>) => {
    const token = await opts.codec.sign({ userId: user.id, role: user.role });
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies,
      path: '/',
      maxAge: SESSION_TTL_SECONDS,
    });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secureCookies });
  });
});
