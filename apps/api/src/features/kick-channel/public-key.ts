import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** After a signature fails with a fetched key, fetch the key again at most this often (Kick may rotate it). */
const REFETCH_AFTER_FAILURE_MS = 60_000;

export type KickKeyStoreDeps = {
  /** KICK_PUBLIC_KEY: a PEM that overrides the fetched key (a literal \n stands for a line break). */
  override?: string;
  /** Fetches Kick's current key (`GET /public-key`). */
  fetchKey: () => Promise<string>;
  now: () => number;
  log: { warn: (obj: object, msg: string) => void };
};

export type SignatureVerdict = 'valid' | 'invalid' | 'unavailable';

/**
 * Verifies Kick webhook signatures (RSASSA-PKCS1-v1_5, SHA-256, base64) with Kick's public key: the
 * configured one, or the one fetched from Kick, cached for the life of the process. A signature that
 * fails against a fetched key triggers one fresh fetch (at most once a minute), so a key Kick rotates
 * is picked up without a restart while a flood of forged deliveries costs Kick nothing.
 */
export function createKickKeyStore(deps: KickKeyStoreDeps) {
  const fixed = deps.override ? createPublicKey(deps.override.replaceAll('\\n', '\n')) : null;
  let fetched: KeyObject | null = null;
  let inFlight: Promise<KeyObject | null> | null = null;
  let lastFetchAt = -Infinity;

  function load(): Promise<KeyObject | null> {
    inFlight ??= (async () => {
      lastFetchAt = deps.now();
      try {
        fetched = createPublicKey(await deps.fetchKey());
        return fetched;
      } catch (err) {
        deps.log.warn({ err: (err as Error).message }, 'kick public key unavailable');
        return fetched;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  const check = (key: KeyObject, data: Buffer, signature: Buffer) => {
    try {
      return verify('sha256', data, key, signature);
    } catch {
      return false;
    }
  };

  return {
    async verify(data: string, signatureBase64: string): Promise<SignatureVerdict> {
      const signature = Buffer.from(signatureBase64, 'base64');
      if (signature.length === 0) return 'invalid';
      const bytes = Buffer.from(data);
      if (fixed) return check(fixed, bytes, signature) ? 'valid' : 'invalid';
      const key = fetched ?? (await load());
      if (!key) return 'unavailable';
      if (check(key, bytes, signature)) return 'valid';
      if (deps.now() - lastFetchAt < REFETCH_AFTER_FAILURE_MS) return 'invalid';
      const fresh = await load();
      return fresh && fresh !== key && check(fresh, bytes, signature) ? 'valid' : 'invalid';
    },
  };
}

export type KickKeyStore = ReturnType<typeof createKickKeyStore>;
