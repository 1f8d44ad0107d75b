import { SITE_CURRENCIES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';

/** One site currency, set by an admin, served with the public config and used by the live hunt's texts. */
let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let viewer: TestUser;

useTestApp((opened) => ({ app, database } = opened));
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', displayName: 'Boss' });
  viewer = await createUser(database);
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser | null, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const setCurrency = (currency: unknown, who: TestUser | null = admin) =>
  send('PUT', '/api/v1/admin/site-settings', who, { currency });
const configCurrency = async () => (await send('GET', '/api/v1/config', null)).json().currency as string;

describe('the site currency', () => {
  it('is USD until an admin sets it; the public config serves it, revalidated on every load', async () => {
    const res = await send('GET', '/api/v1/config', null);
    expect(res.statusCode).toBe(200);
    expect(res.json().currency).toBe('USD');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await send('GET', '/api/v1/admin/site-settings', admin)).json()).toEqual({
      currency: 'USD',
      defaultLocale: 'en',
      restrictedOffers: 'hide',
      hideUnlicensedInPortugal: true,
    });
  });

  it('an admin changes it (audited, before and after); the config follows at once', async () => {
    const ok = await setCurrency('eur');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ currency: 'EUR', defaultLocale: 'en' });
    expect(await configCurrency()).toBe('EUR');
    expect((await send('GET', '/api/v1/admin/site-settings', admin)).json()).toEqual({
      currency: 'EUR',
      defaultLocale: 'en',
      restrictedOffers: 'hide',
      hideUnlicensedInPortugal: true,
    });
    // Saving the same value again records nothing new.
    expect((await setCurrency('EUR')).statusCode).toBe(200);
    const audit = await queryRows<{ action: string; summary: unknown; actor_name: string }>(
      database.db,
      sql`select action, summary, actor_name from audit_log where action = 'site.settings'`,
    );
    expect(audit).toEqual([
      {
        action: 'site.settings',
        summary: { before: { currency: 'USD' }, after: { currency: 'EUR' } },
        actor_name: 'Boss',
      },
    ]);
    for (const code of SITE_CURRENCIES)
      expect((await setCurrency(code)).json()).toMatchObject({ currency: code, defaultLocale: 'en' });
  });

  it('refuses a code outside the fixed ISO 4217 list with 400 UNSUPPORTED_CURRENCY, and changes nothing', async () => {
    await setCurrency('GBP');
    for (const bad of ['XYZ', 'JPY', 'US', '$', '', 'EURO', 'eur; drop table']) {
      const res = await setCurrency(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code, bad).toBe('UNSUPPORTED_CURRENCY');
    }
    for (const bad of [42, null, 'x'.repeat(17)]) {
      const res = await setCurrency(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(await configCurrency()).toBe('GBP');
  });

  it('only an admin sets it', async () => {
    expect((await setCurrency('EUR', viewer)).statusCode).toBe(403);
    expect((await setCurrency('EUR', null)).statusCode).toBe(401);
    expect((await send('GET', '/api/v1/admin/site-settings', viewer)).statusCode).toBe(403);
    expect(await configCurrency()).toBe('USD');
  });

  it("a new live hunt's default GTB prize and its winner's notice are in the site currency", async () => {
    await setCurrency('EUR');
    const hunt = (await send('POST', '/api/v1/admin/live-hunt', admin, { start: 10_000 })).json();
    const bonusId = (
      await send('POST', '/api/v1/admin/live-hunt/bonuses', admin, {
        slot: { name: 'Gates of Olympus', provider: 'Pragmatic Play' },
        bet: 100,
        superBonus: false,
      })
    ).json().bonus[0]._id;
    await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/live-hunt/bonuses/${bonusId}`,
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      payload: { earning: 10_000 },
    });
    expect((await send('GET', '/api/v1/live-hunt', null)).json().hunt.gtb.prizes).toEqual([
      { points: null, text: '€30', affiliate: null },
    ]);
    await send('POST', '/api/v1/admin/live-hunt/gtb', admin, { status: 'opened' });
    await send('PUT', `/api/v1/bonustracker/${hunt._id}/gtb`, viewer, { guess: 12_345 });
    expect((await send('POST', '/api/v1/admin/live-hunt/finish', admin)).statusCode).toBe(200);
    const notices = (await send('GET', '/api/v1/users/me/notices', viewer)).json().notices as { body: string }[];
    expect(notices.map((n) => n.body)).toEqual([
      'Your guess of €123.45 was €23.45 off. Your prize: €30. The streamer will hand it out to you.',
    ]);
  });
});
