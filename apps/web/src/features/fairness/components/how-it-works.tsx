/** The scheme in plain words (docs/games.md has the full detail). */
export function HowItWorks() {
  return (
    <div className="prose-page max-w-none">
      <p>
        Every game here is decided by three values fixed before you play: a <strong>server seed</strong> we pick at
        random, a <strong>client seed</strong> you can change whenever you like, and a <strong>nonce</strong> that
        counts your games (0, 1, 2 …). Before you play we show you only the SHA-256 hash of the server seed. A hash
        works like a sealed envelope: it commits us to the seed without giving it away, and no other seed has the same
        hash. When you rotate your seed pair we open the envelope: the server seed is revealed, you can hash it
        yourself, and you can recompute every game you played with it.
      </p>
      <h3>From seeds to numbers</h3>
      <p>
        For round r = 0, 1, 2 … we compute <code>HMAC-SHA256(server seed, client seed:nonce:r)</code>, which gives 32
        bytes. Every 4 bytes become one number between 0 and 1 (the bytes read as a fraction: b0/256 + b1/256² + b2/256³
        + b3/256⁴), so each round gives 8 numbers, used in order. The same seeds always give the same numbers, and
        changing any of them changes everything.
      </p>
      <h3>Mines</h3>
      <p>
        The tiles are numbered 1 to 25, left to right, top to bottom. Start with all 25 tiles in a list. Each number
        picks one of the tiles still in the list (number × tiles left, rounded down) and takes it out. The first picks
        are the mines: with 3 mines, the first three tiles picked. So the mines are placed before your first click and
        never move.
      </p>
      <h3>Blackjack</h3>
      <p>
        The deck is unlimited: every card is drawn from a full 52-card deck. Card i is number i × 52 rounded down,
        counting through 2♦ 2♥ 2♠ 2♣ 3♦ … A♣. Cards are dealt in this order: you, the dealer&apos;s up card, you, the
        dealer&apos;s hole card, then every hit, double, split card and dealer draw in the order it happens.
      </p>
      <h3>What you can check</h3>
      <ul>
        <li>That the revealed server seed hashes to the hash you saw before playing.</li>
        <li>That the seeds, the nonce and the rules above give exactly the board or the cards of your game.</li>
        <li>
          That your client seed was used: set your own before playing and nobody, us included, could have known it in
          advance.
        </li>
      </ul>
    </div>
  );
}
