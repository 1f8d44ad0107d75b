import type { FastifyRequest } from 'fastify';

/**
 * Who acted, as an audit row records it: the account (null for the admin CLI or the system), the
 * name and role it had at the time, and where the action came from (the request id and the client IP
 * as Fastify reads it, which honours TRUST_PROXY; a chat command's message id and no IP).
 */
export type AuditActor = {
  userId: string | null;
  name: string;
  role: 'Admin' | 'Moderator' | 'User' | 'cli' | 'system';
  requestId: string | null;
  ip: string | null;
};

/** The actor of an admin route: call after requireAdmin, which set `request.user`. */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.user;
  if (!user || user.role !== 'Admin') throw new Error('actorOf: the route must be behind requireAdmin');
  return { userId: user.id, name: user.name, role: 'Admin', requestId: request.id, ip: request.ip ?? null };
}

/**
 * A signed-in person changing a setting of their own account that is audited (responsible play,
 * ADR 067): call after requireUser.
 */
export function selfActorOf(request: FastifyRequest): AuditActor {
  const user = request.user;
  if (!user) throw new Error('selfActorOf: the route must be behind requireUser');
  return { userId: user.id, name: user.name, role: 'User', requestId: request.id, ip: request.ip ?? null };
}

/** A chat moderator's command: the chatter's account, the chat message id, no IP. */
export const chatModeratorActor = (userId: string | null, name: string, messageId: string): AuditActor => ({
  userId,
  name,
  role: 'Moderator',
  requestId: messageId,
  ip: null,
});

/** The admin CLI (`npm run admin`): no account, the name of whoever ran it. */
export const cliActor = (name: string): AuditActor => ({ userId: null, name, role: 'cli', requestId: null, ip: null });

/** The app itself (a configured admin login promoted at sign-in). */
export const systemActor = (name: string): AuditActor => ({
  userId: null,
  name,
  role: 'system',
  requestId: null,
  ip: null,
});
