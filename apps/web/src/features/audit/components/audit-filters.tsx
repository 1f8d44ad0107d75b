import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { dayTextToDay, lisbonLocalToIso } from '@/lib/lisbon-time';
import type { AuditFilters } from '../api/get-audit';
import { actionLabel } from '../labels';

const input = 'h-10 w-full min-w-0 rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent';

export type FilterForm = {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  /** Days as typed, 'dd/mm/yyyy', on Lisbon's clock, both included. */
  from: string;
  to: string;
};

/** A target type as the API writes it (a code, typed as it is: the same in every language). */
const TARGET_TYPE_EXAMPLE = 'user';

export const EMPTY_FORM: FilterForm = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/** The day after 'YYYY-MM-DD' (a `to` day is included: the API's `to` is exclusive). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Why the form's days cannot be applied, per field; empty when they can. */
export function dayErrors(form: Pick<FilterForm, 'from' | 'to'>): Partial<Record<'from' | 'to', string>> {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  const from = form.from.trim() ? dayTextToDay(form.from) : '';
  const to = form.to.trim() ? dayTextToDay(form.to) : '';
  if (from === null) errors.from = t('audit.filters.badDay');
  if (to === null) errors.to = t('audit.filters.badDay');
  if (from && to && from > to) errors.to = t('audit.filters.toBeforeFrom');
  return errors;
}

/** The form's days (Lisbon midnight to Lisbon midnight) and texts as the API's filters. */
export function toFilters(form: FilterForm): AuditFilters {
  const fromDay = dayTextToDay(form.from);
  const toDay = dayTextToDay(form.to);
  const from = fromDay ? lisbonLocalToIso(`${fromDay}T00:00`) : null;
  const to = toDay ? lisbonLocalToIso(`${nextDay(toDay)}T00:00`) : null;
  return {
    ...(form.actor.trim() ? { actor: form.actor.trim() } : {}),
    ...(form.action ? { action: form.action } : {}),
    ...(form.targetType.trim() ? { targetType: form.targetType.trim() } : {}),
    ...(form.targetId.trim() ? { targetId: form.targetId.trim() } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** The action codes grouped for the select: each family ('shop.*') first, then its exact codes. */
function actionOptions(actions: string[]): Array<{ value: string; label: string }> {
  const families = [...new Set(actions.map((a) => a.split('.')[0]!))].sort();
  return families.flatMap((family) => {
    const exact = actions.filter((a) => a.split('.')[0] === family);
    return [
      { value: `${family}.`, label: t('audit.filters.family', { family, count: exact.length }) },
      ...exact.map((a) => {
        const label = actionLabel(a);
        return { value: a, label: `\u00a0\u00a0${label ? t('audit.filters.action', { label, code: a }) : a}` };
      }),
    ];
  });
}

export function AuditFiltersForm({
  initial,
  actions,
  onApply,
}: {
  initial: FilterForm;
  actions: string[];
  onApply: (form: FilterForm) => void;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ReturnType<typeof dayErrors>>({});
  const id = useId();
  const set = (key: keyof FilterForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = dayErrors(form);
    setErrors(found);
    if (!found.from && !found.to) onApply(form);
  };
  const field = (key: keyof FilterForm, label: string, control: React.ReactNode, error?: string) => (
    <div className="grid min-w-0 content-start gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      {control}
      {error ? (
        <p id={`${id}-${key}-error`} className="text-xs text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
  /** A day typed in the page's own order (dd/mm/yyyy), never the browser's date picker and its locale. */
  const dayInput = (key: 'from' | 'to') => (
    <input
      id={`${id}-${key}`}
      className={input}
      value={form[key]}
      onChange={set(key)}
      placeholder={t('audit.filters.dayPlaceholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
    />
  );
  return (
    <form
      onSubmit={submit}
      aria-label={t('audit.filters.formLabel')}
      className="mb-4 grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {field(
        'actor',
        t('audit.filters.actor'),
        <input id={`${id}-actor`} className={input} value={form.actor} onChange={set('actor')} maxLength={100} />,
      )}
      {field(
        'action',
        t('audit.filters.actionLabel'),
        <select id={`${id}-action`} className={input} value={form.action} onChange={set('action')}>
          <option value="">{t('audit.filters.allActions')}</option>
          {actionOptions(actions).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>,
      )}
      <div className="grid grid-cols-2 gap-3">
        {field(
          'targetType',
          t('audit.filters.targetType'),
          <input
            id={`${id}-targetType`}
            className={input}
            value={form.targetType}
            onChange={set('targetType')}
            placeholder={TARGET_TYPE_EXAMPLE}
            maxLength={50}
          />,
        )}
        {field(
          'targetId',
          t('audit.filters.targetId'),
          <input
            id={`${id}-targetId`}
            className={input}
            value={form.targetId}
            onChange={set('targetId')}
            maxLength={200}
          />,
        )}
      </div>
      {field('from', t('audit.filters.from'), dayInput('from'), errors.from)}
      {field('to', t('audit.filters.to'), dayInput('to'), errors.to)}
      <div className="flex items-end gap-2">
        <Button type="submit">{t('audit.filters.apply')}</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setForm(EMPTY_FORM);
            setErrors({});
            onApply(EMPTY_FORM);
          }}
        >
          {t('audit.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
