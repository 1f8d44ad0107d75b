import { formatPoints, type EarningRates } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /data/earning: the rates the admin set (public). */
export const useEarningRates = () =>
  useQuery({ queryKey: ['earning-rates'], queryFn: () => api<EarningRates>('/data/earning'), staleTime: 5 * 60_000 });

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
