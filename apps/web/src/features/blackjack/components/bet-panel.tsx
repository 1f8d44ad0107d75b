import { MAX_SIDE_BET, MIN_SIDE_BET } from '@app/contracts/limits';
import { CopyIcon, HandIcon, PlusIcon, SplitIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { BetInput } from '@/components/ui/bet-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pointsText, t, type MessageId } from '@/i18n';
import type { BlackjackMove } from '../api/play-action';
import type { BetInput as Bets } from '../use-blackjack-game';

type Props = {
  bets: Bets;
  onBetsChange: (bets: Bets) => void;
  canBet: boolean;
  pending: 'bet' | BlackjackMove | null;
  can: (move: BlackjackMove) => boolean;
  onBet: () => void;
  onMove: (move: BlackjackMove) => void;
};

const MOVES: { move: BlackjackMove; name: MessageId; icon: ReactNode }[] = [
  { move: 'hit', name: 'blackjack.move.hit', icon: <PlusIcon aria-hidden="true" /> },
  { move: 'stand', name: 'blackjack.move.stand', icon: <HandIcon aria-hidden="true" /> },
  { move: 'double', name: 'blackjack.move.double', icon: <CopyIcon aria-hidden="true" /> },
  { move: 'split', name: 'blackjack.move.split', icon: <SplitIcon aria-hidden="true" /> },
];

const spinner = <Spinner className="size-4 border-white/40 border-t-white" />;

/** The left panel: main bet and the two side bets (each with Min, 1/2, x2, Max), Bet, then the four moves. */
export function BetPanel({ bets, onBetsChange, canBet, pending, can, onBet, onMove }: Props) {
  const locked = !canBet;
  const stake = bets.bet + bets.perfectPairs + bets.twentyOnePlusThree;
  // When a hand starts, the moves are brought into view: on a phone they would otherwise sit under
  // the fixed bottom bar (scroll-mb keeps them above it; 'nearest' does nothing when already visible).
  const moves = useRef<HTMLDivElement>(null);
  const inHand = MOVES.some(({ move }) => can(move));
  useEffect(() => {
    if (inHand) moves.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [inHand]);
  return (
    // On a phone the buttons come first, right under the table; on a wide screen the fields do.
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4">
      <div className="order-2 grid gap-4 lg:order-1">
        <BetInput
          label={t('blackjack.bet.amount')}
          value={bets.bet}
          onChange={(bet) => onBetsChange({ ...bets, bet })}
          disabled={locked}
        />
        <BetInput
          label={t('blackjack.sideBet.perfectPairs')}
          min={MIN_SIDE_BET}
          max={MAX_SIDE_BET}
          value={bets.perfectPairs}
          onChange={(perfectPairs) => onBetsChange({ ...bets, perfectPairs })}
          disabled={locked}
        />
        <BetInput
          label={t('blackjack.sideBet.twentyOnePlusThree')}
          min={MIN_SIDE_BET}
          max={MAX_SIDE_BET}
          value={bets.twentyOnePlusThree}
          onChange={(twentyOnePlusThree) => onBetsChange({ ...bets, twentyOnePlusThree })}
          disabled={locked}
        />
      </div>

      <div className="order-1 grid gap-2 lg:order-2">
        <Button size="lg" className="w-full" disabled={!canBet} onClick={onBet}>
          {pending === 'bet' ? spinner : null}
          {t('blackjack.bet.place')}
        </Button>
        {/* One row of four below lg (icons from sm up), so Bet and the moves fit above a phone's bottom bar. */}
        <div ref={moves} className="grid scroll-mb-24 grid-cols-4 gap-2 md:scroll-mb-4 lg:grid-cols-2">
          {MOVES.map(({ move, name, icon }) => (
            <Button
              key={move}
              variant="secondary"
              className="max-sm:px-1 max-sm:[&>svg]:hidden"
              disabled={!can(move)}
              onClick={() => onMove(move)}
            >
              {pending === move ? spinner : icon}
              {t(name)}
            </Button>
          ))}
        </div>
      </div>
      <p className="order-3 text-center text-xs text-muted">
        {t('blackjack.bet.totalStake', { stake: pointsText(stake) })}
      </p>
    </div>
  );
}
