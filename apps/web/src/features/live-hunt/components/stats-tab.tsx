import type { LiveHunt } from '@app/contracts';
import { hasBreakEven } from '@app/hunts';
import { StatRow } from './stat-row';
import { useMoney } from '@/lib/money';

export function StatsTab({ hunt }: { hunt: LiveHunt }) {
  const money = useMoney();
  const s = hunt.stats;
  return (
    <div>
      <StatRow label="Total Bonus" value={s.totalBonus} testId="stat-total" />
      <StatRow label="Target Balance" value={money.cents(s.targetBalance)} />
      <StatRow label="End Balance" value={money.cents(s.endBalance)} testId="stat-end" />
      {s.avgMulti !== null ? (
        <StatRow label="Avg. Multi" value={`x${s.avgMulti.toFixed(2)}`} testId="stat-avg" />
      ) : null}
      {hasBreakEven(s.totalBonus - s.openedBonus, hunt.status === 'live') ? (
        <StatRow
          label="Break-even x"
          value={s.breakEvenX > 0 ? `x${s.breakEvenX}` : 'Reached'}
          testId="stat-break-even"
        />
      ) : null}
      <StatRow label="Highest Win" value={money.cents(s.highestWin)} />
      <StatRow
        label="Highest Multiplier"
        value={s.highestMultiplier === null ? '-' : `x${s.highestMultiplier.toFixed(2)}`}
      />
    </div>
  );
}
