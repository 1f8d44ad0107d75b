// Lighthouse, mobile preset (simulated slow 4G and 4x CPU), on the built site with a fresh profile:
// starts the built server on a fresh embedded database, runs Debian's Chromium headless, prints a
// table and exits non-zero when a page misses the goal (performance >= 95, LCP <= 1.5 s, CLS < 0.05).
// Usage: npm run build && node scripts/lighthouse.mjs [--no-fail] [--runs N] [--lang en|pt-PT|pt-BR]
// (--lang: the browser asks for that language, so the pages and their catalog chunk are in it.)
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const BASE = `http://localhost:${PORT}`;
const PAGES = ['/', '/shop', '/minigames/mines'];
const GOAL = { performance: 95, lcpMs: 1500, cls: 0.05 };
const args = process.argv.slice(2);
const noFail = args.includes('--no-fail');
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 3;
const langAt = args.indexOf('--lang');
const LANG = langAt >= 0 ? args[langAt + 1] : 'en';

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${BASE}/api/health`);
}

/**
 * Lighthouse's mobile preset simulates a 4x slower CPU from the CPU time it observes, so a machine still
 * busy with the suite before it (PostgreSQL vacuuming after the soak, a server shutting down) inflates
 * FCP and LCP: a CI run missed the goal on /shop at LCP 1515 ms that measured 1119 ms on the quiet
 * machine. The measurement waits (at most QUIET_WAIT_MS) until the 1-minute load average is under half
 * the cores, and prints the load it measured at: a figure taken on a loaded machine is said to be one.
 */
const QUIET_LOAD = Math.max(0.5, os.cpus().length / 2);
const QUIET_WAIT_MS = Number(process.env.LIGHTHOUSE_QUIET_WAIT_MS ?? 240_000);
async function waitForQuiet() {
  const deadline = Date.now() + QUIET_WAIT_MS;
  const started = os.loadavg()[0];
  while (os.loadavg()[0] >= QUIET_LOAD && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5000));
  const load = os.loadavg();
  const quiet = load[0] < QUIET_LOAD;
  console.log(
    `load average ${load.map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores (${started.toFixed(2)} before waiting; quiet below ${QUIET_LOAD})${quiet ? '' : ': the machine stayed busy, figures below are on a loaded machine'}`,
  );
}

/** Lighthouse's own trace-recording failures (not a property of the page). */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

const server = spawn(process.execPath, [path.join(root, 'e2e/support/start-server.mjs')], {
  cwd: root,
  env: { ...process.env, E2E_PORT: String(PORT) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
let failed = false;
try {
  await waitForHealth(Date.now() + 60_000);
  await waitForQuiet();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--accept-lang=${LANG}`,
    ],
  });
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  /**
   * Each figure is the median of its own over the runs (Lighthouse's guidance on variance): one run
   * disturbed by the machine (a slow first paint, a shift seen once in a CI run and in none of 30 runs
   * after it) moves no figure; the LCP element is the median-performance run's.
   */
  const medianRow = (results) => {
    const median = (key) => {
      const values = results.map((r) => r[key]).sort((x, y) => x - y);
      return values[Math.floor(values.length / 2)];
    };
    const byPerformance = [...results].sort((x, y) => x.performance - y.performance);
    const row = { ...byPerformance[Math.floor(byPerformance.length / 2)] };
    for (const key of ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'siMs', 'benchmarkIndex'])
      row[key] = median(key);
    return row;
  };
  const measure = async (acceptedGate, runs) => {
    const rows = [];
    for (const page of PAGES) {
      const results = [];
      for (let i = 0, redone = 0; i < runs; i++) {
        let lhr;
        if (acceptedGate) {
          // A profile that has answered the gate: the age cookie set, storage kept for the run.
          const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
          const tab = await browser.newPage();
          await browser.setCookie({ name: 'age', value: 'true', domain: 'localhost', path: '/' });
          ({ lhr } = await lighthouse(`${BASE}${page}`, { ...flags, disableStorageReset: true }, undefined, tab));
          await tab.close();
          await browser.disconnect();
        } else ({ lhr } = await lighthouse(`${BASE}${page}`, flags));
        // Lighthouse failing to record its own trace (it says "please run Lighthouse again") measured
        // nothing about the page: that run is made again, twice at most per page, and said. Any other
        // runtime error (no paint, a failed load) is the page's and fails the run.
        if (lhr.runtimeError && TRACE_ERRORS.has(lhr.runtimeError.code) && redone < 2) {
          redone++;
          i--;
          console.log(`${page}: Lighthouse recorded no trace (${lhr.runtimeError.code}); this run is made again`);
          continue;
        }
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const a = lhr.audits;
        // A run that shifted says what moved, so a miss names its cause (the median below may hide it).
        for (const item of a['layout-shifts']?.details?.items ?? [])
          console.log(
            `${page}${acceptedGate ? ' (gate accepted)' : ''} run ${i + 1}: layout shift ${Number(item.score ?? 0).toFixed(3)} of \`${item.node?.selector ?? '?'}\`${(item.subItems?.items ?? []).map((sub) => ` (${sub.extra?.value ?? sub.cause ?? ''})`).join('')}`,
          );
        results.push({
          page,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcpMs: Math.round(a['first-contentful-paint'].numericValue),
          lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(a['total-blocking-time'].numericValue),
          cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
          siMs: Math.round(a['speed-index'].numericValue),
          benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
          lcpElement:
            a['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.selector ??
            a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ??
            '',
        });
      }
      rows.push(medianRow(results));
    }
    return rows;
  };
  const print = (title, rows) => {
    console.log(`\n${title} (language: ${LANG})`);
    console.log(
      '| page | performance | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | benchmark index | LCP element |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.page} | ${r.performance} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.siMs} | ${r.benchmarkIndex} | \`${r.lcpElement.slice(0, 60)}\` |`,
      );
  };
  // Warm-up: Chromium's first load after launch (its caches, fonts and compiler cold) is not measured;
  // the figures are of the pages, as the benches warm both sides up first.
  await lighthouse(`${BASE}${PAGES[0]}`, flags);
  const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
  const rows = await measure(false, RUNS);
  print(
    `Lighthouse ${version}, mobile preset, fresh profile (the goal), each figure the median of ${RUNS} runs per page`,
    rows,
  );
  // For information: the same pages for a visitor who has passed the age gate (not part of the goal).
  print(
    `Same pages with the age gate accepted (cookie age=true), one run each; information only`,
    await measure(true, 1),
  );
  console.log(
    `\nload average after measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const misses = rows.filter((r) => r.performance < GOAL.performance || r.lcpMs > GOAL.lcpMs || r.cls >= GOAL.cls);
  if (misses.length) {
    console.log(
      `\nGoal (performance >= ${GOAL.performance}, LCP <= ${GOAL.lcpMs} ms, CLS < ${GOAL.cls}) missed on: ${misses.map((r) => r.page).join(', ')}`,
    );
    failed = !noFail;
  } else console.log('\nGoal met on every page.');
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
