import { SLOT_REQUEST_MAX_COST, formatPoints, type SlotRequestSettings } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSaveSlotRequestSettings } from '../api/save-slot-request-settings';

const FIELD_NAMES: Record<string, string> = { open: 'Open', cost: 'Cost' };

function refusal(err: unknown): string {
  if (err instanceof ApiError && err.fields) {
    const [field, message] = Object.entries(err.fields)[0] ?? [];
    if (field && message) return `${FIELD_NAMES[field] ?? field}: ${message}.`;
  }
  return errorMessage(err);
}

/** The typed cost as whole points, or null when it is not one (empty, decimals, out of range). */
function parseCost(text: string): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null;
  const cost = Number(text.trim());
  return cost <= SLOT_REQUEST_MAX_COST ? cost : null;
}

/** Open / Closed and the cost of one request, saved together. */
export function SettingsForm({ saved }: { saved: SlotRequestSettings }) {
  const save = useSaveSlotRequestSettings();
  const [draft, setDraft] = useState<{ open: boolean; cost: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? { open: saved.open, cost: String(saved.cost) };
  const costId = useId();
  const errorId = useId();
  const change = (next: Partial<typeof value>) => {
    setDraft({ ...value, ...next });
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cost = parseCost(value.cost);
    if (cost === null) {
      setError(`Cost: a whole number of points from 0 to ${formatPoints(SLOT_REQUEST_MAX_COST)}.`);
      return;
    }
    setError(null);
    save.mutate(
      { open: value.open, cost },
      {
        onSuccess: (settings) => {
          setDraft(null);
          toast({
            variant: 'success',
            description: settings.open ? 'Slot requests are open.' : 'Slot requests are closed.',
          });
        },
        onError: (err) => setError(refusal(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" data-testid="slot-request-settings">
      <label className="flex h-10 items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          role="switch"
          checked={value.open}
          onChange={(e) => change({ open: e.target.checked })}
          aria-label="Requests open"
          className="size-5 accent-[var(--color-success)]"
        />
        <span className={value.open ? 'text-success' : 'text-muted'}>{value.open ? 'Open' : 'Closed'}</span>
      </label>
      <div className="grid gap-1 text-sm">
        <label htmlFor={costId}>Cost (points per request)</label>
        <input
          id={costId}
          inputMode="numeric"
          maxLength={7}
          value={value.cost}
          onChange={(e) => change({ cost: e.target.value })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="w-36 rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none focus:border-accent aria-[invalid=true]:border-danger"
        />
      </div>
      <Button type="submit" disabled={save.isPending || draft === null}>
        Save
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
