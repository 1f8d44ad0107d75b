import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { cookieHeader } from './app';
import { createUser } from './factories';

/**
 * An admin's connect round trip against a platform fake: our start route (state cookie), the fake's
 * consent page, our callback. Returns where the callback sent the browser (e.g. `/admin/earning?kick=ok`).
 */
export async function connectThroughFake(
  app: FastifyInstance,
  adminCookie: string,
  start: '/api/v1/admin/kick/connect' | '/api/v1/admin/earning/connect',
): Promise<string> {
  const begin = await app.inject({ method: 'GET', url: start, headers: { cookie: adminCookie } });
  const consent = await fetch(begin.headers.location as string, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const done = await app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: `${adminCookie}; ${cookieHeader(begin)}` },
  });
  return done.headers.location as string;
}

/** A site account (with its session cookie) whose only identity is `platform` user `platformUserId`. */
export async function platformViewer(
  database: Database,
  platform: 'twitch' | 'kick',
  login: string,
  platformUserId: string,
  points = 0,
) {
  const u = await createUser(database, { login, points });
  await database.db.execute(sql`delete from user_identities where user_id = ${u.id}`);
  await database.db.execute(
    sql`insert into user_identities (user_id, platform, platform_user_id, login, display_name) values (${u.id}, ${platform}, ${platformUserId}, ${login}, ${login})`,
  );
  return u;
}
