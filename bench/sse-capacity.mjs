// How many live event streams one API instance holds and what each costs in memory, beside a bare
// Node SSE server (bench/baseline-sse.mjs) measured in the same run. Connections are visitors of the
// live hunt page (`/api/v1/events?hunt=1`); a signed-in page's stream costs the same plus one session
// read when it opens. The connection caps are lifted here.
// Usage: npm run build && node bench/sse-capacity.mjs  (BENCH_SSE_STEPS=2000,5000,10000)
import http from 'node:http';
import path from 'node:path';
import { printTable, root, rssMiB, startProcess, startServer, tempDataDir, waitFor200, withServers } from './lib.mjs';

const STEPS = (process.env.BENCH_SSE_STEPS ?? '2000,5000,10000').split(',').map(Number);
const PORTS = { baseline: 3930, app: 3931 };
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens `n` more event streams, 200 at a time; resolves when each has its first bytes. */
async function open(url, n, held, headers = {}) {
  for (let i = 0; i < n; i += 200) {
    await Promise.all(
      Array.from(
        { length: Math.min(200, n - i) },
        () =>
          new Promise((resolve, reject) => {
            const req = http.get(url, { agent, headers }, (res) => {
              if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
              res.once('data', () => resolve());
              res.on('data', () => {});
              held.push(req);
            });
            req.on('error', reject);
          }),
      ),
    );
  }
}

/** Resolves once the server answers the first bytes of a stream (waitFor200 would wait for its end). */
async function waitForStream(url, timeoutMs = 30_000) {
  const since = performance.now();
  for (;;) {
    const ok = await new Promise((resolve) => {
      const req = http.get(url, (res) => {
        resolve(res.statusCode === 200);
        req.destroy();
      });
      req.on('error', () => resolve(false));
    });
    if (ok) return;
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 1500));

async function measure(label, pid, url, headersFor) {
  const held = [];
  await settle();
  const rows = [{ run: label, connections: 0, 'RSS MiB': rssMiB(pid).toFixed(1), 'KiB per connection': '-' }];
  const base = rssMiB(pid);
  for (const step of STEPS) {
    const t0 = performance.now();
    await open(url, step - held.length, held, headersFor(held.length));
    const ms = performance.now() - t0;
    await settle();
    const rss = rssMiB(pid);
    rows.push({
      run: label,
      connections: held.length,
      'RSS MiB': rss.toFixed(1),
      'KiB per connection': (((rss - base) * 1024) / held.length).toFixed(1),
      'open ms': Math.round(ms),
    });
  }
  for (const req of held) req.destroy();
  return rows;
}

const servers = [];
await withServers(servers, async () => {
  const baseline = startProcess(process.execPath, [path.join(root, 'bench/baseline-sse.mjs')], {
    PORT: String(PORTS.baseline),
  });
  servers.push(baseline);
  const app = startServer({
    port: PORTS.app,
    dataDir: tempDataDir('sse'),
    env: {
      SEED_DEMO: 'false',
      EMBEDDED_DB: process.env.BENCH_EMBEDDED_DB ?? 'pglite',
      LIVE_EVENTS_MAX_PER_IP: '100000',
      LIVE_EVENTS_MAX_PER_USER: '1000',
      LIVE_EVENTS_MAX_TOTAL: '1000000',
    },
  });
  servers.push(app);
  await waitForStream(`http://127.0.0.1:${PORTS.baseline}/`);
  // A first start migrates and seeds the slot catalogue: slow on a busy machine.
  await waitFor200(`http://127.0.0.1:${PORTS.app}/api/health`, performance.now(), 180_000).catch((err) => {
    throw new Error(`${err.message}\n${app.stderr()}`);
  });

  const rows = [];
  rows.push(
    ...(await measure(
      'baseline: bare Node SSE server',
      baseline.child.pid,
      `http://127.0.0.1:${PORTS.baseline}/`,
      () => ({}),
    )),
  );
  rows.push(
    ...(await measure(
      'app: /api/v1/events?hunt=1 (visitors)',
      app.child.pid,
      `http://127.0.0.1:${PORTS.app}/api/v1/events?hunt=1`,
      () => ({}),
    )),
  );
  printTable(`Event streams held by one instance (Node ${process.version}; RSS of the server process)`, rows);
});
