/**
 * Blackjack simulator: basic strategy through the real engine on provably-fair card streams.
 *   npm run sim:blackjack -- --hands N [--seed S] [--workers W] [--bet B] [--side-bet X]
 * The server seed is derived from --seed (see simSeeds) and the nonce is the hand index, so a run
 * is reproducible and any hand can be replayed with `npm run verify -- blackjack`.
 * Also prints the exact returns: basic strategy by recursion, both side bets by enumerating every
 * card combination of the unlimited deck, and Mines for every (mines, reveals).
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  analyseBlackjackReturn,
  analyseMinesReturn,
  analysePerfectPairs,
  analyseTwentyOnePlusThree,
} from '../src/index';
import { fail, grouped, intOption, parseArgs } from './args';
import { emptyTotals, mergeTotals, simSeeds, simulateRange, type SimOptions, type SimTotals } from './sim-core';

const TARGET_RTP = 0.9943;
const TARGET_TOLERANCE = 0.0008;
const TARGET_SECONDS = 60;

function runWorker(options: SimOptions): Promise<SimTotals> {
  return new Promise((resolve, reject) => {
    // A worker does not inherit tsx's loader hooks, so it registers them before importing this file.
    const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); });`;
    const worker = new Worker(bootstrap, { eval: true, workerData: options });
    worker.once('message', (totals: SimTotals) => resolve(totals));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`worker exited with ${code}`));
    });
  });
}

const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)}%`;

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const hands = intOption(args, 'hands', 1_000_000, 1);
  const seed = args.options.get('seed') ?? 'simulator';
  const workers = intOption(args, 'workers', Math.min(2, availableParallelism()), 1, 64);
  const bet = intOption(args, 'bet', 100, 1, 100);
  const sideBet = intOption(args, 'side-bet', 0, 0, 100);
  if (args.options.has('help'))
    fail('usage: npm run sim:blackjack -- --hands N [--seed S] [--workers W] [--bet B] [--side-bet X]');

  const { serverSeed, clientSeed } = simSeeds(seed);
  console.log(
    `blackjack simulation: ${grouped(hands)} hands, seed "${seed}", ${workers} worker(s), bet ${bet}, side bets ${sideBet}`,
  );
  console.log(`server seed ${serverSeed}, client seed ${clientSeed}, nonces 0..${hands - 1}\n`);

  const started = performance.now();
  const chunk = Math.ceil(hands / workers);
  const ranges = Array.from({ length: workers }, (_, i) => ({
    from: i * chunk,
    to: Math.min(hands, (i + 1) * chunk),
  })).filter((r) => r.to > r.from);
  const parts =
    workers === 1
      ? [simulateRange({ serverSeed, clientSeed, bet, sideBet, ...ranges[0]! })]
      : await Promise.all(ranges.map((range) => runWorker({ serverSeed, clientSeed, bet, sideBet, ...range })));
  const seconds = (performance.now() - started) / 1000;
  const totals = parts.reduce(mergeTotals, emptyTotals());

  const mean = totals.sumNet / totals.hands;
  const variance = Math.max(0, totals.sumNetSquared / totals.hands - mean * mean);
  const standardError = Math.sqrt(variance / totals.hands);
  const rtp = 1 + mean;
  const ci = 1.96 * standardError;
  const exact = analyseBlackjackReturn();
  const handsPerSecond = totals.hands / seconds;

  const rows: [string, string][] = [
    ['hands', grouped(totals.hands)],
    ['RTP (returned / initial bet)', `${pct(rtp)} ± ${pct(ci)} (95% CI)`],
    ['exact RTP, basic strategy', `${pct(exact.rtp, 4)} (house edge ${pct(exact.houseEdge)})`],
    ['simulation vs exact', `${((rtp - exact.rtp) / standardError).toFixed(2)} standard errors`],
    ['returned / total staked', pct(totals.mainReturned / totals.mainStaked)],
    ['std dev per hand (bets)', Math.sqrt(variance).toFixed(4)],
    ['elapsed', `${seconds.toFixed(2)} s`],
    ['hands/s', grouped(handsPerSecond)],
    [
      'actions / doubles / splits per hand',
      `${(totals.actions / totals.hands).toFixed(3)} / ${(totals.doubles / totals.hands).toFixed(4)} / ${(totals.splits / totals.hands).toFixed(4)}`,
    ],
    ['cards per hand (HMAC rounds ≈ cards/8)', (totals.cardsDrawn / totals.hands).toFixed(3)],
  ];
  if (sideBet > 0) rows.push(['side bets returned / staked', pct(totals.sideReturned / totals.sideStaked)]);
  for (const state of ['win', 'lose', 'push', 'player_blackjack', 'dealer_blackjack'] as const) {
    rows.push([`rounds ${state}`, pct((totals.states[state] ?? 0) / totals.hands, 2)]);
  }
  printTable(rows);

  console.log('\nside bets, exact over the unlimited deck');
  const pp = analysePerfectPairs();
  const t3 = analyseTwentyOnePlusThree();
  printTable([
    [
      'Perfect Pairs (52^2 combos)',
      `RTP ${pct(pp.rtp, 4)}, house edge ${pct(pp.houseEdge, 4)}  ${JSON.stringify(pp.counts)}`,
    ],
    ['21+3 (52^3 combos)', `RTP ${pct(t3.rtp, 4)}, house edge ${pct(t3.houseEdge, 4)}  ${JSON.stringify(t3.counts)}`],
  ]);

  console.log('\nmines, exact return of "reveal k tiles then cash out" for all 300 (m, k)');
  const exactRows = analyseMinesReturn(100).map((row) => row.expectedReturn);
  const minesRows: [string, string][] = [
    ['exact multiplier return', `min ${pct(Math.min(...exactRows), 6)}, max ${pct(Math.max(...exactRows), 6)}`],
  ];
  for (const minesBet of [1, 10, 100]) {
    // Whole points: floor(bet * multiplier) and the 100,000 cap lower the real return below 99%.
    const rows = analyseMinesReturn(minesBet);
    const capped = rows.filter((row) => minesBet * row.multiplier > 100_000);
    const uncapped = rows.filter((row) => minesBet * row.multiplier <= 100_000);
    const worst = uncapped.reduce((a, row) => (row.expectedReturnWithPayout < a.expectedReturnWithPayout ? row : a));
    minesRows.push([
      `real payouts, bet ${minesBet}`,
      `lowest ${pct(worst.expectedReturnWithPayout, 2)} (m=${worst.mines}, k=${worst.reveals}, x${worst.multiplier.toFixed(4)}) by the floor; cap binds on ${capped.length} of 300 (m, k)`,
    ]);
  }
  printTable(minesRows);

  const isFullRun = hands >= 10_000_000;
  const rtpVerdict = Math.abs(rtp - TARGET_RTP) <= TARGET_TOLERANCE ? 'yes' : 'NO';
  const speedVerdict = seconds < TARGET_SECONDS ? 'yes' : 'NO';
  console.log(
    `\ntarget (10M hands): RTP within ${pct(TARGET_RTP, 2)} ± ${pct(TARGET_TOLERANCE, 2)}: ${isFullRun ? rtpVerdict : 'n/a'}; ` +
      `under ${TARGET_SECONDS} s: ${isFullRun ? speedVerdict : `n/a (projected ${(10_000_000 / handsPerSecond).toFixed(1)} s)`}`,
  );
}

function printTable(rows: [string, string][]): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}

if (!isMainThread) {
  parentPort?.postMessage(simulateRange(workerData as SimOptions));
} else {
  await main();
}
