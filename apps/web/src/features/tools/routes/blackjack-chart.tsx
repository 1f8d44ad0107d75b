import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { ActionIllustrations } from '../components/action-illustrations';
import { STRATEGY_TABLES, StrategyLegend, StrategyTable } from '../components/strategy-chart';
import { PayTable } from '../components/pay-table';

export default function BlackjackChartPage() {
  return (
    <article className="grid gap-8">
      <div>
        <PageTitle subtitle="The basic strategy for the exact rules of our Blackjack, and how the game is played.">
          Our Blackjack table
        </PageTitle>
        <div className="flex flex-wrap gap-3 text-sm">
          <Link
            to="/minigames/blackjack"
            className="rounded-lg bg-accent px-4 py-2 font-semibold text-white hover:bg-accent-strong"
          >
            Play Blackjack
          </Link>
          <a href="#rules" className="rounded-lg border border-border px-4 py-2 font-semibold hover:bg-surface-2">
            Read the rules
          </a>
        </div>
      </div>

      <section aria-labelledby="chart-title" className="grid gap-4">
        <div>
          <h2 id="chart-title" className="text-xl font-bold">
            Basic strategy chart
          </h2>
          <p className="mt-1 max-w-3xl text-sm leading-6 text-fg/80">
            Find your hand in the rows and the dealer’s up card in the columns. Look in the pairs table first, then soft
            totals (a hand with an ace counted as 11), then hard totals.
          </p>
        </div>
        <StrategyLegend />
        <div className="grid gap-4 xl:grid-cols-2">
          {STRATEGY_TABLES.map((table) => (
            <StrategyTable key={table.id} table={table} />
          ))}
          <div className="grid content-start gap-2 rounded-xl border border-border bg-surface p-4 text-sm leading-6 text-fg/80">
            <h3 className="font-semibold text-fg">Reading the chart</h3>
            <p>
              <strong>D</strong> means double if you still can (on your first two cards), otherwise hit.{' '}
              <strong>Ds</strong> means double if you can, otherwise stand. After a split, play each hand from the hard
              and soft tables: you cannot split again.
            </p>
            <p>Never take insurance and never look for a surrender: this table offers neither.</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="moves-title" className="grid gap-4">
        <h2 id="moves-title" className="text-xl font-bold">
          Hit, stand, double, split
        </h2>
        <ActionIllustrations />
      </section>

      <section aria-labelledby="history-title" className="prose-page max-w-3xl space-y-3">
        <h2 id="history-title" className="mt-0! text-xl! font-bold!">
          The History of Blackjack
        </h2>
        <p>
          Blackjack grew out of a family of “twenty-one” card games played across Europe. The oldest known description
          is Spanish: in Miguel de Cervantes’ story <em>Rinconete y Cortadillo</em>, published in 1613, two young card
          sharps play <em>veintiuna</em>, where the aim is to reach 21 without going over and an ace counts as one or
          eleven. In France the game was known as <em>vingt-et-un</em>, and under that name it crossed the Atlantic.
        </p>
        <p>
          American gambling halls tried to draw players with bonus payouts, the best known being an extra reward for an
          ace of spades with a black jack. The bonus did not last, but the name “blackjack” stuck. When Nevada legalised
          casino gambling in 1931, the game moved into the casinos where it became the most played table game.
        </p>
        <p>
          In 1956 four U.S. Army engineers, Roger Baldwin, Wilbert Cantey, Herbert Maisel and James McDermott, published
          the first accurate basic strategy, worked out with desk calculators. In 1962 the mathematician Edward O. Thorp
          used computer simulations to refine it and showed in <em>Beat the Dealer</em> that counting cards could tip a
          shoe in the player’s favour. Casinos answered with more decks and shuffling machines. Online games like ours
          go one step further: every card is drawn from a full deck, so there is nothing to count and basic strategy is
          the best you can do.
        </p>
      </section>

      <section id="rules" aria-labelledby="rules-title" className="prose-page max-w-3xl scroll-mt-20 space-y-3">
        <h2 id="rules-title" className="mt-0! text-xl! font-bold!">
          The Rules of Blackjack
        </h2>
        <p>
          You play against the dealer. Cards 2 to 10 count their number, jacks, queens and kings count 10, and an ace
          counts 11 or 1, whichever keeps you at 21 or under. Beat the dealer’s total without going over 21 and your bet
          pays 1 to 1; an equal total is a push and your bet comes back. An ace with a ten-value card as your first two
          cards is a blackjack. This table plays with points, which have no money value, under these rules:
        </p>
        <ul>
          <li>
            <strong>Unlimited deck.</strong> Every card is drawn from a full 52-card deck, so earlier cards never change
            the odds of the next one.
          </li>
          <li>
            <strong>Blackjack pays 3 to 2</strong>, in whole points rounded down: a 10-point bet returns 25, a 5-point
            bet returns 12.
          </li>
          <li>
            <strong>The dealer stands on all 17s</strong>, soft 17 included, and draws to 16.
          </li>
          <li>
            <strong>The dealer peeks.</strong> With an ace or a ten-value card showing, the dealer checks for blackjack
            at once. A dealer blackjack ends the round straight away: you lose your bet, or push if you have a blackjack
            too.
          </li>
          <li>
            <strong>Double on any first two cards</strong>, also after a split. You add a bet equal to your first one
            and get exactly one more card.
          </li>
          <li>
            <strong>Split once</strong> (two hands at most), any two cards of the same value, so a king and a ten may be
            split. Split aces get one card each and stand. A 21 made after a split counts as 21, not as a blackjack, and
            pays 1 to 1.
          </li>
          <li>
            <strong>No insurance and no surrender.</strong> The extra bet of a double or a split is taken when you make
            the move, and the move is refused if your balance is short.
          </li>
          <li>The most a single round can pay is 100,000 points, side bets included.</li>
        </ul>
        <p>
          Played with the chart above, the game returns about 99.43% of what is staked over the long run, a house edge
          of 0.57%. Every card is decided by the provably fair scheme, which you can check on the{' '}
          <Link to="/fairness">Provably fair</Link> page.
        </p>

        <h3>Side bets</h3>
        <p>
          Both side bets are optional (0 to 100 points each), settled as soon as the cards are dealt, and paid whatever
          happens to the main hand. A payout of “25 to 1” returns your side bet plus 25 times it.
        </p>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <PayTable
            caption="Perfect Pairs: your first two cards"
            rows={[
              ['Perfect pair (same rank and suit)', '25 to 1'],
              ['Coloured pair (same rank and colour)', '10 to 1'],
              ['Mixed pair (same rank)', '5 to 1'],
            ]}
          />
          <PayTable
            caption="21 + 3: your two cards and the dealer’s up card"
            rows={[
              ['Suited trips', '100 to 1'],
              ['Straight flush', '40 to 1'],
              ['Three of a kind', '30 to 1'],
              ['Straight', '10 to 1'],
              ['Flush', '5 to 1'],
            ]}
          />
        </div>
        <p>
          In 21 + 3 only the best hand pays. An ace plays high or low in a straight: A-2-3 and Q-K-A count, K-A-2 does
          not. With an unlimited deck the house edge is 5.77% on Perfect Pairs and 0.825% on 21 + 3; no strategy changes
          it.
        </p>
      </section>

      <section aria-labelledby="why-title" className="prose-page max-w-3xl space-y-3">
        <h2 id="why-title" className="mt-0! text-xl! font-bold!">
          Why Use Our Blackjack Chart
        </h2>
        <p>
          Basic strategy is the play that loses the least, or wins the most, for every hand against every dealer card.
          It is not a system and it does not need memory of earlier cards: it is arithmetic, worked out once over every
          possible draw.
        </p>
        <p>
          Small rule changes move the right play, so a chart is only as good as its match with the table. Ours is made
          for this table and no other: an unlimited deck, a dealer who stands on soft 17 and peeks, doubling after a
          split, one split, no surrender. The chart is drawn from the same strategy data that our game engine uses, and
          an exact calculation and a simulation of ten million hands through the real engine both give the 99.43%
          return.
        </p>
        <ul>
          <li>It brings the house edge down to about 0.57%, against several percent for playing on hunches.</li>
          <li>
            It settles the hands people get wrong: splitting 8s against a 10, doubling soft 17 against a 3, hitting 12
            against a 2 or 3.
          </li>
          <li>It takes the emotion out of a session: the same hand always gets the same play.</li>
        </ul>
        <p>
          No chart beats the house edge in the long run, and none can change the side bets. Play for fun, with points
          you are happy to lose.
        </p>
      </section>
    </article>
  );
}
