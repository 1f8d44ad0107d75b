import { QueryState } from '@/components/ui/query-state';
import { dollars, usePastHunts } from '../api/live-hunt';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/dates';

export function PastHunts() {
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
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="past-hunts">
            <thead className="text-left text-muted">
              <tr>
                <th className="p-2">#</th>
                <th className="p-2">Date</th>
                <th className="p-2">Status</th>
                <th className="p-2">Start</th>
                <th className="p-2">Final</th>
                <th className="p-2">Avg</th>
                <th className="p-2">Group</th>
                <th className="p-2">GTB winners</th>
                <th className="p-2">AVG paid</th>
              </tr>
            </thead>
            <tbody>
              {ended.map((h) => (
                <tr key={h._id} className="border-t border-border">
                  <td className="p-2">{h.index}</td>
                  <td className="p-2 whitespace-nowrap">{formatDateTime(h.createdAt)}</td>
                  <td className="p-2">{h.status}</td>
                  <td className="p-2">{dollars(h.start)}</td>
                  <td className="p-2">{h.settlement ? dollars(h.settlement.finalBalance) : '-'}</td>
                  <td className="p-2">{h.settlement?.averageMultiplierWhole != null ? `x${h.settlement.averageMultiplierWhole}` : '-'}</td>
                  <td className="p-2">{h.settlement?.winningGroup ?? '-'}</td>
                  <td className="p-2">{h.settlement ? (h.settlement.gtbWinners.map((w) => `${w.place}. ${w.username}`).join(', ') || '-') : '-'}</td>
                  <td className="p-2">{h.settlement ? `${h.settlement.paidOut}${h.settlement.refundedAll ? ' (refunded)' : ''}` : h.status === 'cancelled' ? 'refunded' : '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        )}
      </QueryState>
    </div>
  );
}
