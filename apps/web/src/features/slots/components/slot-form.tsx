import type { CatalogueSlotInput, Slot } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { t, type MessageId } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useCreateSlot } from '../api/create-slot';
import { useUpdateSlot } from '../api/update-slot';
import { FormError } from '@/components/ui/form-error';

const inputClass =
  'mt-1 w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm text-fg outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-danger';

type FieldName = keyof CatalogueSlotInput;
/** The form's inputs, in order: each one's label, example and what it needs when the server refuses it. */
const fields: Array<{ name: FieldName; required?: boolean }> = [
  { name: 'name', required: true },
  { name: 'provider', required: true },
  { name: 'thumbnail' },
  { name: 'rtp' },
  { name: 'volatility' },
  { name: 'maxWin' },
];
const LABEL: Record<FieldName, MessageId> = {
  name: 'slots.form.name',
  provider: 'slots.form.provider',
  thumbnail: 'slots.form.thumbnail',
  rtp: 'slots.form.rtp',
  volatility: 'slots.form.volatility',
  maxWin: 'slots.form.maxWin',
};
const EXAMPLE: Partial<Record<FieldName, MessageId>> = {
  thumbnail: 'slots.form.thumbnailExample',
  rtp: 'slots.form.rtpExample',
  volatility: 'slots.form.volatilityExample',
  maxWin: 'slots.form.maxWinExample',
};
// The rules of catalogueSlotInputSchema: the server names the refused field; its English words are never shown.
const PROBLEM: Record<FieldName, MessageId> = {
  name: 'slots.form.nameProblem',
  provider: 'slots.form.providerProblem',
  thumbnail: 'slots.form.thumbnailProblem',
  rtp: 'slots.form.rtpProblem',
  volatility: 'slots.form.volatilityProblem',
  maxWin: 'slots.form.maxWinProblem',
};

/** Add (no `slot`) or edit a catalogue slot; a field the server refuses says what it needs under its input. */
export function SlotForm({ slot, onDone }: { slot?: Slot; onDone: () => void }) {
  const create = useCreateSlot();
  const update = useUpdateSlot();
  const mutation = slot ? update : create;
  const [errors, setErrors] = useState<{ fields: FieldName[]; form: string | null }>({
    fields: [],
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
        description: slot
          ? t('slots.form.saved', { name: saved.name })
          : t('slots.form.added', { name: saved.name, provider: saved.provider }),
      });
      onDone();
    };
    const onError = (err: Error) => {
      const refused =
        err instanceof ApiError && err.fields
          ? fields.map((f) => f.name).filter((name) => err.fields?.[name] !== undefined)
          : [];
      setErrors({ fields: refused, form: refused.length ? null : errorMessage(err) });
    };
    if (slot) update.mutate({ id: slot.id, ...body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {fields.map((f) => {
        const id = `${idBase}-${f.name}`;
        const error = errors.fields.includes(f.name) ? t(PROBLEM[f.name]) : undefined;
        const example = EXAMPLE[f.name];
        return (
          <div key={f.name}>
            <label htmlFor={id} className="text-sm font-medium">
              {t(LABEL[f.name])}
            </label>
            <input
              id={id}
              name={f.name}
              defaultValue={slot ? (slot[f.name] ?? '') : ''}
              placeholder={example ? t(example) : undefined}
              required={f.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass}
            />
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-xs text-danger">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <FormError>{errors.form}</FormError>
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : slot ? t('slots.form.save') : t('slots.form.add')}
      </Button>
    </form>
  );
}
