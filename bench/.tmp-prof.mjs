import { freshDatabase, BENCH_SECRET } from './lib-pg.mjs';
import { startServer, tempDataDir, waitFor200, wrkLoad, startProcess, root, loadAverage } from './lib.mjs';
import path from 'node:path';
const PORT = 3960;
const dbUrl = await freshDatabase('bench_prof');
const server = startServer({ port: PORT, dataDir: tempDataDir('prof'), env: { SESSION_SECRET: BENCH_SECRET, SEED_DEMO: 'true', LEADERBOARD_SYNC_MINUTES: '0', EARNING_JOB: 'false', LOG_LEVEL: 'info', DATABASE_URL: dbUrl } });
await waitFor200(`http://127.0.0.1:${PORT}/api/health`, performance.now());
const hello = startProcess(process.execPath, [path.join(root, 'bench/baseline-hello.mjs')], { PORT: String(PORT + 1) });
await new Promise((r) => setTimeout(r, 1000));
const urls = (process.env.URLS ?? '/api/v1/offers').split(',');
const hdr = { 'accept-encoding': 'gzip, deflate, br', cookie: 'age=true' };
console.log('load', loadAverage());
for (let i = 0; i < Number(process.env.ROUNDS ?? 1); i++) for (const u of urls) {
  const b = wrkLoad(`http://127.0.0.1:${PORT + 1}/`, { duration: Number(process.env.D ?? 4), headers: hdr });
  const a = wrkLoad(`http://127.0.0.1:${PORT}${u}`, { duration: Number(process.env.D ?? 4), headers: hdr });
  console.log(u, Math.round(a.rps), Math.round(b.rps), (a.rps / b.rps * 100).toFixed(0) + ' %');
}
await server.stop(); await hello.stop();
