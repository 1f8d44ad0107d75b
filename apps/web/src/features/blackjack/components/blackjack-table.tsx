import type { BlackjackRound } from '@app/contracts';
import { ChevronRightIcon, CoinsIcon } from 'lucide-react';
import { PlayingCard, type CardFace } from '@/components/ui/playing-card';
import { Spinner } from '@/components/ui/spinner';
import { fmt, t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';
import { handOutcome, resultBanner, roundTotals, type Outcome } from '../outcome';

/**
 * The round's result is the player's (ADR 039): green for a win, red for a loss, orange for a push,
 * the same as the hand borders. The product's first reference coloured a dealer badge the other way
 * round, which read as "DEALER 20 LOSE" in green when the player had lost.
 */
const BANNER_COLOUR: Record<Outcome, string> = {
  win: 'border-green-300 bg-green-600 text-white',
  lose: 'border-red-300 bg-red-600 text-white',
  push: 'border-orange-200 bg-orange-500 text-white',
};
const HAND_BORDER: Record<Outcome, string> = {
  win: 'border-green-500 shadow-[0_0_0_1px] shadow-green-500/60',
  lose: 'border-red-500 shadow-[0_0_0_1px] shadow-red-500/60',
  push: 'border-orange-400 shadow-[0_0_0_1px] shadow-orange-400/60',
};

function Cards({ cards, label }: { cards: readonly (CardFace | null)[]; label: string }) {
  return (
    <div role="group" aria-label={label} className="flex justify-center">
      {cards.map((card, i) => (
        <PlayingCard
          // A revealed hole card gets a new key, so it is dealt (animated) rather than swapped in place.
          key={`${i}-${card?.rank ?? 'back'}-${card?.suit ?? ''}`}
          card={card}
          dealIndex={i}
          className={i === 0 ? undefined : '-ml-6 sm:-ml-8'}
        />
      ))}
    </div>
  );
}

function TotalBadge({ total, testId }: { total: string; testId: string }) {
  return (
    <span
      data-testid={testId}
      className="inline-flex min-w-10 justify-center rounded-full bg-black/50 px-2.5 py-0.5 text-sm font-bold tabular-nums text-white"
    >
      {total}
    </span>
  );
}

type Props = { round: BlackjackRound | null; isLoading: boolean; statusText: string | null };

/** The felt: the dealer on top with the result badge, the rule line, the player's hands below. */
export function BlackjackTable({ round, isLoading, statusText }: Props) {
  const banner = round ? resultBanner(round) : null;
  const inProgress = round?.gameState === 'in_progress';
  // While in progress the dealer's hole card is not sent (or sent as 'hidden'): show its back.
  const dealerCards: (CardFace | null)[] = round ? [...round.dealerHand.cards] : [null, null];
  if (round && inProgress && dealerCards.length < 2) dealerCards.push(null);
  const totals = round && !inProgress ? roundTotals(round) : null;

  return (
    <div className="grid gap-3">
      <div
        data-testid="blackjack-table"
        className="relative grid min-h-[22rem] grid-rows-[1fr_auto_1fr] gap-4 overflow-hidden rounded-[2rem] border-4 border-[#3a2a1a] bg-[radial-gradient(ellipse_at_50%_35%,#1f6b4f_0%,#145039_55%,#0c3526_100%)] px-3 py-5 shadow-inner sm:min-h-[30rem] sm:px-6"
      >
        {/* Dealer */}
        <section aria-label={t('blackjack.table.dealer')} className="grid content-start justify-items-center gap-2">
          <div className="flex items-center gap-2">
            <span className="text-xs font-bold uppercase tracking-widest text-white/70">
              {t('blackjack.table.dealer')}
            </span>
            {round ? <TotalBadge total={round.dealerHand.total} testId="dealer-total" /> : null}
          </div>
          <Cards cards={dealerCards} label={t('blackjack.table.dealerCards')} />
        </section>

        {/* Rule line */}
        <div className="grid justify-items-center gap-1 text-center">
          {banner ? (
            <span
              role="status"
              data-testid="result-banner"
              data-outcome={banner.outcome}
              className={cn(
                'mb-1 rounded-full border px-4 py-1 text-base font-extrabold uppercase tracking-wide shadow-lg transition-[scale,opacity] duration-300 starting:scale-50 starting:opacity-0',
                BANNER_COLOUR[banner.outcome],
              )}
            >
              {t(banner.label)}
            </span>
          ) : null}
          <p className="rounded-full border border-gold/40 px-4 py-1 text-xs font-bold uppercase tracking-[0.2em] text-gold sm:text-sm">
            {t('blackjack.table.paysRule')}
          </p>
          <p className="text-[0.65rem] uppercase tracking-widest text-white/50 sm:text-xs">
            {t('blackjack.table.dealerRule')}
            <span className="hidden sm:inline">
              {' · '}
              {t('blackjack.sideBet.perfectPairs')}
              {' · '}
              {t('blackjack.sideBet.twentyOnePlusThree')}
            </span>
          </p>
          {totals ? (
            <p
              data-testid="round-return"
              className="mt-1 inline-flex items-center gap-1 rounded-full bg-black/40 px-3 py-1 text-sm font-semibold text-white"
            >
              <CoinsIcon aria-hidden="true" className="size-4 text-gold" />
              {t('blackjack.table.stakedReturned', {
                staked: fmt().points(totals.staked),
                returned: fmt().points(totals.returned),
              })}
            </p>
          ) : null}
        </div>

        {/* Player */}
        <section
          aria-label={t('blackjack.table.yourHands')}
          className="flex flex-wrap content-end items-end justify-center gap-4 sm:gap-8"
        >
          {round ? (
            round.playerHands.map((hand, i) => {
              const isActiveHand = inProgress && i === round.activeHandIndex;
              const outcome = handOutcome(round, i);
              const result = round.results?.[i];
              return (
                <div
                  key={i}
                  data-testid={`player-hand-${i}`}
                  data-outcome={outcome ?? undefined}
                  aria-current={isActiveHand ? 'true' : undefined}
                  className={cn(
                    'relative grid justify-items-center gap-2 rounded-2xl border-2 border-transparent p-2 transition-colors',
                    outcome && HAND_BORDER[outcome],
                    isActiveHand && 'bg-white/5',
                  )}
                >
                  {isActiveHand && round.playerHands.length > 1 ? (
                    <ChevronRightIcon
                      aria-label={t('blackjack.table.activeHand')}
                      className="absolute -left-5 top-1/3 size-6 animate-pulse text-gold sm:-left-6"
                      strokeWidth={3}
                    />
                  ) : null}
                  <Cards
                    cards={hand.cards}
                    label={
                      round.playerHands.length > 1
                        ? t('blackjack.table.hand', { number: i + 1 })
                        : t('blackjack.table.yourCards')
                    }
                  />
                  <div className="flex flex-wrap items-center justify-center gap-1.5">
                    {isActiveHand && round.playerHands.length === 1 ? (
                      <ChevronRightIcon
                        aria-label={t('blackjack.table.activeHand')}
                        className="size-4 text-gold"
                        strokeWidth={3}
                      />
                    ) : null}
                    <TotalBadge total={hand.total} testId={`player-total-${i}`} />
                    <span className="inline-flex items-center gap-1 rounded-full bg-black/40 px-2 py-0.5 text-xs font-semibold text-white">
                      <CoinsIcon aria-hidden="true" className="size-3 text-gold" />
                      {fmt().points(hand.bet)}
                      {hand.isDoubled ? ` ${t('blackjack.table.doubled')}` : ''}
                    </span>
                    {hand.isBlackjack ? (
                      <span className="rounded-full bg-gold px-2 py-0.5 text-xs font-bold text-black">
                        {t('blackjack.table.blackjack')}
                      </span>
                    ) : null}
                    {hand.isBusted ? (
                      <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
                        {t('blackjack.table.bust')}
                      </span>
                    ) : null}
                    {result ? (
                      <span className="rounded-full bg-black/40 px-2 py-0.5 text-xs font-semibold capitalize text-white">
                        {t(HAND_RESULT[result.result])} · {fmt().points(result.payout)}
                      </span>
                    ) : null}
                  </div>
                </div>
              );
            })
          ) : (
            <div className="grid justify-items-center gap-2">
              <Cards cards={[null, null]} label={t('blackjack.table.yourCards')} />
              <span className="text-xs font-bold uppercase tracking-widest text-white/70">
                {t('blackjack.table.placeBet')}
              </span>
            </div>
          )}
        </section>

        {isLoading ? (
          <div className="absolute inset-0 grid place-items-center bg-black/30">
            <Spinner />
          </div>
        ) : null}
      </div>

      {round ? <SideBetResults round={round} /> : null}

      <p role="status" data-testid="blackjack-status" className="min-h-5 text-center text-sm text-red-400">
        {statusText}
      </p>
    </div>
  );
}

/** A hand's result word (lowercase: the badge capitalises it). */
const HAND_RESULT: Record<'win' | 'lose' | 'push', MessageId> = {
  win: 'blackjack.result.win',
  lose: 'blackjack.result.lose',
  push: 'blackjack.result.push',
};

const SIDE_BETS = [
  { key: 'perfectPairs', name: 'blackjack.sideBet.perfectPairs' },
  { key: 'twentyOnePlusThree', name: 'blackjack.sideBet.twentyOnePlusThree' },
] as const satisfies readonly { key: string; name: MessageId }[];

const OUTCOME_TEXT: Record<string, MessageId> = {
  perfect_pair: 'blackjack.sideBetOutcome.perfectPair',
  coloured_pair: 'blackjack.sideBetOutcome.colouredPair',
  mixed_pair: 'blackjack.sideBetOutcome.mixedPair',
  suited_trips: 'blackjack.sideBetOutcome.suitedTrips',
  straight_flush: 'blackjack.sideBetOutcome.straightFlush',
  three_of_a_kind: 'blackjack.sideBetOutcome.threeOfAKind',
  straight: 'blackjack.sideBetOutcome.straight',
  flush: 'blackjack.sideBetOutcome.flush',
};

/** Each side bet placed this round: what it made and what it paid (stake included). */
function SideBetResults({ round }: { round: BlackjackRound }) {
  const placed = SIDE_BETS.filter(({ key }) => round.sideBets[key] > 0);
  if (placed.length === 0) return null;
  return (
    <ul aria-label={t('blackjack.sideBet.list')} className="grid gap-2 sm:grid-cols-2">
      {placed.map(({ key, name }) => {
        const outcome = round.sideBetOutcomes[key];
        const paid = round.payout[key];
        return (
          <li
            key={key}
            data-testid={`side-bet-${key}`}
            className={cn(
              'flex items-center justify-between gap-2 rounded-xl border px-3 py-2 text-sm',
              outcome ? 'border-green-600/60 bg-green-600/10' : 'border-border bg-surface',
            )}
          >
            <span>
              <span className="font-semibold">{t(name)}</span>{' '}
              <span className="text-muted">({fmt().points(round.sideBets[key])})</span>
              <span className="block text-xs text-muted">
                {outcome ? (OUTCOME_TEXT[outcome] ? t(OUTCOME_TEXT[outcome]) : outcome) : t('blackjack.sideBet.noWin')}
              </span>
            </span>
            <span className={cn('font-bold tabular-nums', outcome ? 'text-green-400' : 'text-muted')}>
              {outcome ? `+${fmt().points(paid)}` : '0'}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
