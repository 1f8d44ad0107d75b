import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SITE_CHANNEL } from '../../src/lib/event-bus';

/**
 * Resolves once `app` has heard every site event committed before the call: it sends a marker NOTIFY
 * and waits for it, and PostgreSQL (and PGlite) deliver notifications in commit order. A test that
 * reads a cache the bus invalidates waits here first, so a late invalidation cannot land between
 * two of its reads.
 */
export async function siteEventsHeard(app: FastifyInstance, timeoutMs = 5_000): Promise<void> {
  const marker = randomUUID();
  let off = () => {};
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the site bus did not deliver the marker')), timeoutMs);
      off = app.bus.subscribeSite((e) => {
        if (e.event === 'test_marker' && e.data.marker === marker) {
          clearTimeout(timer);
          resolve();
        }
      });
      app.db
        .execute(sql`select pg_notify(${SITE_CHANNEL}, ${JSON.stringify({ event: 'test_marker', data: { marker } })})`)
        .catch(reject);
    });
  } finally {
    off();
  }
}
