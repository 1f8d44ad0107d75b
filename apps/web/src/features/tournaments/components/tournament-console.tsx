import type { Tournament, TournamentMatch } from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import {
  useCancelTournament,
  useClosePredictions,
  useOpenPredictions,
  useSaveResult,
  useStartTournament,
} from '../api/admin';
import { entrantsById, matchStateLabel } from '../format';
import { inputClass } from './admin-shared';
import { ResultForm } from './result-form';
import { StateBadge } from './state-badge';
import { errorMessage } from '@/lib/error-message';

const fail = (err: Error) => toast({ variant: 'destructive', description: errorMessage(err) });

/** The last decided match (the one a correction may change until the next match starts). */
function lastDecided(tournament: Tournament): TournamentMatch | null {
  const decided = tournament.rounds
    .flatMap((r) => r.matches)
    .filter((m) => m.state === 'decided' && m.decidedAt !== null);
  decided.sort((x, y) => (x.decidedAt! < y.decidedAt! ? -1 : 1));
  return decided.at(-1) ?? null;
}

function Reason({
  label,
  action,
  pending,
  onSubmit,
}: {
  label: string;
  action: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim().length >= 3) onSubmit(reason.trim());
      }}
    >
      <div className="grid min-w-48 flex-1 gap-1">
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
        <input
          id={id}
          className={inputClass}
          value={reason}
          minLength={3}
          required
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <Button type="submit" variant="destructive" disabled={pending}>
        {action}
      </Button>
    </form>
  );
}

/**
 * One tournament's console: start it (without the beacon, with a public reason, when no relay answers),
 * open and close the current match's predictions, enter its result, correct the last result before the
 * next match starts (the final's, once the tournament has finished), cancel with a reason.
 */
export function TournamentConsole({ tournament }: { tournament: Tournament }) {
  const start = useStartTournament();
  const open = useOpenPredictions();
  const close = useClosePredictions();
  const save = useSaveResult();
  const cancel = useCancelTournament();
  const [noBeacon, setNoBeacon] = useState(false);
  const entrants = entrantsById(tournament);
  const matches = tournament.rounds.flatMap((r) => r.matches);
  const current = matches.find((m) => m.id === tournament.currentMatchId) ?? null;
  const namesOf = (m: TournamentMatch) => ({
    a: (m.a && entrants.get(m.a)?.slot.name) || t('tournaments.match.tbd'),
    b: (m.b && entrants.get(m.b)?.slot.name) || t('tournaments.match.tbd'),
  });
  const last = lastDecided(tournament);
  // A match is played with or without predictions: its result can be entered once both slots are known.
  const started = current !== null && (current.state === 'open' || current.state === 'closed');
  const playable = started || current?.state === 'ready' || current?.state === 'replay';
  const ids = { id: tournament.id };
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-bold">
          {tournament.name}
        </h3>
        <StateBadge state={tournament.state} />
      </div>
      {tournament.state === 'upcoming' ? (
        <div className="grid gap-2">
          <Button
            className="justify-self-start"
            disabled={start.isPending}
            onClick={() =>
              start.mutate(ids, {
                onError: (err) => {
                  if (err instanceof ApiError && err.code === 'BEACON_UNAVAILABLE') setNoBeacon(true);
                  fail(err);
                },
              })
            }
          >
            {t('tournaments.admin.start')}
          </Button>
          {noBeacon ? (
            <div className="grid gap-2 rounded-lg border border-border p-3">
              <p className="text-sm">{t('tournaments.admin.noBeaconText')}</p>
              <Reason
                label={t('tournaments.admin.noBeaconReason')}
                action={t('tournaments.admin.startWithoutBeacon')}
                pending={start.isPending}
                onSubmit={(reason) => start.mutate({ ...ids, withoutBeacon: reason }, { onError: fail })}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {tournament.state === 'running' && current ? (
        <div className="grid gap-3" data-testid="current-match">
          <p className="text-sm">
            {t('tournaments.admin.current', {
              a: namesOf(current).a,
              b: namesOf(current).b,
              state: matchStateLabel(current.state),
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            {current.state === 'ready' || current.state === 'replay' ? (
              <Button
                disabled={open.isPending}
                onClick={() => open.mutate({ ...ids, matchId: current.id }, { onError: fail })}
              >
                {t('tournaments.admin.openPredictions')}
              </Button>
            ) : null}
            {current.state === 'open' ? (
              <Button
                variant="secondary"
                disabled={close.isPending}
                onClick={() => close.mutate({ ...ids, matchId: current.id }, { onError: fail })}
              >
                {t('tournaments.admin.closePredictions')}
              </Button>
            ) : null}
          </div>
          {playable ? (
            <ResultForm
              key={current.id}
              label={t('tournaments.admin.resultTitle')}
              names={namesOf(current)}
              submitLabel={t('tournaments.admin.saveResult')}
              pending={save.isPending}
              onSubmit={(result) => save.mutate({ ...ids, matchId: current.id, result }, { onError: fail })}
            />
          ) : null}
        </div>
      ) : null}
      {(tournament.state === 'running' || tournament.state === 'finished') && last && !started ? (
        // Open once finished: the correction is the one thing left to do there.
        <details className="rounded-lg border border-border p-3" open={tournament.state === 'finished'}>
          <summary className="cursor-pointer text-sm font-semibold">{t('tournaments.admin.correctTitle')}</summary>
          <ResultForm
            key={last.id}
            label={t('tournaments.admin.correctTitle')}
            names={namesOf(last)}
            submitLabel={t('tournaments.admin.saveCorrection')}
            pending={save.isPending}
            onSubmit={(result) => save.mutate({ ...ids, matchId: last.id, result }, { onError: fail })}
          />
        </details>
      ) : null}
      {tournament.state === 'upcoming' || tournament.state === 'running' ? (
        <details className="rounded-lg border border-border p-3">
          <summary className="cursor-pointer text-sm font-semibold">{t('tournaments.admin.cancelTitle')}</summary>
          <p className="my-2 text-sm text-muted">{t('tournaments.admin.cancelText')}</p>
          <Reason
            label={t('tournaments.admin.cancelReason')}
            action={t('tournaments.admin.cancel')}
            pending={cancel.isPending}
            onSubmit={(reason) => cancel.mutate({ ...ids, reason }, { onError: fail })}
          />
        </details>
      ) : null}
    </section>
  );
}
