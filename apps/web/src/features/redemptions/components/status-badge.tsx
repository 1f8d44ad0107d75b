import type { RedemptionStatus } from '@app/contracts';
import { cn } from '@/lib/cn';

const styles: Record<RedemptionStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-gold/15 text-gold' },
  approved: { label: 'Approved', className: 'bg-success/15 text-success' },
  denied: { label: 'Denied', className: 'bg-danger/15 text-danger' },
};

/** A redemption's state as a small pill. */
export function StatusBadge({ status, title }: { status: RedemptionStatus; title?: string | undefined }) {
  const { label, className } = styles[status];
  return (
    <span title={title} className={cn('inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-bold', className)}>
      {label}
    </span>
  );
}
