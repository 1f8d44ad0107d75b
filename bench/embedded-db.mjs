// The embedded database of `npm start` (ADR 032): PGlite (PostgreSQL in WebAssembly, in the API's
// thread) against the embedded PostgreSQL server (the real binaries as a child process), each on a
// fresh data dir, beside a bare Fastify hello-world measured in the same run. Figures: first start
// (create, migrate, seed), cold start of `npm start` on the migrated database, GET /api/v1/users/me
// signed in and GET /api/health under autocannon, RSS of the node process and of the postgres
// processes (RSS summed, and PSS, which shares the shared buffers out fairly), disk.
// Loopback only; every load is time-bound (BENCH_SECONDS, default 8).
// Usage: npm run bench:embedded-db   (builds first if needed)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
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

const PORT = 3920;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ENGINES = [
  { name: 'PGlite', env: { EMBEDDED_DB: 'pglite' }, dir: 'pglite' },
  { name: 'embedded PostgreSQL', env: { EMBEDDED_DB: 'postgres', EMBEDDED_DB_PORT: '0' }, dir: 'postgres' },
];

if (
  !existsSync(path.join(root, 'apps/api/dist/server.js')) ||
  !existsSync(path.join(root, 'apps/web/dist/index.html'))
) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mib = (kb) => kb / 1024;

/** The postmaster of a data dir and all its descendants (Linux /proc). */
function postgresPids(dataDir) {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return [];
  const all = [];
  const walk = (pid) => {
    all.push(pid);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) walk(Number(child));
  };
  walk(Number(readFileSync(pidFile, 'utf8').split('\n')[0]));
  return all;
}

function postgresMemory(dataDir) {
  let rss = 0;
  let pss = 0;
  const pids = postgresPids(dataDir);
  for (const pid of pids) {
    try {
      rss += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return { processes: pids.length, rss: mib(rss), pss: mib(pss) };
}

const du = (dir) =>
  existsSync(dir) ? Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024 : 0;

const hello = startProcess(process.execPath, [path.join(root, 'bench/baseline-hello.mjs')], { PORT: String(PORT + 1) });
await waitFor200(`http://127.0.0.1:${PORT + 1}/`, performance.now());
const base = await load(`http://127.0.0.1:${PORT + 1}/`, { duration: DURATION });
await hello.stop();

const results = [];
for (const engine of ENGINES) {
  const dataDir = tempDataDir(`embedded-${engine.dir}`);
  const env = {
    ...engine.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  };

  // First start on an empty data dir: create the database, migrate, seed.
  let t0 = performance.now();
  const first = startServer({ port: PORT, dataDir, env: engine.env });
  const firstMs = await waitFor200(`${BASE}/api/health`, t0, 180_000);
  await first.stop();

  // Cold start of `npm start` on the migrated database (median of 3).
  const starts = [];
  for (let i = 0; i < 3; i++) {
    t0 = performance.now();
    const proc = startProcess('npm', ['start', '--silent'], env);
    starts.push(await waitFor200(`${BASE}/api/health`, t0, 180_000));
    await proc.stop();
  }

  // Memory idle, throughput signed in, memory after the load.
  const server = startServer({ port: PORT, dataDir, env: engine.env });
  await waitFor200(`${BASE}/api/health`, performance.now(), 180_000);
  await new Promise((r) => setTimeout(r, 2000));
  const idle = { node: rssMiB(server.child.pid), pg: postgresMemory(dataDir) };
  const cookie = await demoSession(BASE);
  const me = await load(`${BASE}/api/v1/users/me`, { headers: { cookie }, duration: DURATION });
  const health = await load(`${BASE}/api/health`, { duration: DURATION });
  const loaded = { node: rssMiB(server.child.pid), pg: postgresMemory(dataDir) };
  await server.stop();
  const left = postgresPids(dataDir).length;

  results.push({
    engine: engine.name,
    firstMs,
    startMs: median(starts),
    me,
    health,
    idle,
    loaded,
    disk: du(path.join(dataDir, engine.dir)),
    left,
  });
  rmSync(dataDir, { recursive: true, force: true });
}

const pct = (r) => `${((r.rps / base.rps) * 100).toFixed(0)} %`;
printTable(`Throughput, autocannon 50 connections x ${DURATION} s (same run)`, [
  {
    server: 'baseline: bare Fastify hello-world',
    endpoint: 'GET /',
    'req/s': Math.round(base.rps),
    'p50 ms': base.p50,
    'p99 ms': base.p99,
    'vs baseline': '100 %',
  },
  ...results.flatMap((r) => [
    {
      server: r.engine,
      endpoint: 'GET /api/v1/users/me (signed in)',
      'req/s': Math.round(r.me.rps),
      'p50 ms': r.me.p50,
      'p99 ms': r.me.p99,
      'vs baseline': pct(r.me),
    },
    {
      server: r.engine,
      endpoint: 'GET /api/health (DB ping)',
      'req/s': Math.round(r.health.rps),
      'p50 ms': r.health.p50,
      'p99 ms': r.health.p99,
      'vs baseline': pct(r.health),
    },
  ]),
]);
printTable(
  'Start-up (to the first 200 of /api/health)',
  results.map((r) => ({
    engine: r.engine,
    'first start: create, migrate, seed (ms)': Math.round(r.firstMs),
    'npm start, migrated database, median of 3 (ms)': Math.round(r.startMs),
  })),
);
const fmt = (x) => x.toFixed(1);
printTable(
  'Memory (MiB) and disk',
  results.map((r) => ({
    engine: r.engine,
    'node RSS idle': fmt(r.idle.node),
    'node RSS after load': fmt(r.loaded.node),
    'postgres processes': r.loaded.pg.processes,
    'postgres RSS sum idle / after': r.idle.pg.processes ? `${fmt(r.idle.pg.rss)} / ${fmt(r.loaded.pg.rss)}` : '-',
    'postgres PSS sum idle / after': r.idle.pg.processes ? `${fmt(r.idle.pg.pss)} / ${fmt(r.loaded.pg.pss)}` : '-',
    'total (node RSS + postgres PSS) after load': fmt(r.loaded.node + r.loaded.pg.pss),
    'database on disk': fmt(r.disk),
    'postgres left after stop': r.left,
  })),
);
