import type { CatalogueSlotInput, Slot } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useCreateSlot } from '../api/create-slot';
import { useUpdateSlot } from '../api/update-slot';
import { FormError } from '@/components/ui/form-error';

const inputClass =
  'mt-1 w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm text-fg outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-danger';

type FieldName = keyof CatalogueSlotInput;
export const fields: Array<{ name: FieldName; label: string; placeholder?: string; required?: boolean }> = [
  { name: 'name', label: 'Name', required: true },
  { name: 'provider', label: 'Provider', required: true },
  { name: 'thumbnail', label: 'Thumbnail URL (https; empty: the provider tile)', placeholder: 'https://…/slot.png' },
  { name: 'rtp', label: 'RTP', placeholder: '96.50%' },
  { name: 'volatility', label: 'Volatility', placeholder: 'High' },
  { name: 'maxWin', label: 'Max win', placeholder: '5000x' },
];

/** Add (no `slot`) or edit a catalogue slot; the server's field errors show under their inputs. */
export function SlotForm({ slot, onDone }: { slot?: Slot; onDone: () => void }) {
  const create = useCreateSlot();
  const update = useUpdateSlot();
  const mutation = slot ? update : create;
  const [errors, setErrors] = useState<{ fields: Partial<Record<FieldName, string>>; form: string | null }>({
    fields: {},
    form: null,
  });
  const idBase = useId();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (name: FieldName) => String(data.get(name) ?? '').trim();
    const optional = (name: FieldName) => text(name) || null;
    const body: CatalogueSlotInput = {
      name: text('name'),
      provider: text('provider'),
      thumbnail: optional('thumbnail'),
      rtp: optional('rtp'),
      volatility: optional('volatility'),
      maxWin: optional('maxWin'),
    };
    const onSuccess = (saved: Slot) => {
      toast({
        variant: 'success',
        description: slot ? `Saved ${saved.name}.` : `${saved.name} (${saved.provider}) is in the catalogue.`,
      });
      onDone();
    };
    const onError = (err: Error) => {
      const byField =
        err instanceof ApiError && err.fields
          ? (Object.fromEntries(
              Object.entries(err.fields).filter(([f]) => fields.some((x) => x.name === f)),
            ) as Partial<Record<FieldName, string>>)
          : {};
      setErrors({ fields: byField, form: Object.keys(byField).length ? null : errorMessage(err) });
    };
    if (slot) update.mutate({ id: slot.id, ...body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {fields.map((f) => {
        const id = `${idBase}-${f.name}`;
        const error = errors.fields[f.name];
        return (
          <div key={f.name}>
            <label htmlFor={id} className="text-sm font-medium">
              {f.label}
            </label>
            <input
              id={id}
              name={f.name}
              defaultValue={slot ? (slot[f.name] ?? '') : ''}
              placeholder={f.placeholder}
              required={f.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass}
            />
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-xs text-danger">
                {f.label.split(' (')[0]} {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <FormError>{errors.form}</FormError>
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : slot ? 'Save' : 'Add'}
      </Button>
    </form>
  );
}
