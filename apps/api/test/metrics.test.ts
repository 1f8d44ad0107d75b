import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { startJob } from '../src/lib/jobs';
import { kickChatEvent, startFakeKick } from './fakes/fake-kick';
import { createTestApp, TEST_ORIGIN, TEST_SECRET } from './helpers/app';
import { connectThroughFake, platformViewer } from './helpers/connect';
import { openTestDatabase } from './helpers/database';
import { createUser } from './helpers/factories';

// Operations: GET /metrics (Prometheus text, bearer token) and the request id (ADR 046).
const TOKEN = 'metrics-token-for-the-tests-0123';
const WEBHOOK = '/api/v1/webhooks/kick';

let database: Database;
let app: FastifyInstance;
let plain: FastifyInstance;
let kick: Awaited<ReturnType<typeof startFakeKick>>;

beforeAll(async () => {
  database = await openTestDatabase();
  kick = await startFakeKick({ clientId: 'kick-id', clientSecret: 'kick-secret' });
  kick.setChannel('bigstreamer', { broadcasterUserId: 77, live: true });
  const kickEnv = {
    KICK_CLIENT_ID: 'kick-id',
    KICK_CLIENT_SECRET: 'kick-secret',
    KICK_AUTH_URL: kick.authUrl,
    KICK_API_URL: kick.apiUrl,
    KICK_TIMEOUT_MS: '1000',
    KICK_CHANNEL: 'bigstreamer',
  };
  app = await createTestApp(database, { ...kickEnv, METRICS_TOKEN: TOKEN });
  plain = await createTestApp(database, kickEnv);
});
afterAll(async () => {
  await app?.close();
  await plain?.close();
  await kick?.close();
  await database?.close();
});

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * A strict reader of the Prometheus text exposition format (0.0.4): every line is a HELP, a TYPE or a
 * sample `name{label="value",…} number`, and every sample belongs to a family declared by a TYPE
 * (histograms through their _bucket, _sum and _count series). Throws on anything else.
 */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const sampleLine = new RegExp(`^(${name})(?:\\{(.*)\\})? (\\S+)(?: \\d+)?$`);
  const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(meta[3]);
        types.set(meta[2]!, meta[3]!);
      }
      continue;
    }
    const m = sampleLine.exec(line);
    if (!m) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    if (m[2]) {
      labelPair.lastIndex = 0;
      let consumed = 0;
      for (let p = labelPair.exec(m[2]); p; p = labelPair.exec(m[2])) {
        labels[p[1]!] = p[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
        consumed = labelPair.lastIndex;
      }
      if (consumed !== m[2].length) throw new Error(`bad labels: ${line}`);
    }
    const value = Number(m[3] === '+Inf' ? Infinity : m[3] === '-Inf' ? -Infinity : m[3]);
    if (Number.isNaN(value) && m[3]!.toLowerCase() !== 'nan') throw new Error(`bad value: ${line}`);
    const family = [m[1]!, m[1]!.replace(/_(bucket|sum|count)$/, '')].find((f) => types.has(f));
    if (!family) throw new Error(`sample of an undeclared family: ${line}`);
    samples.push({ name: m[1]!, labels, value });
  }
  return { types, samples };
}

async function scrape(target = app) {
  const res = await target.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(res.body);
}

/** The value of one series (0 when absent). */
function value(samples: Sample[], name: string, labels: Record<string, string>): number {
  const hit = samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return hit?.value ?? 0;
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN, and nothing is counted', async () => {
    const res = await plain.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(plain.metrics.enabled).toBe(false);
  });

  it('is the API’s 404 without METRICS_TOKEN also when the web app is served (never its page)', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: TEST_ORIGIN });
    const web = await buildApp({ config, database, sessionSecret: TEST_SECRET, logger: false, webRoot });
    try {
      expect((await web.inject({ method: 'GET', url: '/some/page' })).statusCode).toBe(200);
      const res = await web.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    } finally {
      await web.close();
    }
  });

  it('answers 401 in the error shape without the token, with a wrong one or another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
    }
  });

  it('is Prometheus text with the process metrics, the SSE gauge and (on PostgreSQL) the pool', async () => {
    const { types, samples } = await scrape();
    expect(types.get('http_requests_total')).toBe('counter');
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    expect(types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(types.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(value(samples, 'sse_connections_open', {})).toBe(0);
    if (database.kind === 'postgres') {
      expect(types.get('db_pool_clients')).toBe('gauge');
      expect(value(samples, 'db_pool_clients', {})).toBeGreaterThan(0);
      expect(samples.some((s) => s.name === 'db_pool_waiting_requests')).toBe(true);
      expect(value(samples, 'db_intake_pool_waiting_requests', {})).toBe(0);
      expect(types.get('db_intake_pool_clients')).toBe('gauge');
    } else {
      expect(types.has('db_pool_clients')).toBe(false);
    }
  });

  it('counts requests by route pattern, method and status, never by the raw URL', async () => {
    const route = '/api/v1/leaderboard/:slug';
    const before = (await scrape()).samples;
    for (const slug of ['no-such-sponsor', 'another-one', 'third'])
      await app.inject({ method: 'GET', url: `/api/v1/leaderboard/${slug}` });
    await app.inject({ method: 'GET', url: '/api/v1/no/such/route/123' });
    const { samples } = await scrape();
    const labels = { route, method: 'GET', status_code: '404' };
    expect(value(samples, 'http_requests_total', labels) - value(before, 'http_requests_total', labels)).toBe(3);
    expect(
      value(samples, 'http_request_duration_seconds_count', labels) -
        value(before, 'http_request_duration_seconds_count', labels),
    ).toBe(3);
    expect(value(samples, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      value(samples, 'http_request_duration_seconds_count', labels),
    );
    expect(value(samples, 'http_requests_total', { route: 'unmatched', method: 'GET', status_code: '404' })).toBe(1);
    // The scrapes themselves are counted under their route; no series carries a raw id.
    expect(value(samples, 'http_requests_total', { route: '/metrics', status_code: '200' })).toBeGreaterThan(0);
    expect(samples.some((s) => Object.values(s.labels).some((v) => /no-such-sponsor|\/123$/.test(v)))).toBe(false);
  });

  it('counts webhook deliveries by platform and outcome: accepted, duplicate, bad signature, not configured', async () => {
    const before = (await scrape()).samples;
    const delivery = kick.sign({
      type: 'chat.message.sent',
      event: kickChatEvent({
        broadcaster: { user_id: 77, username: 'bigstreamer' },
        sender: { user_id: 901, username: 'Watcher' },
        content: 'hello',
      }),
    });
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: WEBHOOK, headers, payload: delivery.body });
    expect((await post(delivery.headers)).statusCode).toBe(200);
    expect((await post(delivery.headers)).statusCode).toBe(200);
    const forged = { ...delivery.headers, 'kick-event-signature': Buffer.from('forged').toString('base64') };
    expect((await post(forged)).statusCode).toBe(403);
    // Twitch's EventSub without TWITCH_EVENTSUB_SECRET refuses everything.
    const eventsub = await app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/twitch/eventsub',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(eventsub.statusCode).toBe(403);
    const { samples } = await scrape();
    const moved = (outcome: string) =>
      value(samples, 'webhook_deliveries_total', { platform: 'kick', outcome }) -
      value(before, 'webhook_deliveries_total', { platform: 'kick', outcome });
    expect(moved('accepted')).toBe(1);
    expect(moved('duplicate')).toBe(1);
    expect(moved('bad_signature')).toBe(1);
    expect(value(samples, 'webhook_deliveries_total', { platform: 'twitch', outcome: 'not_configured' })).toBe(1);
  });

  it('counts chat replies queued and sent per platform', async () => {
    const admin = await createUser(database, { role: 'Admin', login: 'metricsadmin' });
    kick.state.consentUser = { user_id: 77, name: 'BigStreamer', email: '', profile_picture: '' };
    expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/kick/connect')).toBe('/admin/earning?kick=ok');
    await platformViewer(database, 'kick', 'ana', '902', 50);
    const before = (await scrape()).samples;
    const d = kick.sign({
      type: 'chat.message.sent',
      event: kickChatEvent({
        broadcaster: { user_id: 77, username: 'bigstreamer' },
        sender: { user_id: 902, username: 'Ana' },
        content: '!points',
      }),
    });
    expect((await app.inject({ method: 'POST', url: WEBHOOK, headers: d.headers, payload: d.body })).statusCode).toBe(
      200,
    );
    const until = Date.now() + 5_000;
    while (kick.state.chat.length < 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    expect(kick.state.chat.map((c) => c.content)).toEqual(['@Ana: you have 50 points.']);
    await new Promise((r) => setTimeout(r, 50));
    const { samples } = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      value(samples, name, labels) - value(before, name, labels);
    expect(moved('chat_replies_queued_total', { platform: 'kick' })).toBe(1);
    expect(moved('chat_replies_sent_total', { platform: 'kick', outcome: 'sent' })).toBe(1);
  });

  it('counts runs and failures of a scheduled job', async () => {
    let n = 0;
    const job = startJob({
      name: 'metrics-test-job',
      everyMs: 60_000,
      log: { info: () => {}, error: () => {} },
      metrics: app.metrics,
      run: async () => {
        if (++n === 2) throw new Error('second run fails');
      },
    });
    await job.runNow();
    await job.runNow();
    await job.runNow();
    await job.stop();
    const { samples } = await scrape();
    expect(value(samples, 'job_runs_total', { job: 'metrics-test-job' })).toBe(3);
    expect(value(samples, 'job_failures_total', { job: 'metrics-test-job' })).toBe(1);
    expect(value(samples, 'job_duration_seconds_count', { job: 'metrics-test-job' })).toBe(3);
  });

  it('two apps in one process keep separate registries', async () => {
    const other = await createTestApp(database, { METRICS_TOKEN: TOKEN });
    try {
      const { samples } = await scrape(other);
      expect(value(samples, 'webhook_deliveries_total', { platform: 'kick', outcome: 'accepted' })).toBe(0);
      expect(value(samples, 'job_runs_total', { job: 'metrics-test-job' })).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('request ids', () => {
  it('echo a sane incoming x-request-id, replace anything else, and tag the JSON log lines', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_URL: TEST_ORIGIN });
    const logged = await buildApp({ config, database, sessionSecret: TEST_SECRET, logger: { stream } });
    await logged.ready();
    try {
      const sane = 'req.ABC_123-xyz';
      // /api/health logs at warn only; the site config is an ordinary logged route.
      const echoed = await logged.inject({ method: 'GET', url: '/api/v1/config', headers: { 'x-request-id': sane } });
      expect(echoed.headers['x-request-id']).toBe(sane);
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      for (const bad of ['a'.repeat(65), 'has space', 'semi;colon', '<script>', ''] as const) {
        const res = await logged.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
        expect(res.headers['x-request-id'], bad).toMatch(uuid);
      }
      const none = await logged.inject({ method: 'GET', url: '/api/health' });
      expect(none.headers['x-request-id']).toMatch(uuid);
      expect(none.headers['x-request-id']).not.toBe(
        (await logged.inject({ method: 'GET', url: '/api/health' })).headers['x-request-id'],
      );
      expect('a'.repeat(64)).toBe(
        (await logged.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a'.repeat(64) } }))
          .headers['x-request-id'],
      );
      // Every request's log lines are JSON objects carrying the same id as the response header.
      const mine = lines.filter((l) => l.reqId === sane);
      // One access line per request: the request, its status and the time taken.
      expect(mine.map((l) => l.msg)).toEqual(['request completed']);
      expect(mine[0]).toMatchObject({ req: { method: 'GET', url: '/api/v1/config' }, res: { statusCode: 200 } });
      expect(typeof mine[0]!.responseTime).toBe('number');
      // A body that is the same for every visitor logs its failures only (ADR 074).
      const offers = await logged.inject({
        method: 'GET',
        url: '/api/v1/offers',
        headers: { 'x-request-id': 'quiet-1' },
      });
      expect(offers.statusCode).toBe(200);
      const unknown = await logged.inject({
        method: 'GET',
        url: '/api/v1/leaderboard/no-such-sponsor',
        headers: { 'x-request-id': 'quiet-2' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(lines.filter((l) => l.reqId === 'quiet-1')).toEqual([]);
      expect(
        lines.filter((l) => l.reqId === 'quiet-2').map((l) => (l.res as { statusCode: number }).statusCode),
      ).toEqual([404]);
      expect(mine.every((l) => typeof l.time === 'number' && typeof l.level === 'number')).toBe(true);
    } finally {
      await logged.close();
    }
  });
});
