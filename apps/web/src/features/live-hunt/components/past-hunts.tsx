import type { LiveHunt } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { usePastHunts } from '../api/get-past-hunts';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/dates';
import { useMoney, type Money } from '@/lib/money';

const pastColumns = (money: Money): Column<LiveHunt>[] => [
  { id: 'index', header: '#', cell: (h) => h.index },
  { id: 'date', header: 'Date', cellClassName: 'whitespace-nowrap', cell: (h) => formatDateTime(h.createdAt) },
  { id: 'status', header: 'Status', cell: (h) => h.status },
  { id: 'start', header: 'Start', cell: (h) => money.cents(h.start) },
  { id: 'final', header: 'Final', cell: (h) => (h.settlement ? money.cents(h.settlement.finalBalance) : '-') },
  {
    id: 'avg',
    header: 'Avg',
    cell: (h) => (h.settlement?.averageMultiplierWhole != null ? `x${h.settlement.averageMultiplierWhole}` : '-'),
  },
  { id: 'group', header: 'Group', cell: (h) => h.settlement?.winningGroup ?? '-' },
  {
    id: 'gtb-winners',
    header: 'GTB winners',
    cell: (h) =>
      h.settlement ? h.settlement.gtbWinners.map((w) => `${w.place}. ${w.username}`).join(', ') || '-' : '-',
  },
  {
    id: 'avg-paid',
    header: 'AVG paid',
    cell: (h) =>
      h.settlement
        ? `${h.settlement.paidOut}${h.settlement.refundedAll ? ' (refunded)' : ''}`
        : h.status === 'cancelled'
          ? 'refunded'
          : '-',
  },
];

export function PastHunts() {
  const money = useMoney();
  const past = usePastHunts();
  const ended = past.data?.filter((h) => h.status !== 'live') ?? [];
  return (
    <div className="mb-6 rounded-2xl border border-border bg-surface p-4">
      <h2 className="mb-2 text-lg font-bold">Past hunts</h2>
      <QueryState
        query={past}
        error={(error) => `Could not load past hunts: ${errorMessage(error)}`}
        isEmpty={() => ended.length === 0}
        empty="No finished hunt yet."
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
