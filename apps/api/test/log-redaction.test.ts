// Secrets in query strings never reach the request log (issue 19: the overlay key and the OAuth
// code/state were logged in plain text).
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { redactUrl } from '../src/lib/log-redaction';
import { TEST_ORIGIN, TEST_SECRET } from './helpers/app';
import { openTestDatabase } from './helpers/database';

let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_URL: TEST_ORIGIN });
  app = await buildApp({ config, database, sessionSecret: TEST_SECRET, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Sends the request and returns the URLs of the log lines written for it. */
async function loggedUrls(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ text: string; urls: string[] }> {
  lines.length = 0;
  await app.inject({ method: 'GET', url, headers });
  const text = lines.join('\n');
  const urls = lines
    .map((l) => JSON.parse(l) as { req?: { url?: string } })
    .flatMap((l) => (l.req?.url ? [l.req.url] : []));
  return { text, urls };
}

describe('request log', () => {
  it('redacts the overlay key of an overlay page and keeps the rest of the URL', async () => {
    const { text, urls } = await loggedUrls('/overlay/hunt?key=ovk_SeCrEt0123456789&corner=top-left');
    expect(urls).toContain('/overlay/hunt?key=[redacted]&corner=top-left');
    expect(text).not.toContain('SeCrEt0123456789');
  });

  it('redacts the OAuth code and state of the sign-in and broadcaster callbacks', async () => {
    for (const path of ['/login', '/api/v1/admin/earning/callback']) {
      const { text, urls } = await loggedUrls(`${path}?code=c0de-Tw1tch-abc&scope=user%3Aread&state=st4te-XYZ-987`);
      expect(urls).toContain(`${path}?code=[redacted]&scope=user%3Aread&state=[redacted]`);
      expect(text).not.toContain('c0de-Tw1tch-abc');
      expect(text).not.toContain('st4te-XYZ-987');
    }
  });

  it('never logs the x-api-key header of the overlay API', async () => {
    const { text, urls } = await loggedUrls('/api/v1/overlay/bonus-hunt/active?access_token=t0k3n-zz', {
      'x-api-key': 'ovk_HeaderSecret42',
    });
    expect(urls).toContain('/api/v1/overlay/bonus-hunt/active?access_token=[redacted]');
    expect(text).not.toContain('HeaderSecret42');
    expect(text).not.toContain('t0k3n-zz');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/a', '/a'],
    ['/a?', '/a?'],
    ['/a?page=2&q=sweet', '/a?page=2&q=sweet'],
    ['/a?key=1', '/a?key=[redacted]'],
    [
      '/a?KEY=1&Refresh_Token=2&refresh-token=3&apiKey=4',
      '/a?KEY=[redacted]&Refresh_Token=[redacted]&refresh-token=[redacted]&apiKey=[redacted]',
    ],
    ['/a?%6Bey=secret&x=1', '/a?%6Bey=[redacted]&x=1'],
    ['/a?token=x&token=y', '/a?token=[redacted]&token=[redacted]'],
    ['/a?code=x#frag', '/a?code=[redacted]'],
    ['/a?keyboard=1&monkey=2', '/a?keyboard=1&monkey=2'],
  ])('%s -> %s', (input, output) => {
    expect(redactUrl(input)).toBe(output);
  });
});
