import type { LiveBonus, LiveHunt, LiveHuntMe } from '@app/contracts';
import { ChartColumnIcon, ZapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';
import { HUNT_STATUS, huntDate, xMulti } from '../format';
import { StatsTab } from './stats-tab';
import { GtbTab } from './gtb-tab';
import { AvgTab } from './avg-tab';
import { useMoney, type Money } from '@/lib/money';

export type Tab = 'stats' | 'gtb' | 'avg';

const TAB_NAMES: Record<Tab, MessageId> = {
  stats: 'live-hunt.tab.stats',
  gtb: 'live-hunt.gtb.title',
  avg: 'live-hunt.avg.title',
};

const bonusColumns = (money: Money): Column<LiveBonus>[] => [
  { id: 'position', header: '#', cellClassName: 'text-muted', cell: (b) => b.position },
  {
    id: 'slot',
    header: t('live-hunt.column.slot'),
    cell: (b) => (
      <span className="inline-flex items-center gap-1">
        {b.isSuper ? <ZapIcon aria-label={t('live-hunt.superBonus')} className="size-4 text-yellow-400" /> : null}
        <span className="[overflow-wrap:anywhere]">{b.slot.name}</span>
      </span>
    ),
  },
  {
    id: 'bet',
    header: t('live-hunt.column.bet'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (b) => money.cents(b.bet),
  },
  {
    id: 'earning',
    header: t('live-hunt.column.earning'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (b) => (b.earning === null ? '-' : money.cents(b.earning)),
  },
  {
    id: 'multi',
    header: t('live-hunt.column.multi'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (b) => (b.multiplier === null ? '-' : xMulti(b.multiplier)),
  },
];

export function HuntView({
  hunt,
  me,
  tab,
  setTab,
  streaming,
}: {
  hunt: LiveHunt;
  me: LiveHuntMe | null;
  tab: Tab;
  setTab: (tab: Tab) => void;
  streaming: boolean;
}) {
  const money = useMoney();
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 rounded-2xl border border-border bg-surface p-4">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-bold" data-testid="hunt-title">
            {t('live-hunt.huntTitle', { index: String(hunt.index) })}
          </h2>
          <span className="text-sm text-muted">{huntDate(hunt.createdAt)}</span>
          {hunt.status !== 'live' ? (
            <span className="rounded bg-surface-2 px-2 py-0.5 text-xs uppercase">{t(HUNT_STATUS[hunt.status])}</span>
          ) : null}
          {hunt.status === 'finished' ? (
            <Link
              to={`/hunt-stats/${hunt._id}`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
            >
              <ChartColumnIcon className="size-4" aria-hidden="true" /> {t('live-hunt.balanceChart')}
            </Link>
          ) : null}
          <span className="sr-only" data-testid="push-state">
            {t(streaming ? 'live-hunt.push.live' : 'live-hunt.push.polling')}
          </span>
        </div>
        <DataTable
          variant="plain"
          columns={bonusColumns(money)}
          rows={hunt.bonus.filter((b) => b.slot.name)}
          rowKey={(b) => b._id}
          rowProps={() => ({ 'data-testid': 'bonus-row' })}
          cellPadding="py-2 pr-2 last:pr-0"
          empty={t('live-hunt.noBonuses')}
          data-testid="hunt-table"
        />
      </div>

      <div className="min-w-0 rounded-2xl border border-border bg-surface p-4">
        <div role="tablist" className="mb-4 grid grid-cols-3 gap-1 rounded-lg bg-surface-2 p-1">
          {(['stats', 'gtb', 'avg'] as const).map((name) => (
            <button
              key={name}
              role="tab"
              aria-selected={tab === name}
              className={cn(
                'rounded-md py-1.5 text-sm font-semibold',
                tab === name ? 'bg-accent text-white' : 'text-muted hover:text-fg',
              )}
              onClick={() => setTab(name)}
            >
              {t(TAB_NAMES[name])}
            </button>
          ))}
        </div>
        {tab === 'stats' ? (
          <StatsTab hunt={hunt} />
        ) : tab === 'gtb' ? (
          <GtbTab hunt={hunt} me={me} />
        ) : (
          <AvgTab hunt={hunt} me={me} />
        )}
      </div>
    </div>
  );
}
