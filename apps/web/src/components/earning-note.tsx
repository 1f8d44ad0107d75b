import { fmt, pointsText, t } from '@/i18n';
import { useEarningRates } from '@/lib/earning-rates';

/** "Earning while you watch": the watch-time rates, shown only while earning is on. */
export function EarningNote({ className }: { className?: string }) {
  const { data } = useEarningRates();
  if (!data?.enabled) return null;
  const f = fmt();
  return (
    <p data-testid="earning-note" className={className ?? 'text-xs text-muted'}>
      {t('ui.earningNote.text', {
        points: pointsText(data.amount),
        count: data.tickMinutes,
        minutes: f.number(data.tickMinutes),
        sub: data.subMultiplier > 1 ? 'yes' : 'no',
        multiplier: f.number(data.subMultiplier),
        cap: data.dailyCap > 0 ? 'yes' : 'no',
        dailyCap: f.points(data.dailyCap),
      })}
    </p>
  );
}
