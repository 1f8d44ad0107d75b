import type { Tournament, TournamentBuy, TournamentEntrant, TournamentMatch, TournamentSide } from '@app/contracts';
import { CrownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { fmt, pointsText, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { useMoney } from '@/lib/money';
import { usePredictMatch } from '../api/predict';
import { matchStateLabel } from '../format';
import { MyPrediction } from './my-prediction';
import { PointsForm } from './points-form';

const slotName = (e: TournamentEntrant | null | undefined) => e?.slot.name ?? t('tournaments.match.tbd');

function Side({
  entrant,
  buy,
  won,
  testId,
}: {
  entrant: TournamentEntrant | null;
  buy: TournamentBuy | null;
  won: boolean;
  testId: string;
}) {
  const money = useMoney();
  return (
    <div
      data-testid={testId}
      data-winner={won ? 'true' : undefined}
      className={cn(
        'grid min-w-0 gap-0.5 rounded-lg px-2 py-1.5',
        won ? 'bg-success/15 ring-1 ring-success' : 'bg-surface-2',
      )}
    >
      <p className="flex min-w-0 items-center gap-1.5 text-sm">
        {entrant?.seed ? (
          <span className="shrink-0 text-xs text-muted">
            {t('tournaments.match.seed', { seed: fmt().number(entrant.seed) })}
          </span>
        ) : null}
        <span className="min-w-0 break-words font-semibold">{slotName(entrant)}</span>
        {won ? (
          <>
            <CrownIcon aria-hidden="true" className="size-4 shrink-0 text-gold" />
            <span className="sr-only">{t('tournaments.match.winner')}</span>
          </>
        ) : null}
      </p>
      {entrant ? (
        <p className="break-words text-xs text-muted">
          {entrant.slot.provider}
          {entrant.caller ? ` · ${t('tournaments.match.caller', { name: entrant.caller.name })}` : ''}
        </p>
      ) : null}
      {buy ? (
        <p className="text-xs" data-testid={`${testId}-result`}>
          {t('tournaments.match.buy', {
            cost: money.cents(buy.cost),
            payout: money.cents(buy.payout),
            multiplier: fmt().multiplier(Number(buy.multiplier)),
          })}
        </p>
      ) : null}
    </div>
  );
}

function Pools({ match, names }: { match: TournamentMatch; names: Record<TournamentSide, string> }) {
  const p = match.predictions;
  if (p.state === 'not_open' && p.a.count + p.b.count === 0) return null;
  const side = (s: TournamentSide) =>
    t('tournaments.pools.side', {
      name: names[s],
      points: pointsText(p[s].points),
      count: p[s].count,
      predictions: fmt().number(p[s].count),
    });
  return (
    <div className="grid gap-0.5 text-xs" data-testid="match-pools">
      <p className="font-semibold">{t('tournaments.pools.title')}</p>
      <p>{side('a')}</p>
      <p>{side('b')}</p>
      {p.houseCut > 0 ? <p>{t('tournaments.pools.houseCut', { points: pointsText(p.houseCut) })}</p> : null}
      {p.capRemoved > 0 ? (
        <p data-testid="match-cap-removed">{t('tournaments.pools.capRemoved', { points: pointsText(p.capRemoved) })}</p>
      ) : null}
      {p.state === 'paid' ? <p>{t('tournaments.pools.paid', { points: pointsText(p.paid) })}</p> : null}
      {p.state === 'refunded' ? <p>{t('tournaments.pools.refunded')}</p> : null}
    </div>
  );
}

function PredictForm({
  tournament,
  match,
  names,
}: {
  tournament: Tournament;
  match: TournamentMatch;
  names: Record<TournamentSide, string>;
}) {
  const [side, setSide] = useState<TournamentSide | null>(null);
  const predict = usePredictMatch();
  const legendId = useId();
  return (
    <PointsForm
      label={t('tournaments.predict.formLabel', { a: names.a, b: names.b })}
      maxStake={tournament.maxStake}
      ready={side !== null}
      pending={predict.isPending}
      error={predict.error}
      onSubmit={(points) => side && predict.mutate({ id: tournament.id, matchId: match.id, side, points })}
      choice={
        <fieldset className="grid gap-1" aria-labelledby={legendId}>
          <legend id={legendId} className="text-sm font-medium">
            {t('tournaments.predict.pickSide')}
          </legend>
          {(['a', 'b'] as const).map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`side-${match.id}`}
                value={s}
                checked={side === s}
                onChange={() => setSide(s)}
              />
              {names[s]}
            </label>
          ))}
        </fieldset>
      }
    />
  );
}

/**
 * One match of the bracket: both slots (seed, name, caller), its state, the result once decided (cost,
 * payout, multiplier; the winner marked), the pools, the viewer's own prediction, and while it takes
 * predictions the form for a signed-in viewer.
 */
export function MatchCard({
  tournament,
  match,
  entrants,
  signedIn,
}: {
  tournament: Tournament;
  match: TournamentMatch;
  entrants: Map<string, TournamentEntrant>;
  signedIn: boolean;
}) {
  const a = match.a ? (entrants.get(match.a) ?? null) : null;
  const b = match.b ? (entrants.get(match.b) ?? null) : null;
  const names = { a: slotName(a), b: match.state === 'bye' ? t('tournaments.match.bye') : slotName(b) };
  const title = t('tournaments.match.title', { number: fmt().number(match.position + 1) });
  const mine = match.predictions.mine;
  const current = tournament.currentMatchId === match.id;
  return (
    <article
      aria-label={`${title}: ${names.a} – ${names.b}`}
      data-testid={`match-${match.id}`}
      data-state={match.state}
      className={cn('grid min-w-0 gap-2 rounded-xl border bg-surface p-3', current ? 'border-accent' : 'border-border')}
    >
      <header className="flex items-center justify-between gap-2 text-xs">
        <span className="font-semibold">{title}</span>
        <span data-testid="match-state" className="rounded-full bg-surface-2 px-2 py-0.5">
          {matchStateLabel(match.state)}
          {match.replays > 0
            ? ` · ${t('tournaments.match.replays', { count: match.replays, replays: fmt().number(match.replays) })}`
            : ''}
        </span>
      </header>
      <Side entrant={a} buy={match.result?.a ?? null} won={match.winner === 'a'} testId="side-a" />
      {match.state === 'bye' ? (
        <p className="px-2 text-xs text-muted">{t('tournaments.match.byeNote')}</p>
      ) : (
        <Side entrant={b} buy={match.result?.b ?? null} won={match.winner === 'b'} testId="side-b" />
      )}
      {match.decidedBy === 'tie_break' ? (
        <p className="text-xs text-muted">{t('tournaments.match.byTieBreak')}</p>
      ) : null}
      <Pools match={match} names={names} />
      {mine ? <MyPrediction mine={mine} on={names[mine.side === 'b' ? 'b' : 'a']} /> : null}
      {match.state === 'open' && !mine ? (
        signedIn ? (
          <PredictForm tournament={tournament} match={match} names={names} />
        ) : (
          <p className="text-xs text-muted">{t('tournaments.predict.signIn')}</p>
        )
      ) : null}
    </article>
  );
}
