import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const SESSION_COOKIE = 'accessToken';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export type SessionClaims = { userId: string; role: 'User' | 'Admin' };

/** Signs and verifies the session JWT (HS256). The role claim is informational only: the server reads roles from the database. */
export function createSessionCodec(secret: string) {
  // A KeyObject made once: with raw bytes jose would import the key again on every request.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async sign(claims: SessionClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
        .sign(key);
    },
    /** Null for a missing, expired, malformed or tampered token: all mean "not signed in". */
    async verify(token: string | undefined): Promise<SessionClaims | null> {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        return { userId: payload.sub, role: payload.role === 'Admin' ? 'Admin' : 'User' };
      } catch {
        return null;
      }
    },
  };
}

export type SessionCodec = ReturnType<typeof createSessionCodec>;
