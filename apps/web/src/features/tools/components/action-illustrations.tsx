import { CoinsIcon, HandIcon, MoveHorizontalIcon, PointerIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlayingCard, type CardFace } from '@/components/ui/playing-card';
import { t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';

const card = (rank: string, suit: string): CardFace => ({ rank, suit });

type Illustration = { move: MessageId; gesture: MessageId; how: MessageId; badge: string; scene: ReactNode };

const overlap = '-ml-6';

/** Hit, stand, double and split, each drawn with the cards of a hand where it is the right play. */
const ILLUSTRATIONS: Illustration[] = [
  {
    move: 'tools.moves.hit',
    gesture: 'tools.moves.hitGesture',
    badge: 'bg-rose-600 text-white',
    how: 'tools.moves.hitText',
    scene: (
      <>
        <PlayingCard size="sm" card={card('SEVEN', 'SPADES')} />
        <PlayingCard size="sm" card={card('FIVE', 'HEARTS')} className={overlap} />
        <PlayingCard size="sm" card={null} className="ml-2 -rotate-6 opacity-90" />
        <PointerIcon aria-hidden="true" className="absolute -bottom-1 right-2 size-6 text-rose-400" />
      </>
    ),
  },
  {
    move: 'tools.moves.stand',
    gesture: 'tools.moves.standGesture',
    badge: 'bg-amber-300 text-neutral-950',
    how: 'tools.moves.standText',
    scene: (
      <>
        <PlayingCard size="sm" card={card('KING', 'CLUBS')} />
        <PlayingCard size="sm" card={card('EIGHT', 'DIAMONDS')} className={overlap} />
        <HandIcon aria-hidden="true" className="ml-3 size-8 text-amber-300" />
      </>
    ),
  },
  {
    move: 'tools.moves.double',
    gesture: 'tools.moves.doubleGesture',
    badge: 'bg-emerald-700 text-white',
    how: 'tools.moves.doubleText',
    scene: (
      <>
        <PlayingCard size="sm" card={card('SIX', 'HEARTS')} />
        <PlayingCard size="sm" card={card('FIVE', 'CLUBS')} className={overlap} />
        <PlayingCard size="sm" card={null} className="-ml-3 mt-4 rotate-90" />
        <CoinsIcon aria-hidden="true" className="absolute -bottom-1 right-1 size-6 text-gold" />
      </>
    ),
  },
  {
    move: 'tools.moves.split',
    gesture: 'tools.moves.splitGesture',
    badge: 'bg-sky-700 text-white',
    how: 'tools.moves.splitText',
    scene: (
      <>
        <PlayingCard size="sm" card={card('EIGHT', 'SPADES')} />
        <MoveHorizontalIcon aria-hidden="true" className="mx-1 size-6 text-sky-400" />
        <PlayingCard size="sm" card={card('EIGHT', 'HEARTS')} />
      </>
    ),
  },
];

/** Four small pictures of the moves, with the hand signal used at a live table. */
export function ActionIllustrations() {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {ILLUSTRATIONS.map((item) => (
        <li key={item.move} className="grid gap-3 rounded-xl border border-border bg-surface p-4">
          <div
            role="img"
            aria-label={t('tools.moves.picture', { move: t(item.move), gesture: t(item.gesture).toLowerCase() })}
            className="relative flex h-24 items-center justify-center rounded-lg bg-[radial-gradient(ellipse_at_50%_40%,#1f6b4f,#0c3526)]"
          >
            {item.scene}
          </div>
          <div className="flex items-center gap-2">
            <span className={cn('rounded-md px-2 py-0.5 text-xs font-bold uppercase tracking-wide', item.badge)}>
              {t(item.move)}
            </span>
            <span className="text-xs text-muted">{t(item.gesture)}</span>
          </div>
          <p className="text-sm leading-6 text-fg/80">{t(item.how)}</p>
        </li>
      ))}
    </ul>
  );
}
