import type { TournamentSummary } from '@app/contracts';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useTournament } from '../api/get-tournament';
import { useTournaments } from '../api/get-tournaments';
import { useTournamentEvents } from '../api/use-tournament-events';
import { CreateTournamentForm } from '../components/create-form';
import { StateBadge } from '../components/state-badge';
import { TournamentConsole } from '../components/tournament-console';

function Console({ summary, streaming }: { summary: TournamentSummary; streaming: boolean }) {
  const tournament = useTournament(summary.id, streaming);
  return (
    <QueryState query={tournament} error={(error) => t('tournaments.loadOneFailed', { error: errorMessage(error) })}>
      {(tm) => <TournamentConsole tournament={tm} />}
    </QueryState>
  );
}

/** /admin/tournaments: create a tournament, then run it from its console. */
export default function AdminTournamentsPage() {
  const streaming = useTournamentEvents();
  const list = useTournaments(streaming);
  return (
    <section className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <PageTitle subtitle={t('tournaments.admin.subtitle')}>{t('tournaments.admin.title')}</PageTitle>
      <CreateTournamentForm
        onCreated={(name) => toast({ variant: 'success', description: t('tournaments.admin.created', { name }) })}
      />
      <section aria-labelledby="tournament-consoles" className="grid gap-3">
        <h2 id="tournament-consoles" className="text-lg font-bold">
          {t('tournaments.admin.consoles')}
        </h2>
        <QueryState query={list} error={(error) => t('tournaments.loadFailed', { error: errorMessage(error) })}>
          {({ running, upcoming, finished }) => (
            <>
              {running.length + upcoming.length === 0 ? (
                <p className="text-sm text-muted">{t('tournaments.admin.none')}</p>
              ) : (
                [...running, ...upcoming].map((s) => <Console key={s.id} summary={s} streaming={streaming} />)
              )}
              {finished.length > 0 ? (
                <h3 id="tournaments-finished" className="mt-2 text-base font-bold">
                  {t('tournaments.page.finished')}
                </h3>
              ) : null}
              {finished.length > 0 ? (
                <ul className="grid gap-1" aria-labelledby="tournaments-finished">
                  {finished.map((s) => (
                    <li key={s.id} className="flex items-center justify-between gap-2 text-sm">
                      <Link to={`/tournaments/${s.id}`} className="break-words font-semibold hover:underline">
                        {s.name}
                      </Link>
                      <StateBadge state={s.state} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </QueryState>
      </section>
    </section>
  );
}
