import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from './app';
import type { TestUser } from './factories';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request to an instance as `who` (or a visitor), from the site's own origin, with an optional JSON body. */
export const call = (on: FastifyInstance, method: Method, url: string, who: TestUser | null, payload?: object) =>
  on.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
