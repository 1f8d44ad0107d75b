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
import { fmt, t, type MessageId } from '@/i18n';
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
import { Field } from '@/components/ui/field';
import { NumberInput } from './number-input';
import { ColourField } from './colour-field';
import { Preview } from './preview';

const PART_NAMES: { [K in OverlayName]: Record<keyof OverlayParts[K], MessageId> } = {
  hunt: {
    logo: 'overlays.part.logo',
    stats: 'overlays.part.stats',
    current: 'overlays.part.current',
    list: 'overlays.part.list',
    art: 'overlays.part.art',
    games: 'overlays.part.games',
  },
  gtb: { logo: 'overlays.part.logo', prize: 'overlays.part.prize', winners: 'overlays.part.winners' },
  avg: { logo: 'overlays.part.logo', groups: 'overlays.part.groups', bettors: 'overlays.part.bettors' },
  ticker: {
    logo: 'overlays.part.logo',
    balance: 'overlays.part.balance',
    breakEven: 'overlays.part.breakEven',
    current: 'overlays.part.slotOpened',
  },
};

const CORNERS: Record<OverlaySettings['corner'], MessageId> = {
  'top-left': 'overlays.corner.topLeft',
  'top-right': 'overlays.corner.topRight',
  'bottom-left': 'overlays.corner.bottomLeft',
  'bottom-right': 'overlays.corner.bottomRight',
};

const LOGO_EXAMPLE = 'https://…/logo.png';

const rangeRule = ({ min, max }: { min: number; max: number }) =>
  t('overlays.settings.rangeRule', { min: fmt().number(min), max: fmt().number(max) });

/**
 * What a field takes, said under it in the form's own words: the same sentence for a value the form's
 * check refuses and for a field the server refused (never the validator's or the server's English).
 */
function fieldRule(path: string): string {
  switch (path) {
    case 'accent':
    case 'background':
    case 'text':
      return t('overlays.settings.colourRule', { example: DEFAULT_OVERLAY_SETTINGS.accent });
    case 'backgroundOpacity':
      return rangeRule({ min: 0, max: 100 });
    case 'logoUrl':
      return t('overlays.settings.logoRule');
    case 'fontSize':
      return rangeRule(OVERLAY_FONT_SIZE);
    case 'width':
      return rangeRule(OVERLAY_WIDTH);
    default:
      return t('errors.VALIDATION_ERROR');
  }
}

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
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= fieldRule(issue.path.join('.'));
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
        aria-label={t('overlays.settings.title')}
        onSubmit={(e) => {
          e.preventDefault();
          if (!parsed.success) return;
          save.mutate(parsed.data, {
            onSuccess: () => toast({ description: t('overlays.settings.saved') }),
            onError: (err) => {
              if (err instanceof ApiError && err.fields)
                setServerErrors(Object.fromEntries(Object.keys(err.fields).map((path) => [path, fieldRule(path)])));
              toast({ variant: 'destructive', description: errorMessage(err) });
            },
          });
        }}
      >
        <div className="grid grid-cols-3 gap-3">
          <ColourField
            label={t('overlays.settings.accent')}
            value={draft.accent}
            error={errors.accent}
            onChange={(accent) => set({ accent })}
          />
          <ColourField
            label={t('overlays.settings.background')}
            value={draft.background}
            error={errors.background}
            onChange={(background) => set({ background })}
          />
          <ColourField
            label={t('overlays.settings.text')}
            value={draft.text}
            error={errors.text}
            onChange={(text) => set({ text })}
          />
        </div>
        <Field
          label={t('overlays.settings.opacity', { value: fmt().percent(draft.backgroundOpacity / 100, 0) })}
          error={errors.backgroundOpacity}
        >
          {(p) => (
            <input
              {...p}
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
        <Field label={t('overlays.settings.logo')} hint={t('overlays.settings.logoHint')} error={errors.logoUrl}>
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={draft.logoUrl ?? ''}
              placeholder={LOGO_EXAMPLE}
              onChange={(e) => set({ logoUrl: e.target.value.trim() === '' ? null : e.target.value })}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field
            label={t('overlays.settings.fontSize', {
              min: fmt().number(OVERLAY_FONT_SIZE.min),
              max: fmt().number(OVERLAY_FONT_SIZE.max),
            })}
            error={errors.fontSize}
          >
            {(p) => (
              <NumberInput
                id={p.id}
                value={draft.fontSize}
                min={OVERLAY_FONT_SIZE.min}
                max={OVERLAY_FONT_SIZE.max}
                invalid={Boolean(errors.fontSize)}
                onChange={(fontSize) => set({ fontSize })}
              />
            )}
          </Field>
          <Field
            label={t('overlays.settings.width', {
              min: fmt().number(OVERLAY_WIDTH.min),
              max: fmt().number(OVERLAY_WIDTH.max),
            })}
            error={errors.width}
          >
            {(p) => (
              <NumberInput
                id={p.id}
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
          <legend className="text-sm font-semibold">{t('overlays.settings.corner')}</legend>
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
                {t(CORNERS[corner])}
              </label>
            ))}
          </div>
        </fieldset>
        {OVERLAY_NAMES.map((name) => (
          <fieldset key={name} className="rounded-lg border border-border p-3">
            <legend className="px-1 text-sm font-semibold">
              {t('overlays.settings.shows', { overlay: t(TITLES[name]) })}
            </legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {(Object.keys(PART_NAMES[name]) as (keyof OverlayParts[typeof name])[]).map((part) => (
                <label key={String(part)} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={Boolean(draft.parts[name][part])}
                    onChange={(e) => setPart(name, part, e.target.checked)}
                    className="size-4 accent-[var(--color-accent)]"
                  />
                  {t((PART_NAMES[name] as Record<string, MessageId>)[String(part)]!)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={!parsed.success || save.isPending}>
            {t(save.isPending ? 'overlays.settings.saving' : 'overlays.settings.save')}
          </Button>
          <Button type="button" variant="outline" onClick={() => set(DEFAULT_OVERLAY_SETTINGS)}>
            {t('overlays.settings.defaults')}
          </Button>
          <span className="text-xs text-muted" data-testid="settings-saved-at">
            {updatedAt
              ? t('overlays.settings.savedAt', { date: formatDateTime(updatedAt) })
              : t('overlays.settings.notSaved')}
          </span>
        </div>
      </form>
      <Preview settings={parsed.success ? parsed.data : null} chat={chat} />
    </div>
  );
}
