import {
  DEFAULT_OVERLAY_SETTINGS,
  OVERLAY_FONT_SIZE,
  OVERLAY_WIDTH,
  overlaySettingsSchema,
  type OverlayName,
  type OverlayParts,
  type OverlayChat,
  type OverlaySettings,
} from '@app/contracts';
import { fmt, t } from '@/i18n';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useSaveOverlaySettings } from '../api/save-overlay-settings';
import { inputClass } from './admin-overlay-constants';
import { Field } from '@/components/ui/field';
import { ColourField } from './colour-field';
import { Preview } from './preview';
import { CornerField, PartsFields, SizeFields } from './settings-fields';

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
        <SizeFields draft={draft} errors={errors} set={set} />
        <CornerField value={draft.corner} onChange={(corner) => set({ corner })} />
        <PartsFields parts={draft.parts} onChange={setPart} />
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
