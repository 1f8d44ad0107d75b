import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createNewsService } from '../src/features/news/service';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createTestApp } from './helpers/app';

/** A local fake of the crypto-news contract (docs/integrations.md#crypto-news). */
const fake = { status: 200, requests: [] as string[], title: 'First' };
let server: Server;
let url: string;
let database: Database;
const log = { error: () => {} };

beforeAll(async () => {
  database = await openTestDatabase();
  server = createServer((req, res) => {
    fake.requests.push(req.url ?? '');
    if (fake.status !== 200) {
      res.writeHead(fake.status).end('{}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        data: [
          {
            news_url: 'https://news.example/a',
            image_url: 'https://img.example/a.png',
            title: fake.title,
            text: 't',
            source_name: 'Src',
            date: 'Thu, 06 Jan 2022 07:28:37 -0500',
            topics: ['bitcoin'],
            sentiment: 'Neutral',
            type: 'Article',
          },
          {
            news_url: 'javascript:alert(1)',
            image_url: 'https://img.example/b.png',
            title: 'Evil',
            date: 'Thu, 06 Jan 2022 07:28:37 -0500',
            topics: [],
          },
          {
            news_url: 'http://news.example/c',
            image_url: 'data:image/png;base64,xx',
            title: 'Plain http',
            date: 'Thu, 06 Jan 2022 08:00:00 -0500',
            topics: ['eth'],
          },
        ],
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/category`;
});
afterAll(async () => {
  server.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  fake.status = 200;
  fake.requests = [];
  fake.title = 'First';
});

describe('crypto news', () => {
  it('fetches once for many viewers, with the token on the server; only http(s) links and images pass', async () => {
    const news = createNewsService({ db: database.db, token: 'tok', url, isProduction: true, log });
    const answers = await Promise.all(Array.from({ length: 20 }, () => news.get()));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toBe('/api/v1/category?section=general&items=30&page=1&token=tok');
    const first = answers[0]!;
    expect(first.status).toBe('ok');
    expect(first.items.map((i) => i.title)).toEqual(['First', 'Plain http']);
    expect(first.items[0]).toMatchObject({
      url: 'https://news.example/a',
      image: 'https://img.example/a.png',
      topics: ['bitcoin'],
      date: '2022-01-06T12:28:37.000Z',
    });
    expect(first.items[1]?.image).toBeNull();
    expect(JSON.stringify(answers)).not.toContain('tok');
  });

  it('refreshes at most every 10 minutes and keeps the last good copy when the service fails', async () => {
    const news = createNewsService({ db: database.db, token: 'tok', url, isProduction: true, log });
    await news.get();
    fake.title = 'Second';
    await database.db.execute(`update news_cache set attempted_at = now() - interval '9 minutes'` as never);
    expect((await news.get()).items[0]?.title).toBe('First');
    expect(fake.requests).toHaveLength(1);

    // The attempt is claimed in the database (now() there), so move the stored time back instead of the clock.
    await database.db.execute(`update news_cache set attempted_at = now() - interval '11 minutes'` as never);
    fake.status = 503;
    await news.get();
    await new Promise((r) => setTimeout(r, 200));
    expect(fake.requests).toHaveLength(2);
    expect((await news.get()).items[0]?.title).toBe('First');
  });

  it("without a token: 'not configured' in production, a labelled sample otherwise", async () => {
    const prod = await createNewsService({ db: database.db, url, isProduction: true, log }).get();
    expect(prod).toEqual({ status: 'not_configured', items: [], fetchedAt: null });
    const demo = await createNewsService({ db: database.db, url, isProduction: false, log }).get();
    expect(demo.status).toBe('sample');
    expect(demo.items.every((i) => i.title.startsWith('Sample:'))).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('GET /api/v1/news answers the sample set in a test app without a token', async () => {
    const app = await createTestApp(database);
    const res = await app.inject({ method: 'GET', url: '/api/v1/news' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('sample');
    await app.close();
  });
});
