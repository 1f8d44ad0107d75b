import type { Tournament } from '@app/contracts';
import { useId, useState } from 'react';
import { t } from '@/i18n';
import { useMediaQuery } from '@/lib/use-media-query';
import { entrantsById, roundName } from '../format';
import { MatchCard } from './match-card';

/** The round the current match is in (else the first, or the final once finished). */
function startRound(tournament: Tournament): number {
  const current = tournament.rounds.find((r) => r.matches.some((m) => m.id === tournament.currentMatchId));
  if (current) return current.round;
  if (tournament.state === 'finished') return tournament.rounds.at(-1)?.round ?? 1;
  return tournament.rounds[0]?.round ?? 1;
}

/**
 * The bracket: on a wide screen every round is a column in a horizontal scroll; on a phone one round
 * at a time, chosen with a select (the current match's round first).
 */
export function Bracket({ tournament, signedIn }: { tournament: Tournament; signedIn: boolean }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const [chosen, setChosen] = useState(() => startRound(tournament));
  const selectId = useId();
  const entrants = entrantsById(tournament);
  const count = tournament.rounds.length;
  if (count === 0) return <p className="text-sm text-muted">{t('tournaments.bracket.notSeeded')}</p>;
  const shown = wide ? tournament.rounds : tournament.rounds.filter((r) => r.round === chosen);
  return (
    <div className="grid min-w-0 gap-3">
      {wide ? null : (
        <div className="grid gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            {t('tournaments.bracket.round')}
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(e) => setChosen(Number(e.target.value))}
            className="h-10 rounded-lg border border-border bg-surface-2 px-3 text-sm"
          >
            {tournament.rounds.map((r) => (
              <option key={r.round} value={r.round}>
                {roundName(r.round, count)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div
        className={wide ? 'overflow-x-auto pb-2' : undefined}
        data-testid="bracket"
        data-view={wide ? 'columns' : 'round'}
      >
        <div className={wide ? 'flex gap-4' : 'grid gap-3'}>
          {shown.map((r) => (
            <section
              key={r.round}
              aria-labelledby={`${selectId}-round-${r.round}`}
              className={wide ? 'grid w-72 shrink-0 content-start gap-3' : 'grid gap-3'}
            >
              <h3 id={`${selectId}-round-${r.round}`} className="text-base font-bold">
                {roundName(r.round, count)}
              </h3>
              {r.matches.map((m) => (
                <MatchCard key={m.id} tournament={tournament} match={m} entrants={entrants} signedIn={signedIn} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
