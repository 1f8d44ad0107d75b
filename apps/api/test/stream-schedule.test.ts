import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { nextOccurrence } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { queryRows, type Database } from '../src/db/client';
import { TEST_ORIGIN, TEST_SECRET, useTestApp } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';

let app: FastifyInstance;
let database: Database;
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
    url: '/api/v1/admin/stream/schedule',
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
const read = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/stream/schedule' });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const week = [
  { weekday: 5, time: '21:30', durationMinutes: 180, platform: 'kick', title: 'Bonus hunt, "big" one; €500' },
  { weekday: 1, time: '20:00', durationMinutes: null, platform: 'twitch', title: '  Monday slots  ' },
];

describe('stream schedule', () => {
  it('is empty until an admin saves it', async () => {
    expect(await read()).toEqual({ slots: [], next: null, timeZone: 'Europe/Lisbon' });
  });

  it('an admin saves the week: sorted, trimmed, audited; the next stream computed on Lisbon’s clock', async () => {
    const before = Date.now();
    const saved = await put(admin, { slots: week });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = await read();
    expect(body.slots).toEqual([
      { weekday: 1, time: '20:00', durationMinutes: null, platform: 'twitch', title: 'Monday slots' },
      { weekday: 5, time: '21:30', durationMinutes: 180, platform: 'kick', title: 'Bonus hunt, "big" one; €500' },
    ]);
    expect(saved.json()).toEqual(body);
    const startsAt = Date.parse(body.next.startsAt);
    expect(startsAt).toBeGreaterThanOrEqual(before);
    expect(startsAt - before).toBeLessThanOrEqual(8 * 24 * 3600_000);
    expect(startsAt).toBe(nextOccurrence(body.slots, before)!.startsAt);
    const wall = new TZDate(startsAt, 'Europe/Lisbon');
    const weekday = wall.getDay() === 0 ? 7 : wall.getDay();
    expect(weekday).toBe(body.next.weekday);
    expect(`${String(wall.getHours()).padStart(2, '0')}:${String(wall.getMinutes()).padStart(2, '0')}`).toBe(
      body.next.time,
    );
    const audit = await queryRows<{ action: string; target_id: string }>(
      database.db,
      sql`select action, target_id from audit_log where action = 'stream.schedule'`,
    );
    expect(audit).toEqual([{ action: 'stream.schedule', target_id: 'stream_schedule' }]);
    // The same week again changes nothing and writes no audit row; an empty list clears it.
    expect((await put(admin, { slots: week })).statusCode).toBe(200);
    expect(await queryRows(database.db, sql`select 1 from audit_log where action = 'stream.schedule'`)).toHaveLength(1);
    expect((await put(admin, { slots: [] })).json()).toEqual({ slots: [], next: null, timeZone: 'Europe/Lisbon' });
  });

  it('refuses bad slots with 400 VALIDATION_ERROR naming the field, and changes nothing', async () => {
    expect((await put(admin, { slots: week })).statusCode).toBe(200);
    const good = week[1]!;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ weekday: 0 }, 'slots.0.weekday'],
      [{ weekday: 8 }, 'slots.0.weekday'],
      [{ weekday: 2.5 }, 'slots.0.weekday'],
      [{ time: '24:00' }, 'slots.0.time'],
      [{ time: '7:5' }, 'slots.0.time'],
      [{ platform: 'youtube' }, 'slots.0.platform'],
      [{ title: '' }, 'slots.0.title'],
      [{ title: '   ' }, 'slots.0.title'],
      [{ title: 'x'.repeat(101) }, 'slots.0.title'],
      [{ title: 'line\nbreak' }, 'slots.0.title'],
      [{ title: 'nul\u0000byte' }, 'slots.0.title'],
      [{ durationMinutes: 1 }, 'slots.0.durationMinutes'],
    ];
    for (const [change, field] of cases) {
      const res = await put(admin, { slots: [{ ...good, ...change }] });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const error = res.json().error;
      if (field === 'slots.0.title' && String(change.title).includes('\u0000')) continue; // refused before parsing
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(error.fields ?? {}), JSON.stringify(error)).toContain(field);
    }
    const tooMany = await put(admin, { slots: Array.from({ length: 29 }, () => good) });
    expect(tooMany.statusCode).toBe(400);
    expect((await put(admin, {})).statusCode).toBe(400);
    expect((await read()).slots).toHaveLength(2);
  });

  it('is for admins only', async () => {
    expect((await put(null, { slots: [] })).statusCode).toBe(401);
    expect((await put(viewer, { slots: [] })).statusCode).toBe(403);
    expect((await put(admin, { slots: week })).statusCode).toBe(200);
    expect((await put(viewer, { slots: [] })).statusCode).toBe(403);
    expect((await read()).slots).toHaveLength(2);
  });

  it('appears in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/stream/schedule',
        '/api/v1/admin/stream/schedule',
        '/api/v1/admin/stream/go-live',
        '/schedule.ics',
      ]),
    );
  });
});

/** Unfolded content lines of an iCalendar text (RFC 5545 §3.1). */
const icsLines = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

/** The components of an iCalendar text, each as its property lines. */
function components(text: string, name: string): string[][] {
  const out: string[][] = [];
  let current: string[] | null = null;
  for (const line of icsLines(text)) {
    if (line === `BEGIN:${name}`) current = [];
    else if (line === `END:${name}`) {
      out.push(current!);
      current = null;
    } else current?.push(line);
  }
  return out;
}

describe('/schedule.ics', () => {
  it('serves the week as weekly events in TZID Europe/Lisbon, titles escaped', async () => {
    expect((await put(admin, { slots: week })).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/schedule.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const text = res.body;
    const lines = icsLines(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    const [zone] = components(text, 'VTIMEZONE');
    expect(zone).toContain('TZID:Europe/Lisbon');
    const events = components(text, 'VEVENT');
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event).toContain('RRULE:FREQ=WEEKLY');
      expect(event.find((l) => l.startsWith('UID:'))).toBeDefined();
    }
    const friday = events.find((e) => e.some((l) => l.startsWith('SUMMARY:Bonus')))!;
    // The library escapes commas and semicolons in text (RFC 5545 §3.3.11).
    expect(friday).toContain('SUMMARY:Bonus hunt\\, "big" one\\; €500 (Kick)');
    const start = friday.find((l) => l.startsWith('DTSTART'))!;
    expect(start).toMatch(/^DTSTART;TZID=Europe\/Lisbon:\d{8}T213000$/);
    // A Friday on Lisbon's calendar.
    const [, y, m, d] = /:(\d{4})(\d{2})(\d{2})T/.exec(start)!;
    expect(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay()).toBe(5);
    expect(friday.find((l) => l.startsWith('DTEND'))).toMatch(/^DTEND;TZID=Europe\/Lisbon:\d{8}T003000$/);
    const monday = events.find((e) => e.some((l) => l.startsWith('SUMMARY:Monday')))!;
    expect(monday.find((l) => l.startsWith('DTSTART'))).toMatch(/T200000$/);
    expect(monday.find((l) => l.startsWith('DTEND'))).toMatch(/T220000$/);
  });

  it('an empty week is a valid calendar without events', async () => {
    expect((await put(admin, { slots: [] })).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/schedule.ics' });
    expect(res.statusCode).toBe(200);
    expect(icsLines(res.body)[0]).toBe('BEGIN:VCALENDAR');
    expect(components(res.body, 'VEVENT')).toHaveLength(0);
  });

  it('is served by the API next to the web app, not swallowed by its fallback', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: TEST_ORIGIN });
    const web = await buildApp({ config, database, sessionSecret: TEST_SECRET, logger: false, webRoot });
    try {
      const res = await web.inject({ method: 'GET', url: '/schedule.ics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
      const page = await web.inject({ method: 'GET', url: '/stream/live' });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await web.close();
    }
  });
});
