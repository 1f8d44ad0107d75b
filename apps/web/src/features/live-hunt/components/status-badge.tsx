import { cn } from '@/lib/cn';

export const StatusBadge = ({ status }: { status: string }) => (
  <span
    data-testid="status-badge"
    className={cn(
      'rounded-full px-2.5 py-0.5 text-xs font-bold',
      status === 'Opened'
        ? 'bg-success/20 text-success'
        : status === 'Soon'
          ? 'bg-yellow-500/20 text-yellow-400'
          : 'bg-danger/20 text-danger',
    )}
  >
    {status}
  </span>
);
