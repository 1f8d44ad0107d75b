import type { News, NewsItem } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { newsCache } from '../../db/schema';

const SECTION = 'general';

const httpUrl = (v: unknown): string | null => {
  if (typeof v !== 'string' || v.length > 2048) return null;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
};

/** The service's items to cards: an item without an http(s) link or a readable date is dropped; a bad image becomes none. */
export function toNewsItems(data: unknown): NewsItem[] {
  const list = (data as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) throw new Error('unexpected news response shape');
  const items: NewsItem[] = [];
  for (const raw of list as Record<string, unknown>[]) {
    if (!raw || typeof raw !== 'object') continue;
    const url = httpUrl(raw.news_url);
    const time = typeof raw.date === 'string' ? Date.parse(raw.date) : Number.NaN;
    if (!url || typeof raw.title !== 'string' || !raw.title.trim() || Number.isNaN(time)) continue;
    items.push({
      url,
      image: httpUrl(raw.image_url),
      title: raw.title.trim().slice(0, 300),
      topics: Array.isArray(raw.topics) ? raw.topics.filter((t): t is string => typeof t === 'string').slice(0, 8) : [],
      source: typeof raw.source_name === 'string' ? raw.source_name.slice(0, 100) : '',
      date: new Date(time).toISOString(),
    });
  }
  return items;
}

/** Bundled, labelled sample cards for demo mode without a token (links to the reserved example.com). */
export function sampleNews(now: Date): NewsItem[] {
  const titles = [
    'Sample: Bitcoin holds steady as markets wait for rate news',
    'Sample: Ethereum developers schedule the next network upgrade',
    'Sample: Stablecoin volumes climb for a third week',
    'Sample: Exchange lists three new trading pairs',
    'Sample: Regulators publish a draft framework for crypto custody',
    'Sample: Solana fees fall after a client update',
  ];
  return titles.map((title, i) => ({
    url: `https://example.com/sample-news/${i + 1}`,
    image: null,
    title,
    topics: i % 2 ? ['sample', 'regulation'] : ['sample', 'markets'],
    source: 'Sample data',
    date: new Date(now.getTime() - (i * 5 + 2) * 3_600_000).toISOString(),
  }));
}

/**
 * Crypto news with the token kept on the server. The last good copy lives in the database; a refresh
 * is tried at most once per `refreshMs` across every viewer and instance (a conditional update
 * claims the attempt), and a failure keeps the last copy.
 */
export function createNewsService(deps: {
  db: Db;
  token?: string;
  url: string;
  isProduction: boolean;
  refreshMs?: number;
  timeoutMs?: number;
  log: { error(o: object, m?: string): void };
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const refreshMs = deps.refreshMs ?? 10 * 60_000;
  let inFlight: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    // Claim the attempt: only one caller per period, whatever the number of viewers and instances.
    const claimed = await queryRows<{ section: string }>(
      db,
      sql`insert into news_cache (section, items, attempted_at) values (${SECTION}, '[]'::jsonb, now())
          on conflict (section) do update set attempted_at = now() where news_cache.attempted_at < now() - make_interval(secs => ${refreshMs / 1000})
          returning section`,
    );
    if (!claimed.length) return;
    try {
      const q = new URLSearchParams({ section: SECTION, items: '30', page: '1', token: deps.token! });
      const res = await fetch(`${deps.url}?${q}`, { signal: AbortSignal.timeout(deps.timeoutMs ?? 8000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const items = toNewsItems(await res.json());
      await db
        .update(newsCache)
        .set({ items, fetchedAt: sql`now()` })
        .where(sql`${newsCache.section} = ${SECTION}`);
    } catch (err) {
      deps.log.error(
        { err: { message: (err as Error).message } },
        'crypto news refresh failed; serving the last good copy',
      );
    }
  }

  return {
    async get(): Promise<News> {
      if (!deps.token)
        return deps.isProduction
          ? { status: 'not_configured', items: [], fetchedAt: null }
          : { status: 'sample', items: sampleNews(now()), fetchedAt: null };
      // Staleness by the database clock, the same one the claim uses.
      const read = async () =>
        (
          await db
            .select({
              items: newsCache.items,
              fetchedAt: newsCache.fetchedAt,
              stale: sql<boolean>`${newsCache.attemptedAt} < now() - make_interval(secs => ${refreshMs / 1000})`,
            })
            .from(newsCache)
            .where(sql`${newsCache.section} = ${SECTION}`)
            .limit(1)
        )[0];
      let row = await read();
      const stale = !row || row.stale;
      if (stale) {
        inFlight ??= refresh().finally(() => (inFlight = null));
        // Without any copy yet, wait for the first fetch; otherwise answer the last copy at once.
        if (!row?.fetchedAt) {
          await inFlight;
          row = await read();
        }
      }
      return {
        status: 'ok',
        items: (row?.items as NewsItem[] | undefined) ?? [],
        fetchedAt: row?.fetchedAt?.toISOString() ?? null,
      };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
