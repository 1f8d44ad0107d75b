import { SLOT_REQUEST_MAX_COST, type SlotRequestSettings } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { fmt, pointsText, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSaveSlotRequestSettings } from '../api/save-slot-request-settings';

/** The cost's rule, as the form and a refused cost say it. */
const costRule = () => t('slot-requests.settings.costRange', { max: fmt().points(SLOT_REQUEST_MAX_COST) });

/** A refusal in one sentence: the cost's rule when the server names the cost, else the usual sentence for the cause. */
function refusal(err: unknown): string {
  if (err instanceof ApiError && err.fields?.cost) return costRule();
  return errorMessage(err);
}

/** The typed cost as whole points, or null when it is not one (empty, decimals, out of range). */
function parseCost(text: string): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null;
  const cost = Number(text.trim());
  return cost <= SLOT_REQUEST_MAX_COST ? cost : null;
}

/**
 * Open / Closed and the cost of one request. The switch is a setting of its own and saves at once
 * (a switch that only looks applied until a Save elsewhere misleads): it always shows the saved
 * state, says "Opening…" / "Closing…" while the change is on its way, and stays put when it is refused.
 * The cost is typed and saved with its own button.
 */
export function SettingsForm({ saved }: { saved: SlotRequestSettings }) {
  const toggle = useSaveSlotRequestSettings();
  const save = useSaveSlotRequestSettings();
  const [cost, setCost] = useState<string | null>(null);
  // What was refused last: the switch's change or the typed cost (only the cost marks its input).
  const [error, setError] = useState<{ text: string; field: 'open' | 'cost' } | null>(null);
  const costText = cost ?? String(saved.cost);
  const costId = useId();
  const errorId = useId();

  const switchTo = (open: boolean) => {
    setError(null);
    toggle.mutate(
      { open },
      {
        onSuccess: (settings) =>
          toast({
            variant: 'success',
            description: settings.open ? t('slot-requests.settings.opened') : t('slot-requests.settings.closed'),
          }),
        onError: (err) => setError({ text: refusal(err), field: 'open' }),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCost(costText);
    if (parsed === null) {
      setError({ text: costRule(), field: 'cost' });
      return;
    }
    setError(null);
    save.mutate(
      { cost: parsed },
      {
        onSuccess: (settings) => {
          setCost(null);
          toast({
            variant: 'success',
            description: t('slot-requests.settings.costSaved', { points: pointsText(settings.cost) }),
          });
        },
        onError: (err) => setError({ text: refusal(err), field: 'cost' }),
      },
    );
  };

  const pending = toggle.isPending;
  const state = pending
    ? t(toggle.variables?.open ? 'slot-requests.settings.opening' : 'slot-requests.settings.closing')
    : t(saved.open ? 'slot-requests.settings.open' : 'slot-requests.settings.closedState');
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" data-testid="slot-request-settings">
      <label className="flex h-10 items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          role="switch"
          checked={saved.open}
          disabled={pending}
          aria-busy={pending}
          onChange={(e) => switchTo(e.target.checked)}
          aria-label={t('slot-requests.settings.switch')}
          className="size-5 accent-[var(--color-success)]"
        />
        <span className={!pending && saved.open ? 'text-success' : 'text-muted'} data-testid="slot-requests-open-state">
          {state}
        </span>
      </label>
      <div className="grid gap-1 text-sm">
        <label htmlFor={costId}>{t('slot-requests.settings.cost')}</label>
        <input
          id={costId}
          inputMode="numeric"
          maxLength={7}
          value={costText}
          onChange={(e) => {
            setCost(e.target.value);
            setError(null);
          }}
          aria-invalid={error?.field === 'cost'}
          aria-describedby={error?.field === 'cost' ? errorId : undefined}
          className="w-36 rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none focus:border-accent aria-[invalid=true]:border-danger"
        />
      </div>
      <Button type="submit" disabled={save.isPending || cost === null || cost === String(saved.cost)}>
        {t('slot-requests.settings.saveCost')}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-danger">
          {error.text}
        </p>
      ) : null}
    </form>
  );
}
