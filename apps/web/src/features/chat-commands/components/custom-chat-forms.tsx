import { PLATFORM_NAMES, type Platform } from '@app/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import type { ChatTimerInput, CustomCommandInput } from '../types';

const input = 'w-full min-w-0 rounded-md border border-border bg-bg px-2 py-1';

/** A number as typed; anything else goes as null so the server refuses the field (the web checks no limit). */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : (null as unknown as number));

type FormProps<I> = { value: I; pending: boolean; onSave: (input: I) => void; onCancel: () => void };

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

function Shell({
  pending,
  onCancel,
  onSubmit,
  children,
}: {
  pending: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-3 sm:grid-cols-2">
      {children}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={pending}>
          {t('chat-commands.custom.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t('chat-commands.custom.cancel')}
        </Button>
      </div>
    </form>
  );
}

const PLATFORMS: Platform[] = ['twitch', 'kick'];

/** Adds or edits a custom command: name, reply template, platforms, cooldowns, moderators only. */
export function CustomCommandForm({ value, pending, onSave, onCancel }: FormProps<CustomCommandInput>) {
  const [v, setV] = useState({
    ...value,
    userCooldownSeconds: String(value.userCooldownSeconds),
    globalCooldownSeconds: String(value.globalCooldownSeconds),
  });
  const set = (patch: Partial<typeof v>) => setV((c) => ({ ...c, ...patch }));
  return (
    <Shell
      pending={pending}
      onCancel={onCancel}
      onSubmit={() =>
        onSave({
          ...v,
          name: v.name.trim(),
          userCooldownSeconds: whole(v.userCooldownSeconds),
          globalCooldownSeconds: whole(v.globalCooldownSeconds),
        })
      }
    >
      <Field label={t('chat-commands.custom.name')}>
        {(id) => <input id={id} className={input} value={v.name} onChange={(e) => set({ name: e.target.value })} />}
      </Field>
      <Field label={t('chat-commands.custom.template')}>
        {(id) => (
          <textarea
            id={id}
            className={input}
            rows={2}
            value={v.template}
            onChange={(e) => set({ template: e.target.value })}
          />
        )}
      </Field>
      <p className="text-xs text-muted sm:col-span-2">{t('chat-commands.custom.variables')}</p>
      <Field label={t('chat-commands.custom.userCooldown')}>
        {(id) => (
          <input
            id={id}
            inputMode="numeric"
            className={input}
            value={v.userCooldownSeconds}
            onChange={(e) => set({ userCooldownSeconds: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('chat-commands.custom.globalCooldown')}>
        {(id) => (
          <input
            id={id}
            inputMode="numeric"
            className={input}
            value={v.globalCooldownSeconds}
            onChange={(e) => set({ globalCooldownSeconds: e.target.value })}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-4 sm:col-span-2">
        {PLATFORMS.map((p) => (
          <Check key={p} label={PLATFORM_NAMES[p]} checked={v[p]} onChange={(c) => set({ [p]: c })} />
        ))}
        <Check label={t('chat-commands.custom.modOnly')} checked={v.modOnly} onChange={(c) => set({ modOnly: c })} />
        <Check label={t('chat-commands.custom.enabled')} checked={v.enabled} onChange={(c) => set({ enabled: c })} />
      </div>
    </Shell>
  );
}

/** Adds or edits a timer: its text, every how many minutes, after how many chat messages, platforms. */
export function TimerForm({ value, pending, onSave, onCancel }: FormProps<ChatTimerInput>) {
  const [v, setV] = useState({
    ...value,
    intervalMinutes: String(value.intervalMinutes),
    minMessages: String(value.minMessages),
  });
  const set = (patch: Partial<typeof v>) => setV((c) => ({ ...c, ...patch }));
  return (
    <Shell
      pending={pending}
      onCancel={onCancel}
      onSubmit={() => onSave({ ...v, intervalMinutes: whole(v.intervalMinutes), minMessages: whole(v.minMessages) })}
    >
      <div className="sm:col-span-2">
        <Field label={t('chat-commands.timers.text')}>
          {(id) => (
            <textarea
              id={id}
              className={input}
              rows={2}
              value={v.text}
              onChange={(e) => set({ text: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Field label={t('chat-commands.timers.interval')}>
        {(id) => (
          <input
            id={id}
            inputMode="numeric"
            className={input}
            value={v.intervalMinutes}
            onChange={(e) => set({ intervalMinutes: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('chat-commands.timers.minMessages')}>
        {(id) => (
          <input
            id={id}
            inputMode="numeric"
            className={input}
            value={v.minMessages}
            onChange={(e) => set({ minMessages: e.target.value })}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-4 sm:col-span-2">
        {PLATFORMS.map((p) => (
          <Check key={p} label={PLATFORM_NAMES[p]} checked={v[p]} onChange={(c) => set({ [p]: c })} />
        ))}
        <Check label={t('chat-commands.custom.enabled')} checked={v.enabled} onChange={(c) => set({ enabled: c })} />
      </div>
    </Shell>
  );
}
