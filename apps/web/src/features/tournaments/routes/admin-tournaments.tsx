import type { TournamentSummary } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useTournaments } from '../api/get-tournaments';
import { useTournamentEvents } from '../api/use-tournament-events';
import { CreateTournamentForm } from '../components/create-form';
import { StateBadge } from '../components/state-badge';
import { ConsoleCard } from '../components/console-card';

/**
 * A finished or cancelled tournament in the list; a finished one's console (the final's correction)
 * opens under it, loaded only when opened.
 */
function FinishedItem({ summary, streaming }: { summary: TournamentSummary; streaming: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={`/tournaments/${summary.id}`} className="break-words font-semibold hover:underline">
          {summary.name}
        </Link>
        <StateBadge state={summary.state} />
      </div>
      {summary.state === 'finished' ? (
        <details onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary className="cursor-pointer text-sm text-muted">
            {t('tournaments.admin.correctFinal', { name: summary.name })}
          </summary>
          {open ? (
            <div className="mt-2">
              <ConsoleCard summary={summary} streaming={streaming} />
            </div>
          ) : null}
        </details>
      ) : null}
    </li>
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
                [...running, ...upcoming].map((s) => <ConsoleCard key={s.id} summary={s} streaming={streaming} />)
              )}
              {finished.length > 0 ? (
                <h3 id="tournaments-finished" className="mt-2 text-base font-bold">
                  {t('tournaments.page.finished')}
                </h3>
              ) : null}
              {finished.length > 0 ? (
                <ul className="grid gap-2" aria-labelledby="tournaments-finished">
                  {finished.map((s) => (
                    <FinishedItem key={s.id} summary={s} streaming={streaming} />
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
