import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';

/**
 * The form state of a by-hand provably fair verifier (games on /fairness, giveaways on their verify
 * page): text fields, their errors, the result of the last check, and the published example. Nothing
 * is sent anywhere: `check` runs the engine in the browser.
 */
export function useVerifierForm<F extends Record<string, string>, R>(opts: {
  empty: F;
  example: F;
  /** Errors per field (nothing computed while there are any), else the verification. */
  check: (form: F) => { errors: Partial<Record<keyof F, string>> } | { result: R };
}) {
  const id = useId();
  const [form, setForm] = useState<F>(opts.empty);
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({});
  const [result, setResult] = useState<R | null>(null);
  const set = (patch: Partial<F>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = opts.check(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setResult(null);
    } else {
      setErrors({});
      setResult(checked.result);
    }
  };
  const fillExample = () => {
    setForm(opts.example);
    setErrors({});
    setResult(null);
  };
  /** The props of field `name`'s input: id, value, change handler, and its error for assistive tech. */
  const fieldProps = (name: keyof F & string) => ({
    id: `${id}-${name}`,
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => set({ [name]: e.currentTarget.value } as Partial<F>),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  return { id, form, set, errors, result, onSubmit, fillExample, fieldProps };
}

export const verifierInputClass =
  'h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent';
export const verifierLabelClass = 'text-xs font-semibold uppercase tracking-wide text-muted';

/** A labelled field of a verifier with its error line (the input is `children`, given fieldProps). */
export function VerifierField({
  htmlFor,
  label,
  hint,
  error,
  className,
  children,
}: {
  htmlFor: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={htmlFor} className={verifierLabelClass}>
        {label}
        {hint ? <span className="normal-case tracking-normal"> ({hint})</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${htmlFor}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The verifier's buttons and, once computed, its result panel. */
export function VerifierFooter({
  submitLabel,
  onExample,
  result,
}: {
  submitLabel: string;
  onExample: () => void;
  result: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{submitLabel}</Button>
        <Button type="button" variant="outline" onClick={onExample}>
          {t('ui.verifier.fillExample')}
        </Button>
      </div>
      {result ? <div className="rounded-xl border border-border bg-bg/60 p-3 sm:p-4">{result}</div> : null}
    </>
  );
}
