import { createSigner, createVerifier } from 'fast-jwt';

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

/**
 * Signs and verifies the session JWT (HS256). The role claim is informational only: the server reads
 * roles from the database.
 *
 * fast-jwt (the library of @fastify/jwt) computes the HMAC with node:crypto in the request's own
 * turn; jose goes through WebCrypto, an asynchronous job per request that cost about a sixth of an
 * API instance's CPU under the giveaway entry bench (ADR 052). Its verified-token cache is off: a
 * lookup hashes the token, which costs about what the HMAC it would save does.
 */
export function createSessionCodec(secret: string) {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SESSION_TTL_SECONDS * 1000 });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub', 'jti'],
  });
  return {
    async sign(claims: SessionClaims): Promise<string> {
      return signer({ role: claims.role, sub: claims.userId, jti: claims.sessionId });
    },
    /**
     * Null for a missing, expired, malformed or tampered token: all mean "not signed in". A token must
     * carry an expiry and uuid subject and session ids (a token without `exp` would never end).
     */
    async verify(token: string | undefined): Promise<SessionClaims | null> {
      if (!token) return null;
      try {
        const payload = verifier(token) as { sub?: unknown; jti?: unknown; role?: unknown };
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
