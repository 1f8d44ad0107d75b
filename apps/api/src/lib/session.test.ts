// The session codec: tokens of an independent signer (jose) are read only when they are HS256 with
// our secret, unexpired, and carry uuid sub and jti; the codec's own tokens verify with jose.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSessionCodec, SESSION_TTL_SECONDS } from './session';

const SECRET = 'a-session-secret-a-session-secret-0123456789';
const key = new TextEncoder().encode(SECRET);
const userId = randomUUID();
const sessionId = randomUUID();
const now = () => Math.floor(Date.now() / 1000);

const token = (
  opts: { alg?: string; key?: Uint8Array; sub?: string; jti?: string | null; exp?: number | null } = {},
) => {
  let t = new SignJWT({ role: 'Admin' })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setSubject(opts.sub ?? userId);
  if (opts.jti !== null) t = t.setJti(opts.jti ?? sessionId);
  if (opts.exp !== null) t = t.setExpirationTime(opts.exp ?? now() + 3600);
  return t.sign(opts.key ?? key);
};

describe('createSessionCodec', () => {
  const codec = createSessionCodec(SECRET);

  it('reads a valid token of another HS256 signer', async () => {
    expect(await codec.verify(await token())).toEqual({ userId, sessionId, role: 'Admin' });
  });

  it('signs tokens any HS256 verifier accepts, expiring after the session TTL', async () => {
    const signed = await codec.sign({ userId, sessionId, role: 'User' });
    const { payload, protectedHeader } = await jwtVerify(signed, key, { algorithms: ['HS256'] });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: userId, jti: sessionId, role: 'User' });
    expect(payload.exp! - now()).toBeGreaterThan(SESSION_TTL_SECONDS - 60);
    expect(payload.exp! - now()).toBeLessThanOrEqual(SESSION_TTL_SECONDS);
    expect(await codec.verify(signed)).toEqual({ userId, sessionId, role: 'User' });
  });

  it('refuses expired, unexpiring, foreign, other-algorithm, tampered and malformed tokens', async () => {
    const refused = [
      await token({ exp: now() - 10 }),
      await token({ exp: null }),
      await token({ jti: null }),
      await token({ sub: 'not-a-uuid' }),
      await token({ jti: 'not-a-uuid' }),
      await token({ key: new TextEncoder().encode('another-secret-another-secret-another') }),
      await token({ alg: 'HS512' }),
      undefined,
      '',
      'not.a.token',
    ];
    const valid = await token();
    const [h, p, s] = valid.split('.');
    const forged = Buffer.from(
      JSON.stringify({ role: 'Admin', sub: randomUUID(), jti: sessionId, exp: now() + 60 }),
    ).toString('base64url');
    refused.push(`${h}.${forged}.${s}`);
    refused.push(`${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`);
    for (const t of refused) expect(await codec.verify(t), String(t)).toBeNull();
  });

  it('stops reading a token once it expires', async () => {
    const shortLived = await token({ exp: now() + 1 });
    expect(await codec.verify(shortLived)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 2_100));
    expect(await codec.verify(shortLived)).toBeNull();
  });
});
