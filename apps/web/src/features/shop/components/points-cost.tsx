import { CoinsIcon } from 'lucide-react';
import { fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';

export function PointsCost({ cost, className }: { cost: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-bold', className)}>
      <CoinsIcon aria-hidden="true" className="size-4 shrink-0 text-gold" />
      {fmt().points(cost)}
      <span className="sr-only"> {t('shop.cost.unit', { count: cost })}</span>
    </span>
  );
}
