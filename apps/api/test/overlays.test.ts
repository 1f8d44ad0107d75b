import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OVERLAY_SETTINGS, type OverlaySettings } from '@app/contracts';
import { queryRows, type Database } from '../src/db/client';
import { readStored } from '../src/features/overlays/service';
import { TEST_ORIGIN, useTestApp } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let viewer: TestUser;

useTestApp((opened) => ({ app, database } = opened));
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin' });
  viewer = await createUser(database);
});

const put = (who: TestUser | null, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/admin/overlay-settings',
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    payload: payload as object,
  });
const adminGet = (who: TestUser | null) =>
  app.inject({ method: 'GET', url: '/api/v1/admin/overlay-settings', headers: who ? { cookie: who.cookie } : {} });
const overlayGet = (key?: string) =>
  app.inject({ method: 'GET', url: '/api/v1/overlay/settings', headers: key ? { 'x-api-key': key } : {} });
const newKey = async () =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/overlay-key',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    })
  ).json().key as string;

const custom: OverlaySettings = {
  ...DEFAULT_OVERLAY_SETTINGS,
  accent: '#22c55e',
  background: '#000000',
  backgroundOpacity: 55,
  text: '#ffffff',
  logoUrl: 'https://cdn.example/logo.png',
  fontSize: 24,
  corner: 'bottom-right',
  width: 600,
  parts: {
    ...DEFAULT_OVERLAY_SETTINGS.parts,
    hunt: { logo: false, stats: true, current: true, list: true, art: false, games: false },
  },
};

describe('showing the overlay key again', () => {
  const reveal = (who: TestUser | null) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/admin/overlay-key/reveal',
      headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    });
  const status = () =>
    app.inject({ method: 'GET', url: '/api/v1/admin/overlay-key', headers: { cookie: admin.cookie } });
  const audits = () =>
    queryRows<{ action: string; actor_id: string; summary: unknown }>(
      database.db,
      sql`select action, actor_id, summary from audit_log where target_id = 'overlay_key' order by id`,
    );

  it('gives the current key (it keeps working), writes one audit row each time, and never stores the key in clear', async () => {
    expect((await reveal(admin)).statusCode).toBe(404);
    const key = await newKey();
    expect((await status()).json()).toMatchObject({ exists: true, revealable: true });
    const shown = await reveal(admin);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json().key).toBe(key);
    expect((await reveal(admin)).json().key).toBe(key);
    expect((await overlayGet(key)).statusCode).toBe(200);
    expect((await audits()).map((a) => a.action)).toEqual([
      'overlay.key.rotate',
      'overlay.key.reveal',
      'overlay.key.reveal',
    ]);
    expect(JSON.stringify(await audits())).not.toContain(key);
    const [row] = await queryRows<{ key_hash: string; key_sealed: string }>(
      database.db,
      sql`select key_hash, key_sealed from overlay_keys`,
    );
    expect(row!.key_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(key.slice(4));

    // Rotating gives a new key; showing again gives the new one.
    const next = await newKey();
    expect((await reveal(admin)).json().key).toBe(next);
  });

  it('is for admins only; a key kept only as a hash (made before) is a 409 until rotated', async () => {
    await newKey();
    expect((await reveal(null)).statusCode).toBe(401);
    expect((await reveal(viewer)).statusCode).toBe(403);
    await database.db.execute(sql`update overlay_keys set key_sealed = null`);
    expect((await status()).json()).toMatchObject({ exists: true, revealable: false });
    const refused = await reveal(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONFLICT');
    // A sealed value that does not open (another SECRETS_KEY) is the same 409, never a 500.
    await database.db.execute(sql`update overlay_keys set key_sealed = 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAA'`);
    expect((await reveal(admin)).statusCode).toBe(409);
    expect((await audits()).filter((a) => a.action === 'overlay.key.reveal')).toEqual([]);
    await newKey();
    expect((await reveal(admin)).statusCode).toBe(200);
  });
});

describe('overlay settings', () => {
  it('are the defaults until saved; an admin saves them and the overlay key reads them', async () => {
    const first = await adminGet(admin);
    expect(first.statusCode).toBe(200);
    // No chat connected here: the overlays name no command.
    expect(first.json()).toEqual({
      settings: DEFAULT_OVERLAY_SETTINGS,
      updatedAt: null,
      chat: { gtb: null, avg: null },
    });

    const saved = await put(admin, custom);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual(custom);
    expect((await adminGet(admin)).json().settings).toEqual(custom);

    const key = await newKey();
    const read = await overlayGet(key);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toMatchObject({ settings: custom });
  });

  it('guests are 401 and viewers 403 on the admin calls; the overlay read is 401 without the right key', async () => {
    expect((await adminGet(null)).statusCode).toBe(401);
    expect((await adminGet(viewer)).statusCode).toBe(403);
    expect((await put(null, custom)).statusCode).toBe(401);
    const asViewer = await put(viewer, custom);
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().error.code).toBe('FORBIDDEN');

    expect((await overlayGet()).statusCode).toBe(401);
    expect((await overlayGet('ovl_no_key_exists_yet')).statusCode).toBe(401);
    const key = await newKey();
    const wrong = await overlayGet(`${key}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('UNAUTHENTICATED');
    // A rotated key stops reading the settings at once.
    await newKey();
    expect((await overlayGet(key)).statusCode).toBe(401);
    // Nothing was saved by the refused writes.
    expect((await adminGet(admin)).json().updatedAt).toBeNull();
  });

  it('refuses bad input with 400 and the field, and changes nothing', async () => {
    expect((await put(admin, custom)).statusCode).toBe(200);
    const bad: [string, unknown][] = [
      ['accent', 'red'],
      ['background', '#12345'],
      ['text', 'javascript:alert(1)'],
      ['backgroundOpacity', 101],
      ['backgroundOpacity', 12.5],
      ['fontSize', 8],
      ['fontSize', 41],
      ['width', 100],
      ['width', 5000],
      ['corner', 'middle'],
      ['logoUrl', 'http://cdn.example/logo.png'],
      ['logoUrl', '//evil.example/logo.png'],
      ['logoUrl', 'javascript:alert(1)'],
      ['parts', { ...custom.parts, gtb: { logo: true } }],
    ];
    for (const [field, value] of bad) {
      const res = await put(admin, { ...custom, [field]: value });
      expect([field, value, res.statusCode, res.json().error.code]).toEqual([field, value, 400, 'VALIDATION_ERROR']);
      expect(Object.keys(res.json().error.fields ?? {}).some((f) => f.startsWith(field))).toBe(true);
    }
    const { parts: _parts, ...missingParts } = custom;
    expect((await put(admin, missingParts)).statusCode).toBe(400);
    expect((await put(admin, [1, 2])).statusCode).toBe(400);
    expect((await adminGet(admin)).json().settings).toEqual(custom);
    // A same-site path is a valid logo, as for other admin images.
    expect((await put(admin, { ...custom, logoUrl: '/logo.svg' })).statusCode).toBe(200);
  });

  it('a save is announced on the live hunt events, so open overlays reload their settings', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/v1/live-hunt' })).json().eventId as number;
    expect((await put(admin, custom)).statusCode).toBe(200);
    const after = (await app.inject({ method: 'GET', url: '/api/v1/live-hunt' })).json().eventId as number;
    expect(after).toBeGreaterThan(before);
    const rows = await queryRows<{ kind: string; hunt_id: string | null }>(
      database.db,
      sql`select kind, hunt_id from live_hunt_events order by seq desc limit 1`,
    );
    expect(rows[0]).toEqual({ kind: 'overlay_settings', hunt_id: null });
  });

  it('a stored row from an older version takes the defaults for what it lacks; a broken one falls back to the defaults', () => {
    const { parts: _p, ...old } = custom;
    expect(readStored({ ...old, parts: { hunt: { list: false } } })).toEqual({
      ...custom,
      parts: { ...DEFAULT_OVERLAY_SETTINGS.parts, hunt: { ...DEFAULT_OVERLAY_SETTINGS.parts.hunt, list: false } },
    });
    expect(readStored({ ...custom, accent: 'nope' })).toEqual(DEFAULT_OVERLAY_SETTINGS);
    expect(readStored(null)).toEqual(DEFAULT_OVERLAY_SETTINGS);
  });
});

describe('the public hunt carries what the overlays draw', () => {
  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, who: TestUser, payload?: object) =>
    app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });

  it('slot art from the catalogue (null for a typed slot) and the AVG pot of every group', async () => {
    await send('POST', '/api/v1/slots', admin, {
      name: 'Art Slot',
      provider: 'Pragmatic Play',
      thumbnail: 'https://cdn.example/art.webp',
    });
    const [slot] = await queryRows<{ id: string }>(database.db, sql`select id from slots where name = 'Art Slot'`);
    const huntId = (await send('POST', '/api/v1/admin/live-hunt', admin, { start: 100_000 })).json()._id as string;
    await send('POST', '/api/v1/admin/live-hunt/bonuses', admin, {
      slot: { _id: slot!.id, name: 'Art Slot', provider: '' },
      bet: 200,
      superBonus: false,
    });
    await send('POST', '/api/v1/admin/live-hunt/bonuses', admin, {
      slot: { name: 'Typed Slot', provider: 'Somebody' },
      bet: 100,
      superBonus: false,
    });
    await send('POST', '/api/v1/admin/live-hunt/avg', admin, { status: 'opened' });
    const [a, b, c] = await Promise.all([
      createUser(database, { points: 1_000 }),
      createUser(database, { points: 1_000 }),
      createUser(database, { points: 1_000 }),
    ]);
    expect((await send('PUT', `/api/v1/bonustracker/${huntId}/avg`, a!, { guess: 'B', bet: 40 })).statusCode).toBe(200);
    expect((await send('PUT', `/api/v1/bonustracker/${huntId}/avg`, b!, { guess: 'B', bet: 10 })).statusCode).toBe(200);
    expect((await send('PUT', `/api/v1/bonustracker/${huntId}/avg`, c!, { guess: 'E', bet: 500 })).statusCode).toBe(
      200,
    );

    const hunt = (await app.inject({ method: 'GET', url: '/api/v1/live-hunt' })).json().hunt;
    expect(
      hunt.bonus.map((x: { slot: { name: string; thumbnail: string | null } }) => [x.slot.name, x.slot.thumbnail]),
    ).toEqual([
      ['Art Slot', 'https://cdn.example/art.webp'],
      ['Typed Slot', null],
    ]);
    expect(hunt.avg.pot).toBe(550);
    expect(hunt.avg.groups).toEqual([
      { group: 'A', pot: 0, participants: 0 },
      { group: 'B', pot: 50, participants: 2 },
      { group: 'C', pot: 0, participants: 0 },
      { group: 'D', pot: 0, participants: 0 },
      { group: 'E', pot: 500, participants: 1 },
      { group: 'F', pot: 0, participants: 0 },
    ]);
  });
});
