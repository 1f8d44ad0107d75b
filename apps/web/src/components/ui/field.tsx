import { useId, type ReactNode } from 'react';

/** What a form control gets from its Field: its id, and the hint and error lines it is described by. */
export type FieldControlProps = {
  id: string;
  name?: string;
  disabled?: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

/**
 * One labelled form control with its hint and the server's message for it, wired for screen readers
 * (the label's `for`, `aria-invalid`, `aria-describedby`). The control is rendered by `children`
 * with the props it must spread.
 */
export function Field({
  label,
  hint,
  error,
  name,
  disabled,
  className = 'grid min-w-0 content-start gap-1',
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  name?: string;
  disabled?: boolean;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        ...(name !== undefined ? { name } : {}),
        ...(disabled !== undefined ? { disabled } : {}),
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
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
