import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A row of headline figures (label above, value below). */
export function StatCards({ items }: { items: { label: string; value: ReactNode; className?: string }[] }) {
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="stat-cards">
      {items.map((item) => (
        <div key={item.label} className="min-w-0 rounded-xl border border-border bg-surface p-3">
          <dt className="text-xs uppercase tracking-wide text-muted">{item.label}</dt>
          <dd className={cn('mt-1 text-lg font-bold tabular-nums [overflow-wrap:anywhere]', item.className)}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
