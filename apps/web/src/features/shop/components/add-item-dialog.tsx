import type { ShopItemInput } from '@app/contracts';
import { PlusIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateShopItem } from '../api/create-shop-item';

type FieldName = keyof ShopItemInput;
type FieldErrors = Partial<Record<FieldName, string>>;

/** Spec section 5: cost and quantity are converted to integers; anything non-numeric becomes 0 (the server then says why). */
const toInteger = (value: FormDataEntryValue | null) => {
  const n = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(n) ? 0 : n;
};

const fieldNames: FieldName[] = ['name', 'description', 'cost', 'quantity', 'image'];
const pickFieldErrors = (fields: Record<string, string> | undefined): FieldErrors =>
  Object.fromEntries(fieldNames.flatMap((f) => (fields?.[f] ? [[f, fields[f]]] : [])));

const inputClass =
  'w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-danger';

/** The admin's large plus tile and the 'Add Item' dialog (labels in Portuguese, as the spec has them). */
export function AddItemDialog() {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateShopItem();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setErrors({});
      setFormError(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body: ShopItemInput = {
      name: String(data.get('name') ?? ''),
      description: String(data.get('description') ?? ''),
      cost: toInteger(data.get('cost')),
      quantity: toInteger(data.get('quantity')),
      image: String(data.get('image') ?? ''),
    };
    setErrors({});
    setFormError(null);
    create.mutate(body, {
      onSuccess: (item) => {
        form.reset();
        onOpenChange(false);
        toast({ variant: 'success', description: `${item.name} was added to the shop.` });
      },
      onError: (err) => {
        const fieldErrors = err instanceof ApiError ? pickFieldErrors(err.fields) : {};
        setErrors(fieldErrors);
        // A problem no input can show (a server error, or a field this form lacks) goes under the form.
        if (Object.keys(fieldErrors).length === 0) setFormError(err.message);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label="Add Item"
          className="grid min-h-64 place-items-center rounded-2xl border-2 border-dashed border-border bg-surface/50 text-muted transition-colors hover:border-accent hover:text-accent"
        >
          <PlusIcon aria-hidden="true" className="size-16" strokeWidth={1.5} />
        </button>
      </DialogTrigger>
      <DialogContent title="Add Item" className="max-h-[92dvh] overflow-y-auto">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field name="name" label="Título" error={errors.name}>
            {(props) => <input {...props} type="text" maxLength={80} className={inputClass} />}
          </Field>
          <Field name="description" label="Descrição" error={errors.description}>
            {(props) => <textarea {...props} rows={3} maxLength={500} className={cn(inputClass, 'resize-y')} />}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field name="cost" label="Custo" error={errors.cost}>
              {(props) => <input {...props} type="number" inputMode="numeric" min={1} step={1} className={inputClass} />}
            </Field>
            <Field name="quantity" label="Quantidade" error={errors.quantity}>
              {(props) => <input {...props} type="number" inputMode="numeric" min={0} step={1} className={inputClass} />}
            </Field>
          </div>
          <Field name="image" label="Imagem" hint="Link de uma imagem png (ex.: https://i.imgur.com/exemplo.png)" error={errors.image}>
            {(props) => <input {...props} type="url" placeholder="https://i.imgur.com/exemplo.png" className={inputClass} />}
          </Field>
          {formError ? (
            <p role="alert" className="text-sm text-danger">
              {formError}
            </p>
          ) : null}
          <Button type="submit" disabled={create.isPending} className="w-full">
            {create.isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
            Add
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type ControlProps = { id: string; name: FieldName; 'aria-invalid': boolean; 'aria-describedby'?: string };

function Field({ name, label, hint, error, children }: { name: FieldName; label: string; hint?: string; error?: string; children: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, name, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
