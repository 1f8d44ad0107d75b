import { DRAND_QUICKNET, type DrandChain } from '@app/games';
import { fetchBeacon, type ChainClient, type ChainInfo, type RandomnessBeacon } from 'drand-client';

/** A verified drand round: its number, randomness (SHA-256 of the signature) and BLS signature, hex. */
export type DrandRound = { round: number; randomness: string; signature: string };

/**
 * Why no round came: `unavailable` (no relay answered it: down, a timeout, or the round not published
 * yet) or `refused` (a relay answered, but with a bad signature or another round).
 */
export class BeaconUnavailable extends Error {
  constructor(
    readonly problem: 'unavailable' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'BeaconUnavailable';
  }
}

/** Where the draw gets its beacon: the pinned chain, the relays, and `round(n)`, verified. */
export type BeaconSource = {
  chain: DrandChain;
  relays: string[];
  round(round: number): Promise<DrandRound>;
};

type Log = { warn(obj: object, msg?: string): void };

/**
 * The drand relays over HTTP (docs/integrations.md#drand), verified by the drand team's `drand-client`
 * against the pinned chain (its hash and public key are ours, never a relay's `/info`): each relay in
 * turn until one answers round `n` with a valid BLS signature of round `n`.
 */
export function createDrandBeacon(opts: {
  relays: string[];
  chain?: DrandChain;
  timeoutMs: number;
  log: Log;
  fetch?: typeof fetch;
}): BeaconSource {
  const chain = opts.chain ?? DRAND_QUICKNET;
  const doFetch = opts.fetch ?? fetch;
  const info: ChainInfo = {
    public_key: chain.publicKey,
    period: chain.period,
    genesis_time: chain.genesis,
    hash: chain.hash,
    groupHash: chain.hash,
    schemeID: chain.schemeID,
    metadata: { beaconID: 'quicknet' },
  };

  /** drand-client's view of one relay: the pinned chain info, and rounds fetched with our timeout. */
  const clientOf = (relay: string): ChainClient => {
    const baseUrl = `${relay}/${chain.hash}`;
    const get = async (path: string): Promise<RandomnessBeacon> => {
      const res = await doFetch(`${baseUrl}/public/${path}`, { signal: AbortSignal.timeout(opts.timeoutMs) });
      if (!res.ok) throw new BeaconUnavailable('unavailable', `${relay} answered ${res.status}`);
      const body = (await res.json()) as Record<string, unknown>;
      if (typeof body.round !== 'number' || typeof body.randomness !== 'string' || typeof body.signature !== 'string')
        throw new BeaconUnavailable('refused', `${relay} answered a malformed round`);
      return { round: body.round, randomness: body.randomness, signature: body.signature };
    };
    return {
      options: { disableBeaconVerification: false, noCache: false },
      chain: () => ({ baseUrl, info: () => Promise.resolve(info) }),
      get: (round) => get(String(round)),
      latest: () => get('latest'),
    };
  };

  return {
    chain,
    relays: opts.relays,
    async round(round: number): Promise<DrandRound> {
      let refused = false;
      const problems: string[] = [];
      for (const relay of opts.relays) {
        try {
          // drand-client also writes a refused round to console.error before it throws.
          const beacon = await fetchBeacon(clientOf(relay), round);
          return {
            round: beacon.round,
            randomness: beacon.randomness.toLowerCase(),
            signature: beacon.signature.toLowerCase(),
          };
        } catch (err) {
          const known = err instanceof BeaconUnavailable;
          // drand-client throws a plain Error when a round does not verify (bad signature, other round).
          const wasRefused = known ? err.problem === 'refused' : /not valid/i.test((err as Error).message);
          refused ||= wasRefused;
          problems.push(`${relay}: ${(err as Error).message}`);
        }
      }
      opts.log.warn({ round, problems }, 'no drand relay gave a valid round');
      throw new BeaconUnavailable(
        refused ? 'refused' : 'unavailable',
        `No drand relay gave a valid round ${round}: ${problems.join('; ')}`,
      );
    },
  };
}
