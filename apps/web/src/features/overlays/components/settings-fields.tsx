import {
  OVERLAY_FONT_SIZE,
  OVERLAY_NAMES,
  OVERLAY_WIDTH,
  type OverlayName,
  type OverlayParts,
  type OverlaySettings,
} from '@app/contracts';
import { fmt, t, type MessageId } from '@/i18n';
import { Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { TITLES } from './admin-overlay-constants';
import { NumberInput } from './number-input';

/** The settings editor's field groups (settings-editor.tsx holds the form, its checks and the save). */

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

/** The text size and the width, each with its range in its label. */
export function SizeFields({
  draft,
  errors,
  set,
}: {
  draft: OverlaySettings;
  errors: Record<string, string>;
  set: (patch: Partial<OverlaySettings>) => void;
}) {
  return (
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
  );
}

/** The corner of the screen the overlay sits in. */
export function CornerField({
  value,
  onChange,
}: {
  value: OverlaySettings['corner'];
  onChange: (corner: OverlaySettings['corner']) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('overlays.settings.corner')}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {(['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const).map((corner) => (
          <label
            key={corner}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
              value === corner ? 'border-accent bg-accent/15' : 'border-border',
            )}
          >
            <input
              type="radio"
              name="corner"
              value={corner}
              checked={value === corner}
              onChange={() => onChange(corner)}
              className="accent-[var(--color-accent)]"
            />
            {t(CORNERS[corner])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Per overlay, which of its parts it shows. */
export function PartsFields({
  parts,
  onChange,
}: {
  parts: OverlayParts;
  onChange: <K extends OverlayName>(name: K, part: keyof OverlayParts[K], on: boolean) => void;
}) {
  return (
    <>
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
                  checked={Boolean(parts[name][part])}
                  onChange={(e) => onChange(name, part, e.target.checked)}
                  className="size-4 accent-[var(--color-accent)]"
                />
                {t((PART_NAMES[name] as Record<string, MessageId>)[String(part)]!)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
