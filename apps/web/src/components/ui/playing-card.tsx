import type { CSSProperties } from 'react';
import { t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';

/** A card as the API and the engine's views send it: rank 'TWO'..'ACE' and suit 'DIAMONDS'.., or 'hidden'. */
export type CardFace = { rank: string; suit: string };

const RANK_LABEL: Record<string, string> = {
  TWO: '2',
  THREE: '3',
  FOUR: '4',
  FIVE: '5',
  SIX: '6',
  SEVEN: '7',
  EIGHT: '8',
  NINE: '9',
  TEN: '10',
  JACK: 'J',
  QUEEN: 'Q',
  KING: 'K',
  ACE: 'A',
};
const RANK_NAME: Record<string, MessageId> = {
  JACK: 'ui.card.jack',
  QUEEN: 'ui.card.queen',
  KING: 'ui.card.king',
  ACE: 'ui.card.ace',
};
const SUIT_NAME: Record<string, MessageId> = {
  DIAMONDS: 'ui.card.diamonds',
  HEARTS: 'ui.card.hearts',
  SPADES: 'ui.card.spades',
  CLUBS: 'ui.card.clubs',
};
const SUIT_SYMBOL: Record<string, string> = { DIAMONDS: '♦', HEARTS: '♥', SPADES: '♠', CLUBS: '♣' };

export const isHiddenCard = (card: CardFace) => card.rank === 'hidden' || !(card.rank in RANK_LABEL);
export const isRedSuit = (suit: string) => suit === 'DIAMONDS' || suit === 'HEARTS';
/** e.g. 'Q♦'. */
export const cardShortLabel = (card: CardFace) =>
  isHiddenCard(card) ? '??' : `${RANK_LABEL[card.rank]}${SUIT_SYMBOL[card.suit] ?? ''}`;
/** e.g. 'Queen of Diamonds' / 'Dama de Ouros', for screen readers. */
export function cardName(card: CardFace): string {
  if (isHiddenCard(card)) return t('ui.card.faceDown');
  const rankName = RANK_NAME[card.rank];
  const suitName = SUIT_NAME[card.suit];
  return t('ui.card.name', {
    rank: rankName ? t(rankName) : RANK_LABEL[card.rank],
    suit: suitName ? t(suitName) : card.suit,
  });
}

const SIZES = {
  sm: 'h-[4.2rem] w-12 rounded-md text-[0.7rem]',
  md: 'h-[5.6rem] w-16 rounded-lg text-sm sm:h-28 sm:w-20 sm:text-base',
} as const;

type Props = {
  card: CardFace | null;
  size?: keyof typeof SIZES;
  /** Position in the hand: later cards arrive a little later. */
  dealIndex?: number;
  className?: string;
  style?: CSSProperties;
};

/**
 * A playing card drawn in CSS: corner indices, a large centre pip, red for hearts and diamonds.
 * `null` or a 'hidden' card shows the back. New cards slide in from above (@starting-style), unless
 * the user prefers reduced motion.
 */
export function PlayingCard({ card, size = 'md', dealIndex = 0, className, style }: Props) {
  const hidden = card === null || isHiddenCard(card);
  const base = cn(
    'relative shrink-0 select-none shadow-lg shadow-black/40 transition-[translate,opacity,rotate] duration-300 ease-out',
    'starting:-translate-y-8 starting:opacity-0 starting:-rotate-6 motion-reduce:transition-none',
    SIZES[size],
    className,
  );
  const delay: CSSProperties = { transitionDelay: `${Math.min(dealIndex, 6) * 90}ms`, ...style };

  if (hidden) {
    return (
      <div
        role="img"
        aria-label={t('ui.card.faceDown')}
        data-card="hidden"
        className={cn(base, 'border-2 border-white/90 bg-accent-strong p-1')}
        style={delay}
      >
        <div
          aria-hidden="true"
          className="size-full rounded-[inherit] border border-white/40"
          style={{
            backgroundImage:
              'repeating-linear-gradient(45deg, rgba(255,255,255,.16) 0 4px, transparent 4px 9px), repeating-linear-gradient(-45deg, rgba(255,255,255,.16) 0 4px, transparent 4px 9px)',
          }}
        />
      </div>
    );
  }

  const rank = RANK_LABEL[card.rank] ?? '?';
  const suit = SUIT_SYMBOL[card.suit] ?? '?';
  const isFace = card.rank === 'JACK' || card.rank === 'QUEEN' || card.rank === 'KING';
  return (
    <div
      role="img"
      aria-label={cardName(card)}
      data-card={`${rank}${suit}`}
      className={cn(
        base,
        'border border-neutral-300 bg-white font-bold',
        isRedSuit(card.suit) ? 'text-red-600' : 'text-neutral-900',
      )}
      style={delay}
    >
      <span
        aria-hidden="true"
        className="absolute left-1 top-0.5 flex flex-col items-center leading-none sm:left-1.5 sm:top-1"
      >
        <span>{rank}</span>
        <span>{suit}</span>
      </span>
      <span
        aria-hidden="true"
        className="absolute bottom-0.5 right-1 flex rotate-180 flex-col items-center leading-none sm:bottom-1 sm:right-1.5"
      >
        <span>{rank}</span>
        <span>{suit}</span>
      </span>
      <span aria-hidden="true" className="absolute inset-0 grid place-items-center">
        {isFace ? (
          <span className="grid h-1/2 w-1/2 place-items-center rounded-sm border border-current/40 bg-current/5 text-[1.6em] font-black">
            {rank}
          </span>
        ) : (
          <span className="text-[2em] leading-none">{suit}</span>
        )}
      </span>
    </div>
  );
}
