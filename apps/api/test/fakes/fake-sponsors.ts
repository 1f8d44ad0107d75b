import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'good' | 'empty' | 'malformed' | '4xx' | '5xx' | 'hang';
export type FakePlayer = { username: string; wagered: string };

/**
 * One local HTTP server speaking the four sponsor contracts of docs/integrations.md#sponsor-leaderboards
 * (Roobet, Shuffle, Gamdom, Rainbet) over `players`. Tests steer it through `mode` and read `requests`.
 */
export async function startFakeSponsors(opts: { key: string }) {
  const state = { mode: 'good' as FakeMode, players: [] as FakePlayer[], period: '', requests: [] as string[] };
  const malformed = [
    { username: 42, wagered: 'x' },
    null,
    { username: '', wagered: '1' },
    { username: 'neg', wagered: '-5' },
    { username: 'exp', wagered: '1e9' },
  ];

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    state.requests.push(url.pathname + url.search);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.mode === 'hang') return; // never answers
    if (state.mode === '5xx') return json(503, { error: 'maintenance' });
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
