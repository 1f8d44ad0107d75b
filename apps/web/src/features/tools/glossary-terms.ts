export type GlossaryTerm = { term: string; definition: string };

/** The glossary at /tools/glossary, in display order. */
export const glossaryTerms: GlossaryTerm[] = [
  {
    term: 'Provider',
    definition:
      'The studio that develops a slot or casino game, such as Pragmatic Play, Hacksaw Gaming or Nolimit City. Casinos license games from providers, and the provider decides the game’s maths, including its RTP and volatility.',
  },
  {
    term: 'Bankroll',
    definition:
      'The total amount of money you set aside for gambling, for a session or a period. Good bankroll management means choosing bet sizes your bankroll can sustain and never topping it up with money you cannot afford to lose.',
  },
  {
    term: 'Raw Cash',
    definition:
      'Your own deposited real money, played without any active bonus. With raw cash there is no wagering requirement or bonus max bet, so winnings can normally be withdrawn right away.',
  },
  {
    term: 'Wager',
    definition:
      'A wager is the amount you stake on a spin or bet; “wagered” is the total of all your stakes. The wagering requirement is how much you must bet before bonus money can be withdrawn: a $100 bonus with a 40x wager means $4,000 in bets.',
  },
  {
    term: 'Deposit Bonus',
    definition:
      'Extra money a casino adds when you deposit, usually a percentage of the deposit: 100% up to $500 turns a $200 deposit into $400 to play with. It comes with terms such as a wagering requirement and a max bet that must be met before you can withdraw.',
  },
  {
    term: 'Max Bet',
    definition:
      'The highest stake allowed per spin or round, either the largest bet a game accepts or the limit set by a bonus’s terms. Betting above a bonus’s max bet can void the bonus and any winnings made with it.',
  },
  {
    term: 'Breakeven',
    definition:
      'The point where your winnings equal what you spent, so you end with neither profit nor loss. In a bonus hunt, the break-even multiplier (BE) is the average multiplier the unopened bonuses still need to pay to get back to the starting balance.',
  },
  {
    term: 'Scatter',
    definition:
      'A special symbol that counts wherever it lands on the reels, not just on a payline. Landing enough scatters, often three or more, usually triggers the free spins or bonus round.',
  },
  {
    term: 'Bonus',
    definition:
      'In a slot, the bonus is the special feature round, most often free spins, triggered by scatters or bought with a bonus buy; it is where the biggest wins usually happen. At a casino, a bonus also means the extra money or free spins given as a promotion.',
  },
  {
    term: 'Bonus Non-Sticky',
    definition:
      'A casino bonus that is kept separate from your deposit: you play with your real money first and can withdraw those winnings at any time, giving up the bonus. The bonus money, with its wagering requirement, is only used once your real balance runs out.',
  },
  {
    term: 'Base Game',
    definition:
      'The regular spins of a slot, outside of any bonus round or feature. Most spins are base-game spins, while the largest wins usually come from the bonus.',
  },
  {
    term: 'Megaways',
    definition:
      'A reel mechanic created by Big Time Gaming where the number of symbols on each reel changes every spin, so the number of ways to win changes too, up to 117,649 on the classic six-reel layout. Wins pay for matching symbols on adjacent reels from left to right, wherever they sit on the reel.',
  },
  {
    term: 'Wild',
    definition:
      'A symbol that substitutes for other symbols to complete winning combinations, usually except scatters and bonus symbols. Many slots give wilds extra powers, such as multipliers, or making them expand or stick in place.',
  },
  {
    term: 'Retrigger',
    definition:
      'Landing the trigger symbols again during free spins or a bonus round, which awards extra spins. In many slots a retrigger also raises the multiplier or unlocks the next stage of the bonus.',
  },
  {
    term: 'Maxwin',
    definition:
      'The largest win a slot can pay on a single spin or bonus, stated as a multiple of the bet, for example 5,000x or 10,000x. When it is reached, the round usually ends straight away and the maximum is paid.',
  },
  {
    term: 'RTP',
    definition:
      'Return to Player: the share of all money wagered that a game is designed to pay back over a very large number of spins; 96% RTP means $96 returned for every $100 wagered in the long run. It is a long-term average that says nothing about a single session, and many slots exist in several RTP versions, so it can differ between casinos.',
  },
  {
    term: 'Volatility',
    definition:
      'How a game spreads its payouts. Low-volatility slots pay small wins often, while high-volatility slots pay less often but can hit much bigger wins, which means bigger swings in your balance and a need for a larger bankroll.',
  },
  {
    term: 'Live Dealer',
    definition:
      'Casino games such as blackjack, roulette and baccarat run by a real dealer and streamed live from a studio, with bets placed through an on-screen interface. The term also covers live game shows such as Crazy Time.',
  },
  {
    term: 'Bust',
    definition:
      'In blackjack, going over 21: a player who busts loses the hand straight away, and if the dealer busts, every player still in the hand wins. In slot slang, busting also means losing your whole balance.',
  },
  {
    term: 'KYC',
    definition:
      'Know Your Customer: the identity checks a casino carries out, usually asking for an ID document, proof of address and sometimes proof of your payment method. It is often required before your first withdrawal or above certain amounts.',
  },
];

/** Anchor id of a term: "Bonus Non-Sticky" → "bonus-non-sticky", "RTP" → "rtp". */
export function glossaryTermId(term: string): string {
  return term
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
