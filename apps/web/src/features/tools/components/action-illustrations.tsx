import { CoinsIcon, HandIcon, MoveHorizontalIcon, PointerIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlayingCard, type CardFace } from '@/components/ui/playing-card';
import { cn } from '@/lib/cn';

const card = (rank: string, suit: string): CardFace => ({ rank, suit });

type Illustration = { title: string; gesture: string; text: string; badge: string; scene: ReactNode };

const overlap = '-ml-6';

/** Hit, stand, double and split, each drawn with the cards of a hand where it is the right play. */
const ILLUSTRATIONS: Illustration[] = [
  {
    title: 'Hit',
    gesture: 'Tap the table',
    badge: 'bg-rose-600 text-white',
    text: 'Take one more card. Keep hitting until you stand, reach 21 or go over.',
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
    title: 'Stand',
    gesture: 'Wave your hand',
    badge: 'bg-amber-300 text-neutral-950',
    text: 'Keep your total and end the hand. The dealer then plays.',
    scene: (
      <>
        <PlayingCard size="sm" card={card('KING', 'CLUBS')} />
        <PlayingCard size="sm" card={card('EIGHT', 'DIAMONDS')} className={overlap} />
        <HandIcon aria-hidden="true" className="ml-3 size-8 text-amber-300" />
      </>
    ),
  },
  {
    title: 'Double',
    gesture: 'Add a second bet',
    badge: 'bg-emerald-700 text-white',
    text: 'Double your bet on your first two cards and take exactly one more card.',
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
    title: 'Split',
    gesture: 'Two fingers apart',
    badge: 'bg-sky-700 text-white',
    text: 'Turn a pair into two hands with one bet each. Here you may split once.',
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
        <li key={item.title} className="grid gap-3 rounded-xl border border-border bg-surface p-4">
          <div
            role="img"
            aria-label={`${item.title}: ${item.gesture.toLowerCase()}`}
            className="relative flex h-24 items-center justify-center rounded-lg bg-[radial-gradient(ellipse_at_50%_40%,#1f6b4f,#0c3526)]"
          >
            {item.scene}
          </div>
          <div className="flex items-center gap-2">
            <span className={cn('rounded-md px-2 py-0.5 text-xs font-bold uppercase tracking-wide', item.badge)}>
              {item.title}
            </span>
            <span className="text-xs text-muted">{item.gesture}</span>
          </div>
          <p className="text-sm leading-6 text-fg/80">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
