// Platform figures (issue 2): cold start to first 200 on a migrated database, GET /users/me
// throughput beside a bare Fastify hello-world, gzip size of the JavaScript `/` loads, server RSS.
// Usage: npm run bench:platform   (builds first if needed)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  demoSession,
  load,
  printTable,
  root,
  rssMiB,
  startProcess,
  startServer,
  tempDataDir,
  waitFor200,
} from './lib.mjs';

const PORT = 3900;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

if (
  !existsSync(path.join(root, 'apps/api/dist/server.js')) ||
  !existsSync(path.join(root, 'apps/web/dist/index.html'))
) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

// 1. Cold start: first start migrates and seeds; the measured starts reuse that database.
const dataDir = tempDataDir('platform');
const env = {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  EMBEDDED_DB_PORT: '0',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
};
{
  const t0 = performance.now();
  const first = startServer({ port: PORT, dataDir });
  const ms = await waitFor200(`${BASE}/`, t0);
  await first.stop();
  console.log(`first start (create, migrate, seed): ${ms.toFixed(0)} ms`);
}
const starts = [];
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const proc = startProcess('npm', ['start', '--silent'], env);
  starts.push(await waitFor200(`${BASE}/`, t0));
  await proc.stop();
}
const directStarts = [];
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const proc = startServer({ port: PORT, dataDir });
  directStarts.push(await waitFor200(`${BASE}/`, t0));
  await proc.stop();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
printTable('Cold start to first 200 of / (migrated embedded database, median of 3)', [
  { command: 'npm start', ms: Math.round(median(starts)) },
  { command: 'node apps/api/dist/server.js', ms: Math.round(median(directStarts)) },
]);

// 2. Memory and throughput.
const server = startServer({ port: PORT, dataDir });
await waitFor200(`${BASE}/api/health`, performance.now());
await new Promise((r) => setTimeout(r, 1000));
const rssIdle = rssMiB(server.child.pid);
const cookie = await demoSession(BASE);
const me = await load(`${BASE}/api/v1/users/me`, { headers: { cookie }, duration: DURATION });
const health = await load(`${BASE}/api/health`, { duration: DURATION });
const rssLoaded = rssMiB(server.child.pid);
await server.stop();

const hello = startProcess(process.execPath, [path.join(root, 'bench/baseline-hello.mjs')], { PORT: String(PORT + 1) });
await waitFor200(`http://127.0.0.1:${PORT + 1}/`, performance.now());
const base = await load(`http://127.0.0.1:${PORT + 1}/`, { duration: DURATION });
await hello.stop();

const row = (name, r) => ({
  endpoint: name,
  'req/s': Math.round(r.rps),
  'p50 ms': r.p50,
  'p99 ms': r.p99,
  'vs baseline': `${((r.rps / base.rps) * 100).toFixed(0)} %`,
});
printTable(
  `Throughput, autocannon 50 connections x ${DURATION} s (embedded PostgreSQL; PGlite: npm run bench:embedded-db)`,
  [
    row('baseline: bare Fastify hello-world', base),
    row('GET /api/v1/users/me (session + DB read)', me),
    row('GET /api/health (DB ping)', health),
  ],
);
printTable('Server memory (RSS)', [
  { when: 'after start, idle', MiB: rssIdle.toFixed(1) },
  { when: 'after the load above', MiB: rssLoaded.toFixed(1) },
]);

// 3. JavaScript the home page loads: the entry script and every module it preloads.
const dist = path.join(root, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
  (m) => m[1],
);
const sizes = scripts.map((src) => {
  const buf = readFileSync(path.join(dist, src));
  return {
    file: src,
    'raw KB': (buf.length / 1024).toFixed(1),
    'gzip KB': (gzipSync(buf, { level: 9 }).length / 1024).toFixed(1),
  };
});
const total = sizes.reduce((s, r) => s + Number(r['gzip KB']), 0);
printTable('JavaScript loaded by / (goal: at most 150 KB gzip)', [
  ...sizes,
  { file: 'total', 'raw KB': '', 'gzip KB': total.toFixed(1) },
]);
