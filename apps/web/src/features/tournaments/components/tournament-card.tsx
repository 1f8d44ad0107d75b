import type { TournamentSummary } from '@app/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { fmt, t } from '@/i18n';
import { StateBadge } from './state-badge';

/** One tournament of the list: its name (the link), state, entrants and champion. */
export function TournamentCard({ tournament }: { tournament: TournamentSummary }) {
  const id = useId();
  return (
    <article
      aria-labelledby={id}
      className="grid min-w-0 gap-2 rounded-2xl border border-border bg-surface p-4 sm:flex sm:items-center sm:justify-between"
    >
      <div className="grid min-w-0 gap-1">
        <h3 id={id} className="break-words text-base font-bold">
          <Link to={`/tournaments/${tournament.id}`} className="hover:text-accent hover:underline">
            {tournament.name}
          </Link>
        </h3>
        <p className="text-sm text-muted" data-testid="tournament-entrants">
          {t('tournaments.card.entrants', {
            count: tournament.entrantCount,
            entrants: fmt().number(tournament.entrantCount),
          })}
          {tournament.startedAt
            ? ` · ${t('tournaments.card.started', { when: fmt().dateTime(tournament.startedAt) })}`
            : ''}
        </p>
        {tournament.champion ? (
          <p className="text-sm" data-testid="tournament-champion">
            {t('tournaments.card.champion', { slot: tournament.champion })}
          </p>
        ) : null}
      </div>
      <StateBadge state={tournament.state} />
    </article>
  );
}
