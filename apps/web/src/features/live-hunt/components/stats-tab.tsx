import type { LiveHunt } from '@app/contracts';
import { hasBreakEven } from '@app/hunts';
import { fmt, t } from '@/i18n';
import { xMulti } from '../format';
import { StatRow } from './stat-row';
import { useMoney } from '@/lib/money';

export function StatsTab({ hunt }: { hunt: LiveHunt }) {
  const money = useMoney();
  const s = hunt.stats;
  return (
    <div>
      <StatRow label={t('live-hunt.stats.totalBonus')} value={fmt().number(s.totalBonus)} testId="stat-total" />
      <StatRow label={t('live-hunt.stats.targetBalance')} value={money.cents(s.targetBalance)} />
      <StatRow label={t('live-hunt.stats.endBalance')} value={money.cents(s.endBalance)} testId="stat-end" />
      {s.avgMulti !== null ? (
        <StatRow label={t('live-hunt.stats.avgMulti')} value={xMulti(s.avgMulti, 2)} testId="stat-avg" />
      ) : null}
      {hasBreakEven(s.totalBonus - s.openedBonus, hunt.status === 'live') ? (
        <StatRow
          label={t('live-hunt.stats.breakEven')}
          value={s.breakEvenX > 0 ? xMulti(s.breakEvenX) : t('live-hunt.stats.reached')}
          testId="stat-break-even"
        />
      ) : null}
      <StatRow label={t('live-hunt.stats.highestWin')} value={money.cents(s.highestWin)} />
      <StatRow
        label={t('live-hunt.stats.highestMultiplier')}
        value={s.highestMultiplier === null ? '-' : xMulti(s.highestMultiplier, 2)}
      />
    </div>
  );
}
