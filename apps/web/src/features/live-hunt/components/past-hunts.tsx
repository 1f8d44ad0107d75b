import type { LiveHunt } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { fmt, t } from '@/i18n';
import { usePastHunts } from '../api/get-past-hunts';
import { HUNT_STATUS, xMulti } from '../format';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/dates';
import { useMoney, type Money } from '@/lib/money';

const pastColumns = (money: Money): Column<LiveHunt>[] => [
  { id: 'index', header: '#', cell: (h) => h.index },
  {
    id: 'date',
    header: t('live-hunt.past.date'),
    cellClassName: 'whitespace-nowrap',
    cell: (h) => formatDateTime(h.createdAt),
  },
  { id: 'status', header: t('live-hunt.past.status'), cell: (h) => t(HUNT_STATUS[h.status]) },
  { id: 'start', header: t('live-hunt.past.start'), cell: (h) => money.cents(h.start) },
  {
    id: 'final',
    header: t('live-hunt.past.final'),
    cell: (h) => (h.settlement ? money.cents(h.settlement.finalBalance) : '-'),
  },
  {
    id: 'avg',
    header: t('live-hunt.past.avg'),
    cell: (h) => (h.settlement?.averageMultiplierWhole != null ? xMulti(h.settlement.averageMultiplierWhole) : '-'),
  },
  { id: 'group', header: t('live-hunt.past.group'), cell: (h) => h.settlement?.winningGroup ?? '-' },
  {
    id: 'gtb-winners',
    header: t('live-hunt.past.gtbWinners'),
    cell: (h) =>
      h.settlement ? h.settlement.gtbWinners.map((w) => `${w.place}. ${w.username}`).join(', ') || '-' : '-',
  },
  {
    id: 'avg-paid',
    header: t('live-hunt.past.avgPaid'),
    cell: (h) =>
      h.settlement
        ? h.settlement.refundedAll
          ? t('live-hunt.past.paidRefunded', { points: fmt().points(h.settlement.paidOut) })
          : fmt().points(h.settlement.paidOut)
        : h.status === 'cancelled'
          ? t('live-hunt.past.refunded')
          : '-',
  },
];

export function PastHunts() {
  const money = useMoney();
  const past = usePastHunts();
  const ended = past.data?.filter((h) => h.status !== 'live') ?? [];
  return (
    <div className="mb-6 rounded-2xl border border-border bg-surface p-4">
      <h2 className="mb-2 text-lg font-bold">{t('live-hunt.past.title')}</h2>
      <QueryState
        query={past}
        error={(error) => t('live-hunt.past.loadFailed', { message: errorMessage(error) })}
        isEmpty={() => ended.length === 0}
        empty={t('live-hunt.past.empty')}
      >
        {() => (
          <DataTable
            variant="plain"
            columns={pastColumns(money)}
            rows={ended}
            rowKey={(h) => h._id}
            data-testid="past-hunts"
          />
        )}
      </QueryState>
    </div>
  );
}
