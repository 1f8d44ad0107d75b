import { formatPoints } from '@app/contracts';
import { useEarningRates } from '@/lib/earning-rates';

/** "Earning while you watch": the watch-time rates, shown only while earning is on. */
export function EarningNote({ className }: { className?: string }) {
  const { data } = useEarningRates();
  if (!data?.enabled) return null;
  const every = data.tickMinutes === 1 ? 'every minute' : `every ${data.tickMinutes} minutes`;
  return (
    <p data-testid="earning-note" className={className ?? 'text-xs text-muted'}>
      Earning while you watch: {formatPoints(data.amount)} points {every} you are in chat while live
      {data.subMultiplier > 1 ? `, subscribers x${data.subMultiplier}` : ''}
      {data.dailyCap > 0 ? ` (up to ${formatPoints(data.dailyCap)} a day)` : ''}.
    </p>
  );
}
