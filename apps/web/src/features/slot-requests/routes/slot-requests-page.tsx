import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useSlotRequests } from '../api/get-slot-requests';
import { BoardState } from '../components/board-state';
import { HistoryTable } from '../components/history-table';
import { QueueTable } from '../components/queue-table';
import { RequestCard } from '../components/request-card';

/**
 * /slot-requests: viewers ask the streamer to play a slot of the catalogue (here or with !sr in chat).
 * The board is read again every 10 s, so the queue stays current.
 */
export default function SlotRequestsPage() {
  const board = useSlotRequests();
  return (
    <section className="min-w-0">
      <PageTitle subtitle={t('slot-requests.page.subtitle')}>{t('slot-requests.title')}</PageTitle>
      <QueryState
        query={board}
        variant="card"
        error={(error) => t('slot-requests.loadFailed', { message: errorMessage(error) })}
      >
        {(data) => (
          <div className="grid min-w-0 grid-cols-1 gap-6 [&>*]:min-w-0">
            <div className="min-w-0 space-y-3">
              <BoardState board={data} />
              <RequestCard board={data} />
            </div>
            <section aria-labelledby="slot-requests-queue" className="min-w-0 space-y-3">
              <h2 id="slot-requests-queue" className="text-lg font-bold">
                {t('slot-requests.queue.title')}{' '}
                <span className="text-sm font-normal text-muted">({data.queue.length})</span>
              </h2>
              <QueueTable rows={data.queue} mineId={data.mine?._id ?? null} />
            </section>
            <section aria-labelledby="slot-requests-history" className="min-w-0 space-y-3">
              <h2 id="slot-requests-history" className="text-lg font-bold">
                {t('slot-requests.history.title')}
              </h2>
              <HistoryTable rows={data.history} />
            </section>
          </div>
        )}
      </QueryState>
    </section>
  );
}
