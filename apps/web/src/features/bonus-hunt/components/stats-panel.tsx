import type { HuntStatsView } from '@app/contracts';
import { CheckCircle2Icon } from 'lucide-react';

const x = (n: number) => `${n.toFixed(2)}x`;
const eur = (s: string) => (s.startsWith('-') ? `-€${s.slice(1)}` : `€${s}`);

/** The Stats panel: the figures of packages/hunts as the API returns them, plus best/worst and providers. */
export function StatsPanel({ stats }: { stats: HuntStatsView }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['Total bonuses', `${stats.openedBonuses}/${stats.totalBonuses} opened`],
    ['Total bets', eur(stats.totalBets)],
    ['Total earnings', eur(stats.totalEarnings)],
    ['Profit', eur(stats.profit)],
    ['Start BE', x(stats.startBreakEvenX)],
    [
      'Break-even',
      Number(stats.breakEvenAmount) <= 0 ? <CheckCircle2Icon key="ok" aria-label="Break-even reached" className="ml-auto size-4 text-success" /> : `${x(stats.breakEvenX)} · ${eur(stats.breakEvenAmount)}`,
    ],
    ['Avg earning', eur(stats.avgEarning)],
    ['Avg multi', x(stats.avgMulti)],
    ['Avg multi (weighted)', x(stats.avgMultiWeighted)],
    ['Highest win', eur(stats.highestWin)],
    ['Highest multi', x(stats.highestMulti)],
  ];
  return (
    <aside aria-labelledby="stats-heading" className="rounded-xl border border-border bg-surface p-4">
      <h2 id="stats-heading" className="mb-3 font-semibold">
        Stats
      </h2>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {stats.best && stats.worst ? (
        <div className="mt-4 grid gap-2 text-sm">
          <p>
            <span className="text-muted">Best: </span>
            {stats.best.slotName || 'No slot'} · {x(stats.best.multi)} ({eur(stats.best.earning)} on {eur(stats.best.bet)})
          </p>
          <p>
            <span className="text-muted">Worst: </span>
            {stats.worst.slotName || 'No slot'} · {x(stats.worst.multi)} ({eur(stats.worst.earning)} on {eur(stats.worst.bet)})
          </p>
        </div>
      ) : null}
      {stats.providers.length > 0 ? (
        <div tabIndex={0} role="region" aria-label="Providers" className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-1 text-left font-semibold">Providers</caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="text-left font-normal">Provider</th>
                <th scope="col" className="pl-2 text-right font-normal">Bonuses</th>
                <th scope="col" className="pl-2 text-right font-normal">Bets</th>
                <th scope="col" className="pl-2 text-right font-normal">Avg multi</th>
              </tr>
            </thead>
            <tbody>
              {stats.providers.map((p) => (
                <tr key={p.provider}>
                  <td className="max-w-32 truncate">{p.provider}</td>
                  <td className="pl-2 text-right tabular-nums">{p.count}</td>
                  <td className="pl-2 text-right tabular-nums">{eur(p.bets)}</td>
                  <td className="pl-2 text-right tabular-nums">{x(p.avgMulti)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </aside>
  );
}
