/**
 * Games engine benchmark (single thread, same process): raw provably-fair HMAC rounds per second
 * beside complete blackjack hands per second through the real engine (deal, basic strategy on
 * the public view, actions, settlement), plus Mines games and the cost of building a key.
 *   node --import tsx bench/games-sim.ts [--seconds S]
 */
import {
  cashoutMinesGame,
  createFloatStream,
  createHmacKey,
  hmacInto,
  hmacSha256,
  revealMinesTile,
  startMinesGame,
  utf8Encode,
} from '../packages/games/src/index';
import { simSeeds, simulateRange } from '../packages/games/cli/sim-core';

const secondsArg = process.argv.indexOf('--seconds');
const budget = secondsArg >= 0 ? Number(process.argv[secondsArg + 1]) : 3;

const TRIALS = 3;
let nextOffset = 0;

/**
 * Runs `step(batch)` repeatedly for budget / TRIALS seconds, TRIALS times after a warm-up, and
 * keeps the best rate: on a shared 2-core machine the best trial is the least disturbed one.
 */
function measure(step: (batch: number, offset: number) => number, batch: number): number {
  step(batch, nextOffset);
  nextOffset += batch;
  let best = 0;
  for (let trial = 0; trial < TRIALS; trial++) {
    let ops = 0;
    const started = performance.now();
    while (performance.now() - started < (budget * 1000) / TRIALS) {
      ops += step(batch, nextOffset);
      nextOffset += batch;
    }
    best = Math.max(best, ops / ((performance.now() - started) / 1000));
  }
  return best;
}

const { serverSeed, clientSeed } = simSeeds('bench');
const key = createHmacKey(serverSeed);
const out = new Uint8Array(32);
const message = utf8Encode(`${clientSeed}:123456:0`);

const rows: [string, number, string][] = [];
rows.push([
  'HMAC round, precomputed key (hmacInto)',
  measure((n) => {
    for (let i = 0; i < n; i++) hmacInto(key, message, out);
    return n;
  }, 20_000),
  'baseline: 2 SHA-256 compressions',
]);
rows.push([
  'HMAC round, key from the seed string',
  measure((n) => {
    for (let i = 0; i < n; i++) hmacSha256(serverSeed, message);
    return n;
  }, 5_000),
  'what the API pays per uncached call',
]);
rows.push([
  'float stream, 8 floats (1 round)',
  measure((n, offset) => {
    for (let i = 0; i < n; i++) createFloatStream(key, clientSeed, offset + i).floatAt(7);
    return n;
  }, 20_000),
  'per-game stream incl. message build',
]);
const hands = measure(
  (n, offset) => simulateRange({ serverSeed, clientSeed, from: offset, to: offset + n, bet: 100, sideBet: 0 }).hands,
  20_000,
);
rows.push(['blackjack hand, real engine + basic strategy', hands, 'deal + view + strategy + actions + settle']);
rows.push([
  'mines game (m=3, 3 reveals, cashout)',
  measure((n, offset) => {
    for (let i = 0; i < n; i++) {
      const started = startMinesGame({
        bet: 10,
        mines: 3,
        serverSeed,
        serverSeedHash: 'x',
        clientSeed,
        nonce: offset + i,
      });
      if (!started.ok) throw new Error(started.code);
      let state = started.state;
      for (const tile of [0, 1, 2]) {
        const result = revealMinesTile(state, tile);
        if (result.ok) state = result.state;
      }
      cashoutMinesGame(state);
    }
    return n;
  }, 5_000),
  '3 HMAC rounds + key per game',
]);

const baseline = rows[0]?.[1] ?? 1;
const width = Math.max(...rows.map(([name]) => name.length));
console.log(
  `games engine benchmark (node ${process.version}, 1 thread, best of ${TRIALS} trials in ${budget} s per row)\n`,
);
console.log(`  ${'operation'.padEnd(width)}  ${'ops/s'.padStart(12)}  ${'vs HMAC'.padStart(8)}  note`);
for (const [name, rate, note] of rows) {
  console.log(
    `  ${name.padEnd(width)}  ${Math.round(rate).toLocaleString('en-US').padStart(12)}  ${(rate / baseline).toFixed(3).padStart(8)}  ${note}`,
  );
}
console.log(
  `\n  blackjack: ${(baseline / hands).toFixed(2)} HMAC-round-equivalents per hand; 10M hands on 1 thread ≈ ${(10_000_000 / hands).toFixed(1)} s`,
);
