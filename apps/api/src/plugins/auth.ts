import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthenticated } from '../lib/app-error';
import {
  createSessionCodec,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  SIGNED_IN_COOKIE,
  type SessionClaims,
} from '../lib/session';

export type AuthUser = { id: string; role: 'User' | 'Admin'; name: string; sessionId: string };

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
    /** Opens a server-side session for the user and sets its cookie (and the signedIn companion). */
    startSession: (reply: FastifyReply, user: { id: string; role: 'User' | 'Admin' }) => Promise<void>;
    /** Ends the request's session on the server (when it has a valid one) and clears the cookie. */
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Ends every live session of a user ('log out everywhere'); returns how many. */
    endAllSessions: (userId: string) => Promise<number>;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/**
 * The session cookie: a JWT signed with the session secret naming a live `sessions` row (the
 * sessions feature). Decorates requireUser, requireAdmin, readSession and the session helpers.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { sessions } = app;
    const codec = createSessionCodec(app.sessionSecret);
    const opts = { secureCookies: app.config.isProduction };
    app.decorateRequest('user', null);

    const claimsOf = (request: FastifyRequest): Promise<SessionClaims | null> =>
      codec.verify(request.cookies[SESSION_COOKIE]);

    const readSession = async (request: FastifyRequest): Promise<AuthUser | null> => {
      const claims = await claimsOf(request);
      if (!claims) return null;
      const user = await sessions.findUser(claims.sessionId, claims.userId);
      return user ? { id: claims.userId, sessionId: claims.sessionId, ...user } : null;
    };

    const clearSessionCookie = (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secureCookies });
      reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', sameSite: 'lax', secure: opts.secureCookies });
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
    app.decorate('startSession', async (reply: FastifyReply, user: { id: string; role: 'User' | 'Admin' }) => {
      const sessionId = await sessions.start(user.id);
      const token = await codec.sign({ userId: user.id, sessionId, role: user.role });
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookies,
        path: '/',
        maxAge: SESSION_TTL_SECONDS,
      });
      reply.setCookie(SIGNED_IN_COOKIE, '1', {
        httpOnly: false,
        sameSite: 'lax',
        secure: opts.secureCookies,
        path: '/',
        maxAge: SESSION_TTL_SECONDS,
      });
    });
    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const claims = await claimsOf(request);
      if (claims) await sessions.end(claims.sessionId, claims.userId);
      clearSessionCookie(reply);
    });
    app.decorate('endAllSessions', (userId: string) => sessions.endAll(userId));
    app.decorate('clearSessionCookie', clearSessionCookie);
  },
  { name: 'authentication', dependencies: ['config', 'secrets', 'sessions'] },
);
