import type { SlotRequestStatus } from '@app/contracts';
import { t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';

const styles: Record<SlotRequestStatus, { key: MessageId; className: string }> = {
  open: { key: 'slot-requests.status.open', className: 'bg-gold/15 text-gold' },
  played: { key: 'slot-requests.status.played', className: 'bg-success/15 text-success' },
  rejected: { key: 'slot-requests.status.rejected', className: 'bg-danger/15 text-danger' },
  withdrawn: { key: 'slot-requests.status.withdrawn', className: 'bg-surface-2 text-muted' },
};

/** A request's state as a small pill. */
export function StatusBadge({ status, title }: { status: SlotRequestStatus; title?: string | undefined }) {
  const { key, className } = styles[status];
  return (
    <span title={title} className={cn('inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-bold', className)}>
      {t(key)}
    </span>
  );
}
