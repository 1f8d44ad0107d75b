import {
  DEFAULT_OVERLAY_SETTINGS,
  OVERLAY_FONT_SIZE,
  OVERLAY_NAMES,
  OVERLAY_WIDTH,
  overlaySettingsSchema,
  type OverlayName,
  type OverlayParts,
  type OverlayChat,
  type OverlaySettings,
} from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useSaveOverlaySettings } from '../api/save-overlay-settings';
import { inputClass } from './admin-overlay-constants';
import { TITLES } from './admin-overlay-constants';
import { Field } from './field';
import { NumberInput } from './number-input';
import { ColourField } from './colour-field';
import { Preview } from './preview';

const PART_LABELS: { [K in OverlayName]: Record<keyof OverlayParts[K], string> } = {
  hunt: {
    logo: 'Logo',
    stats: 'Start, balance, break-even, average',
    current: 'Bonus being opened',
    list: 'Bonus list',
    art: 'Slot art',
    games: 'GTB and AVG state',
  },
  gtb: { logo: 'Logo', prize: 'Prize', winners: 'Winners after the result' },
  avg: { logo: 'Logo', groups: 'Pot per group', bettors: 'Bettors per group' },
  ticker: { logo: 'Logo', balance: 'Balance', breakEven: 'Break-even', current: 'Slot being opened' },
};

export function SettingsEditor({
  initial,
  updatedAt,
  chat,
}: {
  initial: OverlaySettings;
  updatedAt: string | null;
  chat: OverlayChat;
}) {
  const [draft, setDraft] = useState<OverlaySettings>(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useSaveOverlaySettings();
  const parsed = overlaySettingsSchema.safeParse(draft);
  const errors: Record<string, string> = { ...serverErrors };
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  const set = (patch: Partial<OverlaySettings>) => {
    setServerErrors({});
    setDraft((d) => ({ ...d, ...patch }));
  };
  const setPart = <K extends OverlayName>(name: K, part: keyof OverlayParts[K], on: boolean) =>
    set({ parts: { ...draft.parts, [name]: { ...draft.parts[name], [part]: on } } });

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <form
        className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-4"
        aria-label="Overlay settings"
        onSubmit={(e) => {
          e.preventDefault();
          if (!parsed.success) return;
          save.mutate(parsed.data, {
            onSuccess: () => toast({ description: 'Overlay settings saved: open overlays show them now.' }),
            onError: (err) => {
              if (err instanceof ApiError && err.fields) setServerErrors(err.fields);
              toast({ variant: 'destructive', description: errorMessage(err) });
            },
          });
        }}
      >
        <div className="grid grid-cols-3 gap-3">
          <ColourField
            label="Accent"
            value={draft.accent}
            error={errors.accent}
            onChange={(accent) => set({ accent })}
          />
          <ColourField
            label="Background"
            value={draft.background}
            error={errors.background}
            onChange={(background) => set({ background })}
          />
          <ColourField label="Text" value={draft.text} error={errors.text} onChange={(text) => set({ text })} />
        </div>
        <Field label={`Background opacity: ${draft.backgroundOpacity}%`} error={errors.backgroundOpacity}>
          {(id) => (
            <input
              id={id}
              type="range"
              min={0}
              max={100}
              step={5}
              value={draft.backgroundOpacity}
              onChange={(e) => set({ backgroundOpacity: Number(e.target.value) })}
              className="mt-2 w-full accent-[var(--color-accent)]"
            />
          )}
        </Field>
        <Field
          label="Logo URL"
          hint="An https:// address or a path of this site (like /logo.png); empty for none."
          error={errors.logoUrl}
        >
          {(id, described) => (
            <input
              id={id}
              className={inputClass}
              value={draft.logoUrl ?? ''}
              placeholder="https://…/logo.png"
              aria-invalid={Boolean(errors.logoUrl)}
              aria-describedby={described}
              onChange={(e) => set({ logoUrl: e.target.value.trim() === '' ? null : e.target.value })}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label={`Font size (px, ${OVERLAY_FONT_SIZE.min}-${OVERLAY_FONT_SIZE.max})`} error={errors.fontSize}>
            {(id) => (
              <NumberInput
                id={id}
                value={draft.fontSize}
                min={OVERLAY_FONT_SIZE.min}
                max={OVERLAY_FONT_SIZE.max}
                invalid={Boolean(errors.fontSize)}
                onChange={(fontSize) => set({ fontSize })}
              />
            )}
          </Field>
          <Field label={`Width (px, ${OVERLAY_WIDTH.min}-${OVERLAY_WIDTH.max})`} error={errors.width}>
            {(id) => (
              <NumberInput
                id={id}
                value={draft.width}
                min={OVERLAY_WIDTH.min}
                max={OVERLAY_WIDTH.max}
                invalid={Boolean(errors.width)}
                onChange={(width) => set({ width })}
              />
            )}
          </Field>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">Corner (full-screen source)</legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {(['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const).map((corner) => (
              <label
                key={corner}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                  draft.corner === corner ? 'border-accent bg-accent/15' : 'border-border',
                )}
              >
                <input
                  type="radio"
                  name="corner"
                  value={corner}
                  checked={draft.corner === corner}
                  onChange={() => set({ corner })}
                  className="accent-[var(--color-accent)]"
                />
                {corner.replace('-', ' ')}
              </label>
            ))}
          </div>
        </fieldset>
        {OVERLAY_NAMES.map((name) => (
          <fieldset key={name} className="rounded-lg border border-border p-3">
            <legend className="px-1 text-sm font-semibold">{TITLES[name]} overlay shows</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {(Object.keys(PART_LABELS[name]) as (keyof OverlayParts[typeof name])[]).map((part) => (
                <label key={String(part)} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={Boolean(draft.parts[name][part])}
                    onChange={(e) => setPart(name, part, e.target.checked)}
                    className="size-4 accent-[var(--color-accent)]"
                  />
                  {(PART_LABELS[name] as Record<string, string>)[String(part)]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={!parsed.success || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </Button>
          <Button type="button" variant="outline" onClick={() => set(DEFAULT_OVERLAY_SETTINGS)}>
            Site defaults
          </Button>
          <span className="text-xs text-muted" data-testid="settings-saved-at">
            {updatedAt ? `Saved ${formatDateTime(updatedAt)}` : 'Not saved yet: overlays use the site defaults.'}
          </span>
        </div>
      </form>
      <Preview settings={parsed.success ? parsed.data : null} chat={chat} />
    </div>
  );
}
