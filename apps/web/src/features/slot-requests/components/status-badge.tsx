import type { SlotRequestStatus } from '@app/contracts';
import { cn } from '@/lib/cn';

const styles: Record<SlotRequestStatus, { label: string; className: string }> = {
  open: { label: 'In queue', className: 'bg-gold/15 text-gold' },
  played: { label: 'Played', className: 'bg-success/15 text-success' },
  rejected: { label: 'Rejected', className: 'bg-danger/15 text-danger' },
  withdrawn: { label: 'Withdrawn', className: 'bg-surface-2 text-muted' },
};

/** A request's state as a small pill. */
export function StatusBadge({ status, title }: { status: SlotRequestStatus; title?: string | undefined }) {
  const { label, className } = styles[status];
  return (
    <span title={title} className={cn('inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-bold', className)}>
      {label}
    </span>
  );
}
