import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { createTestApp, useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;

// Every read sees the last write: the public list is built again at each request.
useTestApp((opened) => ({ app, database } = opened), { LEADERBOARD_CACHE_MS: '0' });
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', displayName: 'Boss' });
});

const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: admin.cookie }, payload });

const details = {
  vpn: false,
  kyc: true,
  minDeposit: '10 €',
  minWithdrawal: '20 €',
  depositMethods: [],
  withdrawalMethods: [],
  providers: [],
  steps: [],
  bonusTexts: [],
  promoCode: null,
};
const create = async (slug: string, extra: object = {}) => {
  const res = await send('POST', '/api/v1/offers', {
    slug,
    name: `Offer ${slug}`,
    image: `/offers/${slug}.svg`,
    color: '#112233',
    link: `https://${slug}.example/r`,
    details,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; slug: string };
};

type Card = { slug: string; available: boolean; claimUrl: string | null; licence: unknown };
const cardsFor = async (country: string | null, on: FastifyInstance = app, headers: Record<string, string> = {}) => {
  const res = await on.inject({
    method: 'GET',
    url: '/api/v1/offers',
    headers: { ...headers, ...(country ? { 'x-test-country': country } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Card[];
};
const slugs = (cards: Card[]) => cards.map((c) => c.slug);

/** Three partners: one licensed in Portugal, one restricted in Brazil, one only for Spain and Brazil. */
async function seedThree() {
  await create('lusa', { licence: { regulator: 'SRIJ', number: '099' } });
  await create('global', { licence: { regulator: 'MGA', number: 'MGA/B2C/1' }, restrictedIn: ['br'] });
  await create('iberia', { availableIn: ['ES', 'BR'] });
}

describe('offers by country', () => {
  it('an unknown country (local address, no header) sees every offer; the licence and countries are on the card', async () => {
    await seedThree();
    const cards = await cardsFor(null);
    expect(slugs(cards)).toEqual(['lusa', 'global', 'iberia']);
    expect(cards[0]).toMatchObject({ licence: { regulator: 'SRIJ', number: '099' }, available: true });
    expect(cards[1]).toMatchObject({ restrictedIn: ['BR'], availableIn: [] });
    expect(cards[2]).toMatchObject({ availableIn: ['BR', 'ES'], licence: null });
  });

  it('restricted in the forced country: hidden by default, marked "not available" (no Claim) when the site marks them', async () => {
    await seedThree();
    expect(slugs(await cardsFor('BR'))).toEqual(['lusa', 'iberia']);
    expect(slugs(await cardsFor('FR'))).toEqual(['lusa', 'global']);
    expect(slugs(await cardsFor('ES'))).toEqual(['lusa', 'global', 'iberia']);

    expect((await send('PUT', '/api/v1/admin/site-settings', { restrictedOffers: 'mark' })).statusCode).toBe(200);
    const br = await cardsFor('BR');
    expect(slugs(br)).toEqual(['lusa', 'global', 'iberia']);
    expect(br[1]).toMatchObject({ available: false, claimUrl: null });
    expect(br[0]).toMatchObject({ available: true, claimUrl: '/go/lusa' });
    // The Claim of a marked offer is refused too, where the visitor is; elsewhere it counts.
    const claim = (country: string) =>
      app.inject({ method: 'GET', url: '/go/global', headers: { 'x-test-country': country } });
    expect((await claim('BR')).statusCode).toBe(404);
    expect((await claim('ES')).statusCode).toBe(302);
  });

  it('a visitor in Portugal sees only SRIJ-licensed offers while the setting is on (the default), all allowed ones when off', async () => {
    await seedThree();
    const settings = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/site-settings',
      headers: { cookie: admin.cookie },
    });
    expect(settings.json()).toMatchObject({ restrictedOffers: 'hide', hideUnlicensedInPortugal: true });
    expect(slugs(await cardsFor('PT'))).toEqual(['lusa']);
    expect(
      (await app.inject({ method: 'GET', url: '/go/global', headers: { 'x-test-country': 'PT' } })).statusCode,
    ).toBe(404);

    const off = await send('PUT', '/api/v1/admin/site-settings', { hideUnlicensedInPortugal: false });
    expect(off.json()).toMatchObject({ hideUnlicensedInPortugal: false });
    // iberia is for Spain and Brazil only: still hidden in Portugal.
    expect(slugs(await cardsFor('PT'))).toEqual(['lusa', 'global']);
    const audit = await queryRows<{ summary: unknown }>(
      database.db,
      sql`select summary from audit_log where action = 'site.settings'`,
    );
    expect(audit.map((a) => a.summary)).toEqual([
      { before: { hideUnlicensedInPortugal: true }, after: { hideUnlicensedInPortugal: false } },
    ]);
  });

  it('an unknown country code in the admin form is 400 UNKNOWN_COUNTRY and nothing changes', async () => {
    const { id } = await create('global', { restrictedIn: ['BR'] });
    const bad = await send('PATCH', `/api/v1/offers/${id}`, { restrictedIn: ['PT', 'XX'], name: 'Renamed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'UNKNOWN_COUNTRY',
      fields: { restrictedIn: expect.stringContaining('XX') },
    });
    const created = await send('POST', '/api/v1/offers', {
      slug: 'other',
      name: 'Other',
      image: '/offers/other.svg',
      color: '#112233',
      link: 'https://other.example/r',
      details,
      availableIn: ['UK'],
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({ code: 'UNKNOWN_COUNTRY' });
    const rows = await queryRows<{ slug: string; name: string; restricted_in: string[] }>(
      database.db,
      sql`select slug, name, restricted_in from offers`,
    );
    expect(rows).toEqual([{ slug: 'global', name: 'Offer global', restricted_in: ['BR'] }]);
    // A licence needs both parts; a restricted mode other than hide/mark is refused.
    expect(
      (await send('PATCH', `/api/v1/offers/${id}`, { licence: { regulator: 'SRIJ', number: '' } })).statusCode,
    ).toBe(400);
    expect((await send('PUT', '/api/v1/admin/site-settings', { restrictedOffers: 'blur' })).statusCode).toBe(400);
  });

  it('a rename keeps the offer hidden and its countries (a PATCH changes only the fields sent)', async () => {
    const { id } = await create('global', { restrictedIn: ['BR'], hidden: true });
    expect((await send('PATCH', `/api/v1/offers/${id}`, { name: 'Renamed' })).json()).toMatchObject({
      hidden: true,
      restrictedIn: ['BR'],
    });
  });

  it('in production the test header is ignored: the country comes from the address (behind TRUST_PROXY)', async () => {
    await seedThree();
    const prod = await createTestApp(database, {
      NODE_ENV: 'production',
      SESSION_SECRET: 'p'.repeat(40),
      SECRETS_KEY: 'k'.repeat(40),
      TWITCH_CLIENT_ID: 'client',
      TWITCH_CLIENT_SECRET: 'secret',
      TWITCH_AUTH_URL: 'http://127.0.0.1:9/oauth2',
      TWITCH_API_URL: 'http://127.0.0.1:9/helix',
      TRUST_PROXY: 'true',
      LEADERBOARD_CACHE_MS: '0',
    });
    try {
      // From a local address, "BR" and "PT" forced by the header change nothing: every offer shows.
      expect(slugs(await cardsFor('BR', prod))).toEqual(['lusa', 'global', 'iberia']);
      expect(slugs(await cardsFor('PT', prod))).toEqual(['lusa', 'global', 'iberia']);
      // A Portuguese address (FCCN's 193.136.0.0/15) behind the proxy: the Portuguese rule applies.
      const fromPortugal = { 'x-forwarded-for': '193.136.0.1' };
      expect(slugs(await cardsFor(null, prod, fromPortugal))).toEqual(['lusa']);
      // ...and a header asking for Spain does not lift it.
      expect(slugs(await cardsFor('ES', prod, fromPortugal))).toEqual(['lusa']);
    } finally {
      await prod.close();
    }
    // In test mode the same header decides, whatever the address.
    expect(slugs(await cardsFor('ES', app, { 'x-forwarded-for': '193.136.0.1' }))).toEqual([
      'lusa',
      'global',
      'iberia',
    ]);
  });
});
