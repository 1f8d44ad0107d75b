import type { ReactNode } from 'react';

/**
 * A form's error line, announced as it appears (role="alert"); nothing while there is none. `id` lets
 * the field it is about point at it with aria-describedby.
 */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {children}
    </p>
  );
}
