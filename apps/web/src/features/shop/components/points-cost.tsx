import { formatPoints } from '@app/contracts';
import { CoinsIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export function PointsCost({ cost, className }: { cost: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-bold', className)}>
      <CoinsIcon aria-hidden="true" className="size-4 shrink-0 text-gold" />
      {formatPoints(cost)}
      <span className="sr-only"> points</span>
    </span>
  );
}
