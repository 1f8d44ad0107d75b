import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
/** The second server: Twitch mode against the local fake of Twitch, channel live (e2e/live.spec.ts). */
const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? 3101);
export const LIVE_URL = `http://localhost:${LIVE_PORT}`;

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the built app started on a
 * fresh embedded database (the embedded PostgreSQL, any free port) with the demo sign-in provider.
 *
 * The binary is Debian's `chromium-headless-shell` when it is installed (.ci/run installs it), else
 * /usr/bin/chromium; CHROMIUM_PATH overrides both. Both come from the same Debian Chromium build; the
 * headless shell is what Playwright itself runs for headless Chromium, and it leaves out the desktop
 * browser's window machinery: on 2 cores the same scenarios took 26 % less CPU (ADR 051).
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // Scenarios run several pages and contexts against two servers and their databases on 2 cores
  // shared with Chromium. The whole suite (167 scenarios) takes 7.6 to 7.9 minutes on an idle machine
  // since ADR 051 (it took 45.7 minutes in a fresh-clone CI run before, when Chromium's screencast for
  // the traces took most of the CPU). The limits keep headroom for a machine loaded by other work: a
  // real defect still fails, only later.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: BASE_URL,
    // A failed scenario keeps its trace (actions, DOM snapshots, network, console). The trace's screencast
    // is off unless E2E_TRACE=full: encoding a frame for every repaint cost Chromium a third of the
    // suite's CPU (ADR 051).
    trace: { mode: 'retain-on-failure', screenshots: process.env.E2E_TRACE === 'full' },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Specs named *.exclusive.spec.ts change a setting of the whole site (the site currency) that every
  // page reads: they run after all the others have finished, never beside them.
  projects: [
    { name: 'main', testIgnore: /\.exclusive\.spec\.ts$/ },
    { name: 'exclusive', testMatch: /\.exclusive\.spec\.ts$/, dependencies: ['main'] },
  ],
  webServer: [
    {
      command: 'node e2e/support/start-server.mjs',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(PORT) },
      stdout: 'ignore',
      stderr: 'pipe',
      // SIGTERM, not the default SIGKILL: the server then stops its embedded PostgreSQL cleanly.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      command: 'node e2e/support/start-live-server.mjs',
      url: `${LIVE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_LIVE_PORT: String(LIVE_PORT) },
      stdout: 'ignore',
      stderr: 'pipe',
      // SIGTERM, not the default SIGKILL: the server then stops its embedded PostgreSQL cleanly.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
