import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { lisbonLocalToIso } from '@/lib/lisbon-time';
import type { AuditFilters } from '../api/get-audit';

const input = 'h-10 w-full min-w-0 rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent';

export type FilterForm = {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  /** 'YYYY-MM-DD' days on Lisbon's clock, both included. */
  from: string;
  to: string;
};

export const EMPTY_FORM: FilterForm = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/** The day after 'YYYY-MM-DD' (a `to` day is included: the API's `to` is exclusive). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The form's days (Lisbon midnight to Lisbon midnight) and texts as the API's filters. */
export function toFilters(form: FilterForm): AuditFilters {
  const from = form.from ? lisbonLocalToIso(`${form.from}T00:00`) : null;
  const to = form.to ? lisbonLocalToIso(`${nextDay(form.to)}T00:00`) : null;
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
      { value: `${family}.`, label: `${family}.* (all ${exact.length})` },
      ...exact.map((a) => ({ value: a, label: `\u00a0\u00a0${a}` })),
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
  const id = useId();
  const set = (key: keyof FilterForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(form);
  };
  const field = (key: keyof FilterForm, label: string, control: React.ReactNode) => (
    <div className="grid min-w-0 content-start gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      {control}
    </div>
  );
  return (
    <form
      onSubmit={submit}
      aria-label="Filter the audit log"
      className="mb-4 grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {field(
        'actor',
        'Actor (name or account id)',
        <input id={`${id}-actor`} className={input} value={form.actor} onChange={set('actor')} maxLength={100} />,
      )}
      {field(
        'action',
        'Action',
        <select id={`${id}-action`} className={input} value={form.action} onChange={set('action')}>
          <option value="">All actions</option>
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
          'Target type',
          <input
            id={`${id}-targetType`}
            className={input}
            value={form.targetType}
            onChange={set('targetType')}
            placeholder="user"
            maxLength={50}
          />,
        )}
        {field(
          'targetId',
          'Target id',
          <input
            id={`${id}-targetId`}
            className={input}
            value={form.targetId}
            onChange={set('targetId')}
            maxLength={200}
          />,
        )}
      </div>
      {field(
        'from',
        'From (Lisbon day)',
        <input id={`${id}-from`} className={input} type="date" value={form.from} onChange={set('from')} />,
      )}
      {field(
        'to',
        'To (Lisbon day, included)',
        <input id={`${id}-to`} className={input} type="date" value={form.to} onChange={set('to')} />,
      )}
      <div className="flex items-end gap-2">
        <Button type="submit">Apply</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setForm(EMPTY_FORM);
            onApply(EMPTY_FORM);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
