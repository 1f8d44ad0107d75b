// Metrics (ADR 046): what the Prometheus instrumentation costs a cheap public route, and how long a
// scrape of /metrics takes. The same built server is started without METRICS_TOKEN (no hook, no
// route) and with it, alternately, on one data directory, so both sides share the minute's noise.
// Usage: npm run bench:metrics   (builds the API first)
//   BENCH_SECONDS (default 8) per load, BENCH_ROUNDS (default 3) off/on pairs, BENCH_SCRAPES (default 200).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { load, printTable, root, startServer, tempDataDir, waitFor200, withServers } from './lib.mjs';

const PORT = 3960;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SCRAPES = Number(process.env.BENCH_SCRAPES ?? 200);
const TOKEN = 'bench-metrics-token-0123456789';
const ROUTE = '/api/v1/config';

const built = spawnSync('npm', ['run', 'build', '-w', '@app/api'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = tempDataDir('metrics');
const common = { SERVE_WEB: 'false', LEADERBOARD_SYNC_MINUTES: '0', EARNING_JOB: 'false', LOG_LEVEL: 'warn' };
/** CPU time (user + system, ms) a process has used so far: steadier than req/s on a shared machine. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks at USER_HZ = 100
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

/** One server's run: a warm-up, the load on ROUTE, then (with the token) SCRAPES scrapes one after another. */
async function run(withToken) {
  const server = startServer({
    port: PORT,
    dataDir,
    env: { ...common, ...(withToken ? { METRICS_TOKEN: TOKEN } : {}) },
  });
  return withServers([server], async () => {
    await waitFor200(`${BASE}/api/health`, performance.now());
    await load(`${BASE}${ROUTE}`, { duration: 2 });
    const cpu0 = cpuMs(server.child.pid);
    const loaded = await load(`${BASE}${ROUTE}`, { duration: DURATION });
    const requests = loaded.rps * DURATION; // autocannon reports the mean rate; total = rate x time
    const result = { ...loaded, cpuUs: ((cpuMs(server.child.pid) - cpu0) * 1000) / requests };
    const metrics = await fetch(`${BASE}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    await metrics.arrayBuffer();
    if (metrics.status !== (withToken ? 200 : 404)) throw new Error(`/metrics answered ${metrics.status}`);
    if (!withToken) return { result };
    const times = [];
    let body = '';
    for (let i = 0; i < SCRAPES; i++) {
      const t0 = performance.now();
      const res = await fetch(`${BASE}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      body = await res.text();
      times.push(performance.now() - t0);
    }
    return { result, times, body };
  });
}

const startLoad = loadavg()[0].toFixed(2);
const off = [];
const on = [];
let scrape;
for (let round = 0; round < ROUNDS; round++) {
  off.push((await run(false)).result);
  const measured = await run(true);
  on.push(measured.result);
  scrape = measured;
}

const row = (name, rs, base) => {
  const rps = median(rs.map((r) => r.rps));
  return {
    server: name,
    'req/s (median)': Math.round(rps),
    'p50 ms': median(rs.map((r) => r.p50)),
    'p99 ms': median(rs.map((r) => r.p99)),
    'server CPU µs/req': median(rs.map((r) => r.cpuUs)).toFixed(1),
    'vs off': base ? `${((rps / base) * 100).toFixed(1)} %` : '100 %',
  };
};
const offRps = median(off.map((r) => r.rps));
console.log(`load average before/after: ${startLoad} / ${loadavg()[0].toFixed(2)}`);
printTable(`GET ${ROUTE}, autocannon 50 connections x ${DURATION} s, ${ROUNDS} rounds off/on alternately`, [
  row('METRICS_TOKEN unset (no hook, no route)', off),
  row('METRICS_TOKEN set (counter + histogram per request)', on, offRps),
]);
const samples = scrape.body.split('\n').filter((l) => l && !l.startsWith('#')).length;
printTable(`GET /metrics, ${SCRAPES} scrapes one after another after the last load`, [
  {
    'median ms': median(scrape.times).toFixed(2),
    'p99 ms': quantile(scrape.times, 0.99).toFixed(2),
    'body KB': (Buffer.byteLength(scrape.body) / 1024).toFixed(1),
    samples,
  },
]);
