import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bls12_381 as bls } from '@noble/curves/bls12-381';
import { bytesToHex } from '@noble/curves/abstract/utils';

/** The hash-to-curve tag of drand's `bls-unchained-g1-rfc9380` scheme (signatures on G1). */
const DST_G1 = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/**
 * What the relay answers for a round: `good` signs it; `late` answers only rounds already published
 * on its clock (a real relay: a later round is a 404 until its time); `bad-signature` signs another
 * round's message; `older-round` answers the round before the one asked; `down` answers 503; `hang` never.
 */
export type FakeDrandMode = 'good' | 'late' | 'bad-signature' | 'older-round' | 'down' | 'hang';

/** drand's message of an unchained round: SHA-256 of the round as 8 bytes big-endian. */
const roundMessage = (round: number) => {
  const buf = Buffer.alloc(8);
  buf.writeBigUInt64BE(BigInt(round));
  return createHash('sha256').update(buf).digest();
};

/**
 * A local drand HTTP relay (the contract of docs/integrations.md#drand) for one chain of its own: a
 * fresh BLS key pair signs every round it serves, short signatures on G1 as drand's quicknet does,
 * and its `/info` carries that public key. Tests configure the app to trust that key
 * (`env` below) and steer the answers through `mode`; `requests` lists the paths asked.
 */
export async function startFakeDrand(opts: { genesis?: number; period?: number } = {}) {
  const secret = bls.utils.randomPrivateKey();
  const publicKey = bytesToHex(bls.getPublicKeyForShortSignatures(secret));
  const period = opts.period ?? 3;
  const genesis = opts.genesis ?? Math.floor(Date.now() / 1000) - 3600;
  const chainHash = createHash('sha256').update(`fake-drand:${publicKey}`).digest('hex');
  const state = { mode: 'good' as FakeDrandMode, requests: [] as string[] };

  const sign = (round: number) => {
    const signature = bytesToHex(bls.signShortSignature(roundMessage(round), secret, { DST: DST_G1 }));
    const randomness = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');
    return { round, randomness, signature };
  };
  const published = () => Math.floor((Date.now() / 1000 - genesis) / period) + 1;

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    state.requests.push(path);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.mode === 'hang') return;
    if (state.mode === 'down') return json(503, { error: 'unavailable' });
    if (path === `/${chainHash}/info`)
      return json(200, {
        public_key: publicKey,
        period,
        genesis_time: genesis,
        hash: chainHash,
        groupHash: chainHash,
        schemeID: 'bls-unchained-g1-rfc9380',
        metadata: { beaconID: 'fake-quicknet' },
      });
    const m = new RegExp(`^/${chainHash}/public/(\\d+)$`).exec(path);
    if (!m) return json(404, { error: 'not found' });
    const round = Number(m[1]);
    if (state.mode === 'late' && round > published()) return json(404, { error: 'round not yet published' });
    if (state.mode === 'older-round') return json(200, sign(round - 1));
    if (state.mode === 'bad-signature') return json(200, { ...sign(round + 1), round });
    return json(200, sign(round));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    chainHash,
    publicKey,
    sign,
    /** The app's configuration that trusts this relay's chain (tests only). */
    env: {
      DRAND_URLS: url,
      DRAND_TEST_CHAIN_HASH: chainHash,
      DRAND_TEST_PUBLIC_KEY: publicKey,
      DRAND_TEST_GENESIS: String(genesis),
      DRAND_TEST_PERIOD: String(period),
      DRAND_TIMEOUT_MS: '3000',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
