import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast-store';
import { useTickNow } from '../api/tick-now';
import { formatPoints, type EarningAdmin } from '@app/contracts';
import { formatTime } from '@/lib/dates';

const count = (n: number) => n.toLocaleString('en-US');

export const tickColumns: Column<EarningAdmin['ticks'][number]>[] = [
  { id: 'time', header: 'Time', cellClassName: 'whitespace-nowrap', cell: (t) => formatTime(t.startedAt) },
  { id: 'chatters', header: 'Chatters', cellClassName: 'tabular-nums', cell: (t) => count(t.chattersRead) },
  { id: 'credited', header: 'Credited', cellClassName: 'tabular-nums', cell: (t) => count(t.usersCredited) },
  { id: 'points', header: 'Points', cellClassName: 'tabular-nums', cell: (t) => formatPoints(t.pointsGiven) },
  {
    id: 'duration',
    header: 'Duration',
    className: 'max-sm:hidden',
    cellClassName: 'tabular-nums',
    cell: (t) => `${t.durationMs} ms`,
  },
  { id: 'error', header: 'Error', cellClassName: 'text-danger break-all', cell: (t) => t.error ?? '' },
];

export function TicksTable({ data }: { data: EarningAdmin }) {
  const tick = useTickNow();
  return (
    <section className="rounded-xl border border-border bg-surface p-4" aria-labelledby="earning-ticks">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="earning-ticks" className="text-lg font-bold">
          Last ticks
        </h2>
        <Button
          size="sm"
          variant="outline"
          disabled={!(data.connection.connected || data.kick.connected) || tick.isPending}
          onClick={() =>
            tick.mutate(undefined, {
              onSuccess: (r) =>
                toast({
                  description: r.ran
                    ? `Tick done: ${r.usersCredited ?? 0} viewers credited.`
                    : `No tick: the stream is ${r.reason ?? 'not live'}.`,
                }),
              onError: (e) => toast({ description: e.message, variant: 'destructive' }),
            })
          }
        >
          Run tick now
        </Button>
      </div>
      {data.ticks.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">
          No ticks yet: they run every tick while the stream is live.
        </p>
      ) : (
        <DataTable
          variant="compact"
          columns={tickColumns}
          rows={data.ticks}
          rowKey={(t) => t.id}
          data-testid="earning-ticks"
        />
      )}
    </section>
  );
}
