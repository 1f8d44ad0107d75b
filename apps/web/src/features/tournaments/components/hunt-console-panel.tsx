import { useId } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useTournaments } from '../api/get-tournaments';
import { useTournamentEvents } from '../api/use-tournament-events';
import { ConsoleCard } from './console-card';

/**
 * /admin/hunt (composed after the live console by the route table): the running and upcoming
 * tournaments' consoles, so the streamer starts a tournament, opens and closes each match's
 * predictions and enters its result from the page the show is run from. Creating one stays on
 * /admin/tournaments.
 */
export function TournamentsHuntPanel() {
  const streaming = useTournamentEvents();
  const list = useTournaments(streaming);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 grid min-w-0 grid-cols-1 gap-3 rounded-2xl border border-border bg-surface p-4 [&>*]:min-w-0"
      data-testid="tournaments-hunt-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold">
          {t('tournaments.huntPanel.title')}
        </h2>
        <Link to="/admin/tournaments" className="text-sm font-semibold text-primary hover:underline">
          {t('tournaments.huntPanel.manage')}
        </Link>
      </div>
      <QueryState
        query={list}
        className="text-sm text-danger"
        loading={<Spinner />}
        error={(error) => t('tournaments.loadFailed', { error: errorMessage(error) })}
      >
        {({ running, upcoming }) =>
          running.length + upcoming.length === 0 ? (
            <p className="text-sm text-muted">{t('tournaments.huntPanel.none')}</p>
          ) : (
            [...running, ...upcoming].map((s) => <ConsoleCard key={s.id} summary={s} streaming={streaming} />)
          )
        }
      </QueryState>
    </section>
  );
}
