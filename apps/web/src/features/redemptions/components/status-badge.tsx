import type { RedemptionStatus } from '@app/contracts';
import { t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';

const styles: Record<RedemptionStatus, { labelId: MessageId; className: string }> = {
  pending: { labelId: 'redemptions.status.pending', className: 'bg-gold/15 text-gold' },
  approved: { labelId: 'redemptions.status.approved', className: 'bg-success/15 text-success' },
  denied: { labelId: 'redemptions.status.denied', className: 'bg-danger/15 text-danger' },
};

/** A redemption's state as a small pill. */
export function StatusBadge({ status, title }: { status: RedemptionStatus; title?: string | undefined }) {
  const { labelId, className } = styles[status];
  return (
    <span title={title} className={cn('inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-bold', className)}>
      {t(labelId)}
    </span>
  );
}
