import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const PORT=3415, BASE=`http://localhost:${PORT}`;
const server = spawn(process.execPath, ['e2e/support/start-server.mjs'], { env: { ...process.env, E2E_PORT: String(PORT) }, stdio: ['ignore','ignore','inherit'] });
for (;;) { try { if ((await fetch(`${BASE}/api/health`)).ok) break; } catch {} await new Promise(r=>setTimeout(r,250)); }
for (let i=0;i<Number(process.argv[2]??8);i++){
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--accept-lang=en'] });
  const { lhr } = await lighthouse(`${BASE}/`, { port: chrome.port, output:'json', logLevel:'error', onlyCategories:['performance'] });
  const a = lhr.audits;
  console.log(i, 'perf', Math.round(lhr.categories.performance.score*100), 'cls', a['cumulative-layout-shift'].numericValue.toFixed(3), 'tbt', Math.round(a['total-blocking-time'].numericValue));
  for (const it of a['layout-shifts']?.details?.items ?? []) console.log('   shift', JSON.stringify(it).slice(0,600));
  await chrome.kill();
}
server.kill('SIGTERM'); process.exit(0);
