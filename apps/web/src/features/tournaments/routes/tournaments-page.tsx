import type { TournamentSummary } from '@app/contracts';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useTournaments } from '../api/get-tournaments';
import { useTournamentEvents } from '../api/use-tournament-events';
import { TournamentCard } from '../components/tournament-card';

function Group({ id, title, empty, list }: { id: string; title: string; empty: string; list: TournamentSummary[] }) {
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">{empty}</p>
      ) : (
        list.map((s) => <TournamentCard key={s.id} tournament={s} />)
      )}
    </section>
  );
}

/** /tournaments: the running, upcoming and finished tournaments. */
export default function TournamentsPage() {
  const streaming = useTournamentEvents();
  const list = useTournaments(streaming);
  return (
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <PageTitle subtitle={t('tournaments.page.subtitle')}>{t('tournaments.title')}</PageTitle>
      <QueryState
        query={list}
        variant="card"
        error={(error) => t('tournaments.loadFailed', { error: errorMessage(error) })}
      >
        {({ running, upcoming, finished }) => (
          <>
            <Group
              id="tournaments-running"
              title={t('tournaments.page.running')}
              empty={t('tournaments.page.noRunning')}
              list={running}
            />
            <Group
              id="tournaments-upcoming"
              title={t('tournaments.page.upcoming')}
              empty={t('tournaments.page.noUpcoming')}
              list={upcoming}
            />
            <Group
              id="tournaments-finished"
              title={t('tournaments.page.finished')}
              empty={t('tournaments.page.noFinished')}
              list={finished}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
