import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lisbonDay, offerSchema } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows, type Database } from '../src/db/client';
import { demoOffers, seedOffers } from '../src/seed/offers';
import { useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;

useTestApp((opened) => ({ app, database } = opened));
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', displayName: 'Boss' });
});

const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });

const details = {
  vpn: true,
  kyc: false,
  minDeposit: '$10',
  minWithdrawal: '$20',
  depositMethods: ['BTC'],
  withdrawalMethods: ['BTC'],
  providers: ['Evolution'],
  steps: [{ position: 1, bonusPercentage: 100, minDep: 10, upTo: 500 }],
  bonusTexts: ['Wager x35.'],
  promoCode: 'CODE1',
};
const input = (slug: string, extra: object = {}) => ({
  slug,
  name: `Offer ${slug}`,
  image: `/offers/${slug}.svg`,
  color: '#112233',
  link: `https://${slug}.example/r`,
  details,
  ...extra,
});

describe('offers', () => {
  it('the seed holds the nine cards in order, with self-served images; the public list hides the partner links', async () => {
    await database.db.transaction((tx) => seedOffers(tx));
    const res = await app.inject({ method: 'GET', url: '/api/v1/offers' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(9);
    expect(body.map((o: { slug: string }) => o.slug)).toEqual(demoOffers.map((o) => o.slug));
    expect(body[0]).toMatchObject({ image: '/offers/nova-crypto.svg', coming: false, claimUrl: '/go/nova-crypto' });
    expect(body[0].details.steps.map((s: { bonusPercentage: number }) => s.bonusPercentage)).toEqual([
      180, 240, 300, 360,
    ]);
    expect(body[8]).toMatchObject({ coming: true, claimUrl: null });
    expect(JSON.stringify(body)).not.toContain('.example/r/');
    // One prepared body for everyone: matches the contract, revalidated by its ETag.
    expect(z.array(offerSchema).parse(body)).toEqual(body);
    const again = await app.inject({
      method: 'GET',
      url: '/api/v1/offers',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('a browser gets the prepared body compressed, with its own ETag per encoding', async () => {
    await database.db.transaction((tx) => seedOffers(tx));
    const plain = await app.inject({ method: 'GET', url: '/api/v1/offers' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.8', 'gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/offers', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(res.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-${encoding}"`);
      const again = await app.inject({
        method: 'GET',
        url: '/api/v1/offers',
        headers: { 'accept-encoding': accept, 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      // The plain representation's ETag does not validate the compressed one.
      const other = await app.inject({
        method: 'GET',
        url: '/api/v1/offers',
        headers: { 'accept-encoding': accept, 'if-none-match': plain.headers.etag as string },
      });
      expect(other.statusCode).toBe(200);
    }
  });

  it('an admin creates, edits, hides, reorders and deletes; others cannot', async () => {
    const viewer = await createUser(database);
    expect((await send('POST', '/api/v1/offers', viewer, input('a'))).statusCode).toBe(403);
    const a = (await send('POST', '/api/v1/offers', admin, input('a'))).json();
    const b = (await send('POST', '/api/v1/offers', admin, input('b'))).json();
    expect([a.position, b.position]).toEqual([1, 2]);
    expect((await send('POST', '/api/v1/offers', admin, input('a'))).json().error.fields).toHaveProperty('slug');

    const edited = await send('PATCH', `/api/v1/offers/${a.id}`, admin, { name: 'Renamed', link: 'coming' });
    expect(edited.json()).toMatchObject({ name: 'Renamed', coming: true, claimUrl: null });

    const order = await send('PUT', '/api/v1/offers/order', admin, { ids: [b.id, a.id] });
    expect(order.json().map((o: { slug: string }) => o.slug)).toEqual(['b', 'a']);
    expect((await send('PUT', '/api/v1/offers/order', admin, { ids: [b.id] })).statusCode).toBe(400);

    await send('PATCH', `/api/v1/offers/${b.id}`, admin, { hidden: true });
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/offers' })).json().map((o: { slug: string }) => o.slug),
    ).toEqual(['a']);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/admin/offers', headers: { cookie: admin.cookie } })).json(),
    ).toHaveLength(2);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/admin/offers', headers: { cookie: viewer.cookie } })).statusCode,
    ).toBe(403);

    expect((await send('DELETE', `/api/v1/offers/${b.id}`, admin)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/v1/offers/${b.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses bad fields by name: non-https link, bad colour, bad slug, http image', async () => {
    const res = await send(
      'POST',
      '/api/v1/offers',
      admin,
      input('x', { slug: 'Bad Slug', color: 'red', link: 'javascript:alert(1)', image: 'http://x.example/a.png' }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['color', 'image', 'link', 'slug']);
  });

  it('/go/{slug} counts the click and redirects 302; hidden, coming and unknown offers are 404', async () => {
    const a = (await send('POST', '/api/v1/offers', admin, input('a'))).json();
    await send('POST', '/api/v1/offers', admin, input('soon', { link: 'coming' }));
    const res = await app.inject({ method: 'GET', url: '/go/a', headers: { 'user-agent': 'test-agent' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://a.example/r');
    expect((await app.inject({ method: 'GET', url: '/go/soon' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/go/nope' })).statusCode).toBe(404);
    await send('PATCH', `/api/v1/offers/${a.id}`, admin, { hidden: true });
    expect((await app.inject({ method: 'GET', url: '/go/a' })).statusCode).toBe(404);

    const clicks = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/offers/clicks?days=7',
      headers: { cookie: admin.cookie },
    });
    expect(clicks.json()).toEqual([
      { offerId: a.id, slug: 'a', name: 'Offer a', day: lisbonDay(new Date()), clicks: 1, visitors: 1 },
    ]);
    // Nothing personal is kept: only the keyed hash.
    const stored = await queryRows<{ visitor_hash: string }>(
      database.db,
      sql`select visitor_hash from offer_click_visitors`,
    );
    expect(stored[0]?.visitor_hash).not.toContain('test-agent');
    expect(stored[0]?.visitor_hash).toMatch(/^[\w-]{43}$/);
  });

  it('counts 100 parallel clicks exactly', async () => {
    await send('POST', '/api/v1/offers', admin, input('busy'));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        app.inject({ method: 'GET', url: '/go/busy', headers: { 'user-agent': `agent-${i % 10}` } }),
      ),
    );
    expect(results.every((r) => r.statusCode === 302)).toBe(true);
    const rows = (
      await app.inject({ method: 'GET', url: '/api/v1/admin/offers/clicks', headers: { cookie: admin.cookie } })
    ).json();
    expect(rows).toEqual([expect.objectContaining({ slug: 'busy', clicks: 100, visitors: 10 })]);
  });

  it('Lisbon days follow Lisbon midnight, summer time included', () => {
    expect(lisbonDay(new Date('2026-07-01T22:59:59Z'))).toBe('2026-07-01');
    expect(lisbonDay(new Date('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
    expect(lisbonDay(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
    expect(lisbonDay(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });
});
