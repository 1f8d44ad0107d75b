import { useId } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useSlotRequests } from '../api/get-slot-requests';
import { AdminQueue } from './admin-queue';
import { SettingsForm } from './settings-form';
import { ToHuntTable } from './to-hunt-table';

/**
 * /admin/hunt (composed after the console by the route table): open or close requests and set their
 * cost, decide the queue (Played, Reject with a note), and add played requests to the live hunt.
 */
export function SlotRequestsPanel() {
  const board = useSlotRequests();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 grid min-w-0 grid-cols-1 gap-4 rounded-2xl border border-border bg-surface p-4 [&>*]:min-w-0"
      data-testid="slot-requests-panel"
    >
      <div>
        <h2 id={titleId} className="text-lg font-bold">
          {t('slot-requests.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('slot-requests.panel.intro')}</p>
      </div>
      <QueryState
        query={board}
        className="text-sm text-danger"
        loading={<Spinner />}
        error={(err) => t('slot-requests.loadFailed', { message: errorMessage(err) })}
      >
        {(data) => (
          <>
            <SettingsForm saved={{ open: data.open, cost: data.cost }} />
            <div className="min-w-0 space-y-2">
              <h3 className="font-bold">
                {t('slot-requests.queue.title')}{' '}
                <span className="text-sm font-normal text-muted">({data.queue.length})</span>
              </h3>
              <AdminQueue rows={data.queue} />
            </div>
            <div className="min-w-0 space-y-2">
              <h3 className="font-bold">{t('slot-requests.toHunt.title')}</h3>
              <ToHuntTable rows={data.history.filter((r) => r.status === 'played' && !r.inHunt)} />
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
