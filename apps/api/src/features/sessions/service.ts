import type { Db } from '../../db/client';
import * as repo from './repository';

/**
 * Server-side sessions: a row per sign-in, named by the cookie's token. Ending the row ends the
 * session whatever the cookie's own expiry says.
 */
export function createSessionsService(deps: { db: Db; ttlSeconds: number }) {
  const { db, ttlSeconds } = deps;
  return {
    /** Opens a session for a user who just signed in; returns its id. Forgets the user's dead sessions. */
    async start(userId: string): Promise<string> {
      return db.transaction(async (tx) => {
        await repo.deleteDeadSessions(tx, userId);
        return repo.insertSession(tx, userId, ttlSeconds);
      });
    },
    /** The user behind a live session, or null (unknown, revoked, expired, or the user is gone). */
    findUser: (sessionId: string, userId: string) => repo.findSessionUser(db, sessionId, userId),
    end: (sessionId: string, userId: string) => repo.revokeSession(db, sessionId, userId),
    endAll: (userId: string) => repo.revokeAllSessions(db, userId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
