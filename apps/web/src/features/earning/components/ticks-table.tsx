import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast-store';
import { fmt, t, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useTickNow } from '../api/tick-now';
import type { EarningAdmin } from '@app/contracts';
import { formatTime } from '@/lib/dates';
import { IssueDetail, issueText } from './issue';

/** Why a tick did not run (the server's reason), in the screen's language. */
const NO_TICK = new Map<string, MessageId>([
  ['offline', 'earning.ticks.noTickOffline'],
  ['not connected', 'earning.ticks.noTickNotConnected'],
  ['window done', 'earning.ticks.noTickWindowDone'],
]);

export const tickColumns = (): Column<EarningAdmin['ticks'][number]>[] => [
  {
    id: 'time',
    header: t('earning.ticks.time'),
    cellClassName: 'whitespace-nowrap',
    cell: (r) => formatTime(r.startedAt),
  },
  {
    id: 'chatters',
    header: t('earning.ticks.chatters'),
    cellClassName: 'tabular-nums',
    cell: (r) => fmt().number(r.chattersRead),
  },
  {
    id: 'credited',
    header: t('earning.ticks.credited'),
    cellClassName: 'tabular-nums',
    cell: (r) => fmt().number(r.usersCredited),
  },
  {
    id: 'points',
    header: t('earning.ticks.points'),
    cellClassName: 'tabular-nums',
    cell: (r) => fmt().points(r.pointsGiven),
  },
  {
    id: 'duration',
    header: t('earning.ticks.duration'),
    className: 'max-sm:hidden',
    cellClassName: 'tabular-nums',
    cell: (r) => t('earning.ticks.ms', { ms: fmt().number(r.durationMs) }),
  },
  {
    // Why the tick failed, per platform or step: codes from the server, worded here.
    id: 'error',
    header: t('earning.ticks.error'),
    cellClassName: 'text-danger',
    cell: (r) =>
      r.errors.map((e, i) => (
        <span key={i} className="block" data-testid="tick-error">
          {issueText(e, e.platform ?? 'twitch')}
          <IssueDetail issue={e} />
        </span>
      )),
  },
];

export function TicksTable({ data }: { data: EarningAdmin }) {
  const tick = useTickNow();
  return (
    <section className="rounded-xl border border-border bg-surface p-4" aria-labelledby="earning-ticks">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="earning-ticks" className="text-lg font-bold">
          {t('earning.ticks.title')}
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
                    ? t('earning.ticks.done', {
                        count: r.usersCredited ?? 0,
                        viewers: fmt().number(r.usersCredited ?? 0),
                      })
                    : t(NO_TICK.get(r.reason ?? '') ?? 'earning.ticks.noTickNotLive'),
                }),
              onError: (e) => toast({ description: errorMessage(e), variant: 'destructive' }),
            })
          }
        >
          {t('earning.ticks.runNow')}
        </Button>
      </div>
      {data.ticks.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('earning.ticks.empty')}</p>
      ) : (
        <DataTable
          variant="compact"
          columns={tickColumns()}
          rows={data.ticks}
          rowKey={(r) => r.id}
          data-testid="earning-ticks"
        />
      )}
    </section>
  );
}
