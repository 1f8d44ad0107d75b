import type { Tournament } from '@app/contracts';
import { useId, useState } from 'react';
import { fmt, pointsText, t } from '@/i18n';
import { usePredictChampion } from '../api/predict';
import { entrantsById } from '../format';
import { MyPrediction } from './my-prediction';
import { PointsForm } from './points-form';

/** The champion prediction: the pool of each entrant, the viewer's pick, and the form while it is open. */
export function ChampionBlock({ tournament, signedIn }: { tournament: Tournament; signedIn: boolean }) {
  const entrants = entrantsById(tournament);
  const c = tournament.champion;
  const [pick, setPick] = useState('');
  const predict = usePredictChampion();
  const selectId = useId();
  const name = (id: string) => entrants.get(id)?.slot.name ?? id;
  const pools = new Map(c.pools.map((p) => [p.entrantId, p]));
  return (
    <section
      aria-labelledby="tournament-champion"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id="tournament-champion" className="text-lg font-bold">
        {t('tournaments.champion.title')}
      </h2>
      <p className="text-sm text-muted">
        {c.state === 'open' ? t('tournaments.champion.openNote') : t('tournaments.champion.closedNote')}
      </p>
      <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label={t('tournaments.champion.pools')}>
        {tournament.entrants.map((e) => {
          const pool = pools.get(e.id);
          return (
            <li key={e.id} className="flex min-w-0 justify-between gap-2 rounded-lg bg-surface-2 px-2 py-1">
              <span className="min-w-0 break-words">
                {e.slot.name}
                {tournament.championId === e.id ? ` · ${t('tournaments.champion.winner')}` : ''}
              </span>
              <span className="shrink-0 text-muted">
                {t('tournaments.champion.pool', {
                  points: pointsText(pool?.points ?? 0),
                  count: pool?.count ?? 0,
                  predictions: fmt().number(pool?.count ?? 0),
                })}
              </span>
            </li>
          );
        })}
      </ul>
      {c.houseCut > 0 ? (
        <p className="text-xs">{t('tournaments.pools.houseCut', { points: pointsText(c.houseCut) })}</p>
      ) : null}
      {c.capRemoved > 0 ? (
        <p className="text-xs" data-testid="champion-cap-removed">
          {t('tournaments.pools.capRemoved', { points: pointsText(c.capRemoved) })}
        </p>
      ) : null}
      {c.mine ? <MyPrediction mine={c.mine} on={name(c.mine.side)} /> : null}
      {c.state === 'open' && !c.mine ? (
        signedIn ? (
          <PointsForm
            label={t('tournaments.champion.formLabel')}
            maxStake={tournament.maxStake}
            ready={pick !== ''}
            pending={predict.isPending}
            error={predict.error}
            onSubmit={(points) => predict.mutate({ id: tournament.id, entrantId: pick, points })}
            choice={
              <div className="grid gap-1">
                <label htmlFor={selectId} className="text-sm font-medium">
                  {t('tournaments.champion.pick')}
                </label>
                <select
                  id={selectId}
                  value={pick}
                  onChange={(e) => setPick(e.target.value)}
                  className="h-10 rounded-lg border border-border bg-surface-2 px-3 text-sm"
                >
                  <option value="">{t('tournaments.champion.choose')}</option>
                  {tournament.entrants.map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.slot.name}
                    </option>
                  ))}
                </select>
              </div>
            }
          />
        ) : (
          <p className="text-xs text-muted">{t('tournaments.predict.signIn')}</p>
        )
      ) : null}
    </section>
  );
}
