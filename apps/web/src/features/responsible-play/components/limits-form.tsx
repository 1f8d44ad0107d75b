import type { ResponsiblePlayState } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fmt, pointsText, t } from '@/i18n';
import { formatDateTimeLisbon } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useChangeResponsiblePlay } from '@/lib/responsible-play';

type Period = ResponsiblePlayState['daily'];

/** A limit as typed: empty is no limit; anything else must be a whole number of points (the server checks again). */
function parseLimit(text: string): number | null | 'invalid' {
  const s = text.trim();
  if (s === '') return null;
  return /^\d{1,15}$/.test(s) ? Number(s) : 'invalid';
}

function PeriodLine({ period, label }: { period: Period; label: string }) {
  return (
    <div className="text-sm" data-testid="rg-period">
      <p className="font-semibold">{label}</p>
      <p className="text-muted">
        {period.limit === null
          ? t('responsible-play.limits.none')
          : t('responsible-play.limits.used', {
              loss: pointsText(Math.max(0, period.loss)),
              limit: pointsText(period.limit),
              remaining: fmt().number(period.remaining ?? 0),
            })}
      </p>
      {period.pending ? (
        <p className="text-muted" data-testid="rg-pending">
          {period.pending.limit === null
            ? t('responsible-play.limits.pendingRemoval', { at: formatDateTimeLisbon(period.pending.effectiveAt) })
            : t('responsible-play.limits.pendingRaise', {
                limit: pointsText(period.pending.limit),
                at: formatDateTimeLisbon(period.pending.effectiveAt),
              })}
        </p>
      ) : null}
    </div>
  );
}

/** The daily and weekly loss limits: lowered at once, raised (or removed) 24 hours after asking. */
export function LimitsForm({ state }: { state: ResponsiblePlayState }) {
  const change = useChangeResponsiblePlay();
  const shown = (p: Period) => (p.pending ? (p.pending.limit ?? '') : (p.limit ?? '')).toString();
  const [daily, setDaily] = useState(shown(state.daily));
  const [weekly, setWeekly] = useState(shown(state.weekly));
  const [invalid, setInvalid] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const d = parseLimit(daily);
    const w = parseLimit(weekly);
    setInvalid(d === 'invalid' || w === 'invalid');
    if (d === 'invalid' || w === 'invalid') return;
    change.mutate({ kind: 'limits', body: { dailyLimit: d, weeklyLimit: w } });
  };
  const error = invalid ? t('errors.RG_LIMIT_INVALID') : change.isError ? errorMessage(change.error) : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t('responsible-play.limits.title')}>
      <h3 className="font-semibold">{t('responsible-play.limits.title')}</h3>
      <p className="text-sm text-muted">{t('responsible-play.limits.text')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <PeriodLine period={state.daily} label={t('responsible-play.limits.today')} />
        <PeriodLine period={state.weekly} label={t('responsible-play.limits.week')} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('responsible-play.limits.daily')} hint={t('responsible-play.limits.emptyHint')}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              className="h-10 rounded-md border border-border bg-surface-2 px-3"
              value={daily}
              onChange={(e) => setDaily(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('responsible-play.limits.weekly')} hint={t('responsible-play.limits.emptyHint')}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              className="h-10 rounded-md border border-border bg-surface-2 px-3"
              value={weekly}
              onChange={(e) => setWeekly(e.target.value)}
            />
          )}
        </Field>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={change.isPending}>
          {t('responsible-play.limits.save')}
        </Button>
      </div>
    </form>
  );
}
