import { t } from '@/i18n';
import { cn } from '@/lib/cn';

/** GTB's or AVG's state on the tracking page: Opened (green), Soon (yellow), Closed (red). */
export const StatusBadge = ({ status }: { status: 'opened' | 'closed' | 'soon' }) => (
  <span
    data-testid="status-badge"
    className={cn(
      'rounded-full px-2.5 py-0.5 text-xs font-bold',
      status === 'opened'
        ? 'bg-success/20 text-success'
        : status === 'soon'
          ? 'bg-yellow-500/20 text-yellow-400'
          : 'bg-danger/20 text-danger',
    )}
  >
    {t(
      status === 'opened'
        ? 'live-hunt.badge.opened'
        : status === 'soon'
          ? 'live-hunt.badge.soon'
          : 'live-hunt.badge.closed',
    )}
  </span>
);
