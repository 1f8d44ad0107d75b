import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DRAND_QUICKNET } from '@app/games';
import { createDrandBeacon, type BeaconSource } from '../integrations/drand';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public randomness beacon (drand, ADR 066): giveaway draws and tournament seedings wait for its rounds. */
    beacon: BeaconSource;
  }
}

/** One beacon client for every feature that draws (the relays of DRAND_URLS, the pinned quicknet chain). */
export const beaconPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate(
      'beacon',
      createDrandBeacon({
        relays: config.DRAND_URLS,
        timeoutMs: config.DRAND_TIMEOUT_MS,
        log: app.log,
        // Production always trusts the pinned quicknet chain; only tests name a fake relay's own chain.
        chain: config.DRAND_TEST_CHAIN_HASH
          ? {
              ...DRAND_QUICKNET,
              hash: config.DRAND_TEST_CHAIN_HASH,
              publicKey: config.DRAND_TEST_PUBLIC_KEY ?? '',
              genesis: config.DRAND_TEST_GENESIS ?? DRAND_QUICKNET.genesis,
              period: config.DRAND_TEST_PERIOD ?? DRAND_QUICKNET.period,
            }
          : DRAND_QUICKNET,
      }),
    );
  },
  { name: 'beacon', dependencies: ['config'] },
);
