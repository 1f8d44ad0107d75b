import '@fontsource-variable/inter';
import {
  DEFAULT_OVERLAY_SETTINGS,
  OVERLAY_FONT_SIZE,
  OVERLAY_NAMES,
  OVERLAY_WIDTH,
  overlaySettingsSchema,
  type OverlayName,
  type OverlayParts,
  type OverlaySettings,
} from '@app/contracts';
import { CopyIcon, KeyRoundIcon } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { PageTitle } from '@/components/ui/page-title';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import {
  useAdminOverlaySettings,
  useOverlayKeyStatus,
  usePreviewHunt,
  useRotateOverlayKey,
  useSaveOverlaySettings,
} from '../api/overlays';
import type { OverlayLayout } from '../components/overlay-stage';
import { OverlayView } from '../components/overlay-view';
import { SAMPLE_HUNT } from '../components/sample-hunt';

const inputClass =
  'mt-1 w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm text-fg outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-danger';

const TITLES: Record<OverlayName, string> = { hunt: 'Hunt', gtb: 'GTB', avg: 'AVG', ticker: 'Ticker' };
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
const SIZES: { layout: OverlayLayout; label: string; width: number; height: number }[] = [
  { layout: 'full', label: 'Full screen', width: 1920, height: 1080 },
  { layout: 'sidebar', label: 'Sidebar', width: 360, height: 1080 },
];

/** /admin/overlays: the overlays' look with a live preview, the overlay key and the OBS addresses. */
export default function AdminOverlaysPage() {
  const saved = useAdminOverlaySettings();
  const [shownKey, setShownKey] = useState<string | null>(null);
  return (
    <section>
      <PageTitle subtitle="What the stream shows of the live hunt: OBS browser sources with a transparent background">
        Stream overlays
      </PageTitle>
      <QueryState query={saved} error={(error) => `Could not load the overlay settings. ${errorMessage(error)}`}>
        {(data) => <SettingsEditor initial={data.settings} updatedAt={data.updatedAt} />}
      </QueryState>
      <KeyPanel onCreated={setShownKey} />
      <ObsAddresses shownKey={shownKey} />
    </section>
  );
}

function SettingsEditor({ initial, updatedAt }: { initial: OverlaySettings; updatedAt: string | null }) {
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
      <Preview settings={parsed.success ? parsed.data : null} />
    </div>
  );
}

function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = `f-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(id, hint || error ? `${id}-note` : undefined)}
      {error ? (
        <p id={`${id}-note`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-note`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function NumberInput({
  id,
  value,
  min,
  max,
  invalid,
  onChange,
}: {
  id: string;
  value: number;
  min: number;
  max: number;
  invalid: boolean;
  onChange: (n: number) => void;
}) {
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      className={inputClass}
      min={min}
      max={max}
      value={Number.isFinite(value) ? value : ''}
      aria-invalid={invalid}
      onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  );
}

function ColourField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div>
      <label className="text-sm font-semibold" htmlFor={`colour-${label}`}>
        {label}
      </label>
      <div className="mt-1 flex items-center gap-1">
        <input
          type="color"
          aria-label={`${label} colour picker`}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          className="size-9 shrink-0 cursor-pointer rounded border border-border bg-bg"
        />
        <input
          id={`colour-${label}`}
          className={cn(inputClass, 'mt-0 min-w-0 px-2 font-mono text-xs')}
          value={value}
          maxLength={7}
          aria-invalid={Boolean(error)}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {error ? <p className="mt-1 text-xs text-danger">{error}</p> : null}
    </div>
  );
}

/** A source-sized frame (1920x1080 or 360x1080) scaled down to the column; the overlay inside is the real one. */
function ScaledSource({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.3);
  useLayoutEffect(() => {
    const el = outer.current;
    if (!el) return;
    const fit = () => setScale(Math.min(el.clientWidth / width, 1));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div ref={outer} className="w-full" style={{ maxWidth: width }}>
      <div className="relative overflow-hidden rounded-lg border border-border" style={{ height: height * scale }}>
        <div
          className="absolute left-0 top-0 origin-top-left"
          style={{
            width,
            height,
            transform: `scale(${scale})`,
            // A busy, game-like backdrop: the overlay must read on anything.
            background:
              'radial-gradient(circle at 25% 35%, #f59e0b 0, #db2777 25%, #4338ca 55%, #020617 85%), repeating-linear-gradient(45deg, #ffffff22 0 24px, transparent 24px 48px)',
            backgroundBlendMode: 'overlay',
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}

function Preview({ settings }: { settings: OverlaySettings | null }) {
  const hunt = usePreviewHunt();
  const [name, setName] = useState<OverlayName>('hunt');
  const [layout, setLayout] = useState<OverlayLayout>('full');
  const size = SIZES.find((s) => s.layout === layout)!;
  const data = hunt.data ?? SAMPLE_HUNT;
  const sample = !hunt.data;
  return (
    <div className="min-w-0 rounded-2xl border border-border bg-surface p-4 xl:sticky xl:top-4 xl:self-start">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold">Preview</h2>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            sample ? 'bg-gold/20 text-gold' : 'bg-accent/20 text-accent',
          )}
          data-testid="preview-source"
        >
          {hunt.isPending ? 'Loading…' : sample ? 'Sample data (no hunt yet)' : `Current hunt #${data.index}`}
        </span>
      </div>
      <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label="Overlay to preview">
        {OVERLAY_NAMES.map((n) => (
          <Button
            key={n}
            size="sm"
            type="button"
            variant={n === name ? 'primary' : 'outline'}
            aria-pressed={n === name}
            onClick={() => setName(n)}
          >
            {TITLES[n]}
          </Button>
        ))}
        <span className="mx-1 w-px self-stretch bg-border" />
        {SIZES.map((s) => (
          <Button
            key={s.layout}
            size="sm"
            type="button"
            variant={s.layout === layout ? 'primary' : 'outline'}
            aria-pressed={s.layout === layout}
            onClick={() => setLayout(s.layout)}
          >
            {s.label}
          </Button>
        ))}
      </div>
      {settings ? (
        <div data-testid="overlay-preview">
          <ScaledSource width={size.width} height={size.height}>
            <OverlayView name={name} hunt={data} settings={settings} layout={layout} host={window.location.host} />
          </ScaledSource>
        </div>
      ) : (
        <p className="text-sm text-muted">Fix the settings marked in red to see the preview.</p>
      )}
      <p className="mt-2 text-xs text-muted">
        Preview of unsaved changes, drawn by the same components as the OBS pages over a busy backdrop ({size.width}×
        {size.height} source).
      </p>
    </div>
  );
}

function KeyPanel({ onCreated }: { onCreated: (key: string) => void }) {
  const status = useOverlayKeyStatus();
  const rotate = useRotateOverlayKey();
  const [confirming, setConfirming] = useState(false);
  const create = () =>
    rotate.mutate(undefined, {
      onSuccess: (r) => {
        setConfirming(false);
        onCreated(r.key);
      },
      onError: (err) => toast({ variant: 'destructive', description: errorMessage(err) }),
    });
  return (
    <div className="mt-6 rounded-2xl border border-border bg-surface p-4">
      <h2 className="mb-1 flex items-center gap-2 text-lg font-bold">
        <KeyRoundIcon aria-hidden="true" className="size-5" /> Overlay key
      </h2>
      <QueryState query={status} error={(error) => `Could not load the key status: ${errorMessage(error)}`}>
        {(key) => (
          <p className="text-sm text-muted" data-testid="overlay-key-status">
            {key.exists
              ? `A key exists (created ${formatDateTime(key.createdAt!)}). It is shown only when created: rotate it to get the addresses with a key (the old key stops at once).`
              : 'No key yet: create one, then copy the addresses below into OBS.'}
          </p>
        )}
      </QueryState>
      <Button
        size="sm"
        className="mt-2"
        disabled={rotate.isPending || status.isPending}
        onClick={() => (status.data?.exists ? setConfirming(true) : create())}
      >
        {status.data?.exists ? 'Rotate key' : 'Create key'}
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Rotate the overlay key?"
          description="Every OBS source with the old key stops showing the overlay until you paste the new addresses."
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Keep the key</Button>
            </DialogClose>
            <Button variant="destructive" disabled={rotate.isPending} onClick={create}>
              Rotate key
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ObsAddresses({ shownKey }: { shownKey: string | null }) {
  const origin = window.location.origin;
  const key = shownKey ?? 'YOUR_OVERLAY_KEY';
  return (
    <div className="mt-6 rounded-2xl border border-border bg-surface p-4">
      <h2 className="text-lg font-bold">OBS browser sources</h2>
      <p className="mt-1 text-sm text-muted">
        {shownKey ? (
          <span className="font-semibold text-fg" data-testid="overlay-key-shown">
            These addresses carry the new key: copy them now, it is shown only once.
          </span>
        ) : (
          'Replace YOUR_OVERLAY_KEY with the overlay key (or rotate it above to fill it in).'
        )}{' '}
        In OBS: Sources → + → Browser, paste the address, set the width and height below. The page is transparent; leave
        Custom CSS empty.
      </p>
      <ul className="mt-3 grid gap-2">
        {OVERLAY_NAMES.flatMap((name) =>
          SIZES.map((s) => {
            const url = `${origin}/overlay/${name}?key=${key}${s.layout === 'sidebar' ? '&size=sidebar' : ''}`;
            return (
              <li
                key={`${name}-${s.layout}`}
                className="grid gap-2 rounded-lg border border-border p-2 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-center"
                data-testid="obs-url"
              >
                <span className="text-sm font-semibold">
                  {TITLES[name]} · {s.label}
                  <span className="block text-xs font-normal text-muted">
                    {s.width}×{s.height}
                  </span>
                </span>
                <code className="min-w-0 break-all rounded bg-bg px-2 py-1 text-xs">{url}</code>
                <CopyButton text={url} label={`Copy ${TITLES[name]} ${s.label} address`} />
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <Button
      size="sm"
      variant="outline"
      type="button"
      aria-label={label}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () =>
            toast({ variant: 'destructive', description: 'Could not copy: select the address and copy it by hand.' }),
        )
      }
    >
      <CopyIcon aria-hidden="true" /> {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
