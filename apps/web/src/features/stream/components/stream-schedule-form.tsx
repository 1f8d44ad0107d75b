import {
  PLATFORM_NAMES,
  PLATFORMS,
  SCHEDULE_DURATION,
  SCHEDULE_MAX_SLOTS,
  SCHEDULE_TITLE_MAX,
  type Platform,
  type ScheduleSlot,
} from '@app/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast-store';
import { t, type MessageId } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { formatWeekday } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { SettingsCard } from './settings-card';
import { useGoLiveSetting, useSaveGoLiveSetting } from '../api/go-live-setting';
import { useStreamSchedule } from '../api/get-stream-schedule';
import { useSaveStreamSchedule } from '../api/save-stream-schedule';

/** A row as typed: the duration is text until saved (empty = none). */
type Row = { key: number; weekday: number; time: string; duration: string; platform: Platform; title: string };

/** What a refused field means, by the slot field the server names (scheduleSlotInputSchema's rules). */
const FIELD_REFUSALS = new Map<string, MessageId>([
  ['weekday', 'stream.schedule.refusedWeekday'],
  ['time', 'stream.schedule.refusedTime'],
  ['durationMinutes', 'stream.schedule.refusedDuration'],
  ['platform', 'stream.schedule.refusedPlatform'],
  ['title', 'stream.schedule.refusedTitle'],
]);

/** The server's refusal: the row and the rule of the first field it names, else the usual sentence. */
function refusal(err: unknown): string {
  if (err instanceof ApiError && err.code === 'VALIDATION_ERROR' && err.fields) {
    const [path] = Object.keys(err.fields);
    const [, index, field] = path?.split('.') ?? [];
    const message = field === undefined ? undefined : FIELD_REFUSALS.get(field);
    if (message && index !== undefined)
      return t('stream.schedule.refusedRow', { row: Number(index) + 1, rule: t(message) });
  }
  return errorMessage(err);
}

let nextKey = 1;
const toRow = (s: ScheduleSlot): Row => ({
  key: nextKey++,
  weekday: s.weekday,
  time: s.time,
  duration: s.durationMinutes === null ? '' : String(s.durationMinutes),
  platform: s.platform,
  title: s.title,
});
const toSlot = (r: Row): ScheduleSlot => ({
  weekday: r.weekday,
  time: r.time,
  durationMinutes: r.duration.trim() === '' ? null : Number(r.duration),
  platform: r.platform,
  title: r.title,
});

const input =
  'h-10 w-full min-w-0 rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent disabled:opacity-50';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The go-live Discord post switch (saved at once); says so when no webhook is set. */
function GoLiveSwitch() {
  const setting = useGoLiveSetting();
  const save = useSaveGoLiveSetting();
  const hintId = useId();
  if (!setting.data) return null;
  const { enabled, webhookConfigured } = setting.data;
  return (
    <div className="mt-3">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={enabled}
          disabled={save.isPending}
          aria-describedby={hintId}
          onChange={(e) =>
            save.mutate(e.currentTarget.checked, {
              onSuccess: (data) =>
                toast({
                  variant: 'success',
                  description: t(data.enabled ? 'stream.goLive.on' : 'stream.goLive.off'),
                }),
              onError: (err) => toast({ variant: 'destructive', description: errorMessage(err) }),
            })
          }
          className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
        />
        {t('stream.goLive.label')}
      </label>
      <p id={hintId} className="mt-1 text-xs text-muted">
        {webhookConfigured ? t('stream.goLive.hint') : t('stream.goLive.noWebhook')}
      </p>
    </div>
  );
}

/** One stream of the week: weekday, Lisbon time, duration, platform, title, and Remove. */
function ScheduleRowFields({
  row,
  index,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  onChange: (patch: Partial<Row>) => void;
  onRemove: () => void;
}) {
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-2 sm:grid-cols-[9rem_9rem_6rem_7rem_1fr_auto] sm:items-end">
      <legend className="sr-only">{t('stream.schedule.row', { row: index + 1 })}</legend>
      <label className="grid min-w-0 gap-1 text-xs font-semibold">
        {t('stream.schedule.weekday')}
        <select
          className={input}
          value={row.weekday}
          onChange={(e) => onChange({ weekday: Number(e.currentTarget.value) })}
        >
          {WEEKDAYS.map((d) => (
            <option key={d} value={d}>
              {formatWeekday(d)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1 text-xs font-semibold">
        {t('stream.schedule.time')}
        <input
          type="time"
          className={input}
          value={row.time}
          required
          onChange={(e) => onChange({ time: e.currentTarget.value })}
        />
      </label>
      <label className="grid min-w-0 gap-1 text-xs font-semibold">
        {t('stream.schedule.duration')}
        <input
          type="number"
          inputMode="numeric"
          min={SCHEDULE_DURATION.min}
          max={SCHEDULE_DURATION.max}
          className={input}
          value={row.duration}
          onChange={(e) => onChange({ duration: e.currentTarget.value })}
        />
      </label>
      <label className="grid min-w-0 gap-1 text-xs font-semibold">
        {t('stream.schedule.platform')}
        <select
          className={input}
          value={row.platform}
          onChange={(e) => onChange({ platform: e.currentTarget.value as Platform })}
        >
          {PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {PLATFORM_NAMES[p]}
            </option>
          ))}
        </select>
      </label>
      <label className="col-span-2 grid min-w-0 gap-1 text-xs font-semibold sm:col-span-1">
        {t('stream.schedule.streamTitle')}
        <input
          type="text"
          className={input}
          value={row.title}
          maxLength={SCHEDULE_TITLE_MAX}
          required
          onChange={(e) => onChange({ title: e.currentTarget.value })}
        />
      </label>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="col-span-2 justify-self-start sm:col-span-1"
        onClick={onRemove}
        aria-label={t('stream.schedule.remove', { row: index + 1 })}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </fieldset>
  );
}

/**
 * /admin/hunt: the week's streams (weekday, Lisbon time, platform, title, optional duration), saved
 * all at once; the home page and /stream/live count down to the next one, and /schedule.ics serves
 * them to calendars. Beside it, the go-live Discord post switch.
 */
export function StreamScheduleForm() {
  const current = useStreamSchedule();
  const save = useSaveStreamSchedule();
  const [draft, setDraft] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  return (
    <SettingsCard
      title={t('stream.schedule.title')}
      intro={t('stream.schedule.intro')}
      query={current}
      loadFailed={(error) => t('stream.schedule.loadFailed', { error })}
      after={<GoLiveSwitch />}
    >
      {(saved) => {
        const rows = draft ?? saved.slots.map(toRow);
        const change = (next: Row[]) => {
          setDraft(next);
          setError(null);
        };
        const update = (key: number, patch: Partial<Row>) =>
          change(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
        const submit = (event: FormEvent) => {
          event.preventDefault();
          setError(null);
          save.mutate(
            { slots: rows.map(toSlot) },
            {
              onSuccess: () => {
                setDraft(null);
                toast({ variant: 'success', description: t('stream.schedule.saved') });
              },
              onError: (err) => setError(refusal(err)),
            },
          );
        };
        return (
          <form onSubmit={submit} noValidate className="mt-3 grid gap-3" aria-describedby={error ? errorId : undefined}>
            {rows.length === 0 ? <p className="text-sm text-muted">{t('stream.schedule.empty')}</p> : null}
            <ol className="grid gap-3">
              {rows.map((row, i) => (
                <li key={row.key} className="rounded-xl border border-border p-3">
                  <ScheduleRowFields
                    row={row}
                    index={i}
                    onChange={(patch) => update(row.key, patch)}
                    onRemove={() => change(rows.filter((r) => r.key !== row.key))}
                  />
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={rows.length >= SCHEDULE_MAX_SLOTS}
                onClick={() =>
                  change([
                    ...rows,
                    { key: nextKey++, weekday: 1, time: '20:00', duration: '', platform: 'twitch', title: '' },
                  ])
                }
              >
                <Plus className="size-4" aria-hidden />
                {t('stream.schedule.add')}
              </Button>
              <Button type="submit" size="sm" disabled={save.isPending}>
                {save.isPending ? t('stream.schedule.saving') : t('stream.schedule.save')}
              </Button>
            </div>
            <FormError id={errorId}>{error}</FormError>
          </form>
        );
      }}
    </SettingsCard>
  );
}
