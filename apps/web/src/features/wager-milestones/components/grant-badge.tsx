import type { MilestoneGrantStatus } from '@app/contracts';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { STATUS_LABEL } from '../format';

const TONE: Record<MilestoneGrantStatus, string> = {
  paid: 'bg-success/15 text-success',
  awaiting: 'bg-gold/15 text-gold',
  prize: 'bg-accent/15 text-accent',
  rejected: 'bg-danger/15 text-danger',
};

/** A grant's state as a small coloured label: paid, awaiting approval, prize to hand out, rejected. */
export function GrantBadge({ status }: { status: MilestoneGrantStatus }) {
  return (
    <span
      data-testid="milestone-grant-status"
      className={cn('inline-flex rounded px-2 py-0.5 text-xs font-semibold', TONE[status])}
    >
      {t(STATUS_LABEL[status])}
    </span>
  );
}
