/**
 * Provably-fair verifier: recomputes a finished game from its seeds.
 *   npm run verify -- mines --server-seed S --client-seed C --nonce N [--mines M]
 *   npm run verify -- blackjack --server-seed S --client-seed C --nonce N [--cards N]
 * Add --hash H to check that S is the seed that was committed to (SHA-256 shown before play).
 */
import {
  bytesToHex,
  cardFromFloat,
  cardLabel,
  generateFloats,
  hashServerSeed,
  MAX_CARDS_PER_GAME,
  MINES_FLOATS,
  minesBoard,
  minesSelectionOrder,
  roundBytes,
  roundMessage,
  TILE_COUNT,
} from '../src/index';
import { fail, intOption, parseArgs } from './args';

const USAGE = `usage:
  npm run verify -- mines --server-seed S --client-seed C --nonce N [--mines M] [--hash H]
  npm run verify -- blackjack --server-seed S --client-seed C --nonce N [--cards N] [--hash H]`;

const args = parseArgs(process.argv.slice(2));
const [game] = args.positional;
if (args.options.has('help') || (game !== 'mines' && game !== 'blackjack')) {
  console.log(USAGE);
  process.exit(game === undefined || args.options.has('help') ? 0 : 2);
}
const serverSeed = args.options.get('server-seed') ?? fail('--server-seed is required');
const clientSeed = args.options.get('client-seed') ?? fail('--client-seed is required');
const nonce = intOption(args, 'nonce', -1);
if (nonce < 0) fail('--nonce is required');

const serverSeedHash = hashServerSeed(serverSeed);
console.log(`server seed       ${serverSeed}`);
console.log(`server seed hash  ${serverSeedHash}  (SHA-256 of the seed)`);
const committed = args.options.get('hash');
if (committed !== undefined) {
  const isMatch = committed.toLowerCase() === serverSeedHash;
  console.log(`committed hash    ${committed}  ${isMatch ? 'MATCHES' : 'DOES NOT MATCH'}`);
  if (!isMatch) process.exitCode = 1;
}
console.log(`client seed       ${clientSeed}`);
console.log(`nonce             ${nonce}`);

function printRounds(count: number): void {
  for (let round = 0; round < count; round++) {
    console.log(
      `round ${round}  HMAC_SHA256(server seed, "${roundMessage(clientSeed, nonce, round)}") = ${bytesToHex(roundBytes(serverSeed, clientSeed, nonce, round))}`,
    );
  }
}

if (game === 'mines') {
  const mines = intOption(args, 'mines', 3, 1, 24);
  console.log(`mines             ${mines}\n`);
  printRounds(Math.ceil(MINES_FLOATS / 8));
  const floats = generateFloats(serverSeed, clientSeed, nonce, MINES_FLOATS);
  const order = minesSelectionOrder(serverSeed, clientSeed, nonce);
  console.log(
    `\nfloats            ${floats
      .slice(0, 6)
      .map((f) => f.toFixed(12))
      .join(' ')} …`,
  );
  console.log(`selection order   ${order.join(', ')}  (first ${mines} are mines)`);
  const board = new Set(minesBoard(serverSeed, clientSeed, nonce, mines));
  console.log('\nboard (tile numbers 0-based, left to right, top to bottom; X = mine, . = diamond)\n');
  for (let row = 0; row < 5; row++) {
    const cells = Array.from({ length: 5 }, (_, col) => row * 5 + col);
    const marks = cells.map((tile) => (board.has(tile) ? 'X' : '.')).join(' ');
    const numbers = cells.map((tile) => String(tile).padStart(2, ' ')).join(' ');
    console.log(`  ${marks}      ${numbers}`);
  }
  const mineTiles = [...board].sort((a, b) => a - b);
  console.log(`\nmine tiles (0-based)  ${mineTiles.join(', ')}`);
  console.log(`mine tiles (1-based)  ${mineTiles.map((t) => t + 1).join(', ')}`);
  console.log(
    `safe tiles (0-based)  ${Array.from({ length: TILE_COUNT }, (_, i) => i)
      .filter((t) => !board.has(t))
      .join(', ')}`,
  );
} else {
  const count = intOption(args, 'cards', 10, 1, MAX_CARDS_PER_GAME);
  console.log(`cards             ${count}\n`);
  printRounds(Math.ceil(count / 8));
  const floats = generateFloats(serverSeed, clientSeed, nonce, count);
  console.log(
    '\n   #  float            card   (CARDS[floor(f * 52)]; dealt: player, dealer up, player, dealer hole, then in play order)',
  );
  floats.forEach((f, i) => {
    const card = cardFromFloat(f);
    console.log(`  ${String(i).padStart(2, ' ')}  ${f.toFixed(12)}   ${cardLabel(card).padEnd(4, ' ')}  [${card}]`);
  });
  console.log(`\nsequence          ${floats.map((f) => cardLabel(cardFromFloat(f))).join(' ')}`);
}
