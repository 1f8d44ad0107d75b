import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const SESSION_COOKIE = 'accessToken';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * A non-secret companion of the httpOnly session cookie, readable by the web: set and cleared with
 * it, value '1'. It only tells the web whether there is a session to ask for, so a visitor's page
 * never calls GET /users/me (and never logs a 401). It grants nothing: the server reads only SESSION_COOKIE.
 */
export const SIGNED_IN_COOKIE = 'signedIn';

export type SessionClaims = { userId: string; sessionId: string; role: 'User' | 'Admin' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs and verifies the session JWT (HS256). The role claim is informational only: the server reads roles from the database. */
export function createSessionCodec(secret: string) {
  // A KeyObject made once: with raw bytes jose would import the key again on every request.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async sign(claims: SessionClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setJti(claims.sessionId)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
        .sign(key);
    },
    /**
     * Null for a missing, expired, malformed or tampered token: all mean "not signed in". A token must
     * carry an expiry and uuid subject and session ids (a token without `exp` would never end).
     */
    async verify(token: string | undefined): Promise<SessionClaims | null> {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'jti'],
        });
        if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
        if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
        return { userId: payload.sub, sessionId: payload.jti, role: payload.role === 'Admin' ? 'Admin' : 'User' };
      } catch {
        return null;
      }
    },
  };
}

export type SessionCodec = ReturnType<typeof createSessionCodec>;
