// Screenshots of pages in each language at 390x844 (the closing note's evidence, and a quick look):
// starts the built server on a fresh embedded database, opens each page with the `lang` cookie in
// Debian's Chromium and writes <dir>/<locale>-<page>.png.
// Usage: npm run build && node scripts/screenshots.mjs [dir] (default docs/screenshots/languages)
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3410);
const BASE = `http://localhost:${PORT}`;
const OUT = path.resolve(root, process.argv[2] ?? 'docs/screenshots/languages');
const LOCALES = ['en', 'pt-PT', 'pt-BR'];
const PAGES = {
  home: '/',
  shop: '/shop',
  mines: '/minigames/mines',
  hunt: '/stream/bonushunt',
  leaderboard: '/leaderboard',
};

const server = spawn(process.execPath, [path.join(root, 'e2e/support/start-server.mjs')], {
  cwd: root,
  env: { ...process.env, E2E_PORT: String(PORT) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (let deadline = Date.now() + 60_000; ;) {
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`the server did not answer ${BASE}/api/health`);
    await new Promise((r) => setTimeout(r, 250));
  }
  mkdirSync(OUT, { recursive: true });
  for (const locale of LOCALES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    await context.addCookies([
      { name: 'age', value: 'true', url: BASE },
      { name: 'lang', value: locale, url: BASE },
    ]);
    const page = await context.newPage();
    for (const [name, route] of Object.entries(PAGES)) {
      await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
      const file = path.join(OUT, `${locale}-${name}.png`);
      await page.screenshot({ path: file });
      console.log(path.relative(root, file));
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
