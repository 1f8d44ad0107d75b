import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'good' | 'empty' | 'malformed' | '4xx' | '5xx' | 'cloudflare' | 'hang';
export type FakePlayer = { username: string; wagered: string };

/** Cloudflare's "Just a moment..." page, as a casino behind its bot check answers a data-centre client. */
const CHALLENGE_PAGE =
  '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body>' +
  '<div id="challenge-body-text">Verifying you are human.</div>' +
  '<script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1"></script></body></html>';

/** A decimal string in hundredths, exactly (the detailed-summary casinos count cents, Clash hundredths of a gem). */
const hundredths = (wagered: string) => {
  const [whole, frac = ''] = wagered.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
};

/**
 * One local HTTP server speaking the sponsor contracts of docs/integrations.md#sponsor-leaderboards (Roobet,
 * Shuffle, Gamdom, Rainbet, the detailed summary of Clash.gg, Acebet and Cases.gg, Packdraw, Rain.gg) over
 * `players`. Tests steer it through `mode` and read `requests`. `later` are wagers made after the month of
 * `period` (from `nextDay` on): the detailed summary, which counts from a day until now, adds them.
 */
export async function startFakeSponsors(opts: { key: string; code?: string }) {
  const code = opts.code ?? 'streamer';
  const state = {
    mode: 'good' as FakeMode,
    players: [] as FakePlayer[],
    later: [] as FakePlayer[],
    period: '',
    /** First day (YYYY-MM-DD) of the month after `period`: asked from it, the detailed summary has only `later`. */
    nextDay: '',
    requests: [] as string[],
  };
  const malformed = [
    { username: 42, wagered: 'x' },
    null,
    { username: '', wagered: '1' },
    { username: 'neg', wagered: '-5' },
    { username: 'exp', wagered: '1e9' },
  ];

  /** The casino's user ids: one per name, the same in every answer. */
  const userIds = new Map<string, number>();
  const userIdOf = (name: string) => userIds.get(name) ?? userIds.set(name, 1000 + userIds.size).get(name)!;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    state.requests.push(url.pathname + url.search);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.mode === 'hang') return; // never answers
    if (state.mode === '5xx') return json(503, { error: 'maintenance' });
    if (state.mode === 'cloudflare') {
      res.writeHead(403, {
        'content-type': 'text/html; charset=UTF-8',
        'cf-mitigated': 'challenge',
        server: 'cloudflare',
      });
      return res.end(CHALLENGE_PAGE);
    }
    const players = state.mode === 'empty' ? [] : state.players;
    const bad = state.mode === 'malformed' ? malformed : [];

    if (url.pathname === '/affiliate/v2/stats') {
      if (state.mode === '4xx' || req.headers.authorization !== `Bearer ${opts.key}`)
        return json(401, { message: 'unauthorized' });
      return json(200, [
        ...players.map((p, i) => ({
          uid: `u${i}`,
          username: p.username,
          wagered: Number(p.wagered) * 2,
          weightedWagered: Number(p.wagered),
          favoriteGameTitle: 'Slot',
        })),
        ...bad.map((b) => (b ? { uid: 'x', username: b.username, weightedWagered: b.wagered } : b)),
      ]);
    }
    if (url.pathname.startsWith('/stats/')) {
      if (state.mode === '4xx' || url.pathname !== `/stats/${opts.key}`) return json(403, { error: 'bad key' });
      if (Number(url.searchParams.get('endTime')) * 1000 > Date.now() + 5_000)
        return json(400, { error: 'INVALID_DATE' });
      return json(200, [
        ...players.map((p) => ({ username: p.username, campaignCode: 'streamer', wagerAmount: Number(p.wagered) })),
        ...bad.map((b) => (b ? { username: b.username, wagerAmount: b.wagered } : b)),
      ]);
    }
    if (url.pathname === '/api/affiliates/leaderboard') {
      if (state.mode === '4xx' || url.searchParams.get('apikey') !== opts.key) return json(401, { success: false });
      return json(200, {
        success: true,
        data: [
          ...players.map((p, i) => ({
            user_id: i,
            username: p.username,
            wager_data: [
              { month: '2000-01', total_wager_usd: 99 },
              { month: state.period, total_wager_usd: Number(p.wagered) },
            ],
          })),
          ...bad.map((b) =>
            b
              ? { user_id: 0, username: b.username, wager_data: [{ month: state.period, total_wager_usd: b.wagered }] }
              : b,
          ),
        ],
      });
    }
    if (url.pathname === '/v1/external/affiliates') {
      if (state.mode === '4xx' || url.searchParams.get('key') !== opts.key)
        return json(401, { message: 'invalid key' });
      return json(200, {
        affiliates: [
          ...players.map((p, i) => ({ id: i, username: p.username, wagered_amount: p.wagered })),
          ...bad.map((b) => (b ? { id: 0, username: b.username, wagered_amount: b.wagered } : b)),
        ],
        cache_updated_at: new Date().toISOString(),
      });
    }
    const day = /^\/affiliates\/detailed-summary\/v2\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname);
    if (day) {
      if (state.mode === '4xx' || req.headers.authorization !== `Bearer ${opts.key}`)
        return json(401, { message: 'Unauthorized' });
      // From a day on, until now: the month's wagers plus the later ones; from the next month on, only those.
      const since = state.nextDay && day[1]! >= state.nextDay ? [] : players;
      const totals = new Map<string, number>();
      for (const p of [...since, ...(state.mode === 'empty' ? [] : state.later)])
        totals.set(p.username, (totals.get(p.username) ?? 0) + hundredths(p.wagered));
      return json(200, [
        ...[...totals].map(([name, wagered]) => ({
          userId: userIdOf(name),
          name,
          avatar: 'https://cdn.example/a.png',
          active: true,
          wagered,
          deposited: 0,
          earned: 0,
          xp: wagered,
        })),
        ...bad.map((b) => (b ? { userId: 1, name: b.username, wagered: b.wagered } : b)),
      ]);
    }
    if (url.pathname === '/api/v1/affiliates/leaderboard') {
      if (state.mode === '4xx' || url.searchParams.get('apiKey') !== opts.key)
        return json(401, { error: 'Invalid API key' });
      if (!/^\d{1,2}-\d{1,2}-\d{4}$/.test(url.searchParams.get('after') ?? '')) return json(400, { error: 'after' });
      return json(200, {
        after: url.searchParams.get('after'),
        before: url.searchParams.get('before'),
        asOf: new Date().toISOString(),
        leaderboard: [
          ...players.map((p, i) => ({
            userId: `p${i}`,
            username: p.username,
            wagerAmount: Number(p.wagered),
            image: null,
            isActive: true,
          })),
          ...bad.map((b) => (b ? { userId: 'x', username: b.username, wagerAmount: b.wagered } : b)),
        ],
      });
    }
    if (url.pathname === '/v1/affiliates/leaderboard') {
      if (state.mode === '4xx' || req.headers['x-api-key'] !== opts.key) return json(401, { error: 'Unauthorized' });
      const dates = ['start_date', 'end_date'].map((k) => Date.parse(url.searchParams.get(k) ?? ''));
      if (dates.some(Number.isNaN) || url.searchParams.get('type') !== 'wagered')
        return json(400, { error: 'Bad request' });
      // Another streamer's code has none of these players.
      const asked = url.searchParams.get('code');
      return json(200, {
        results: [
          ...(asked && asked !== code ? [] : players).map((p) => ({
            username: p.username,
            avatar: 'https://cdn.example/a.png',
            wagered: Number(p.wagered),
            deposited: 0,
          })),
          ...bad.map((b) => (b ? { username: b.username, wagered: b.wagered, deposited: 0 } : b)),
        ],
      });
    }
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
