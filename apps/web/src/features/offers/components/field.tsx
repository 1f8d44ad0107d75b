import type { ReactNode } from 'react';

/** One labelled input of the offer form, with the server's message for it underneath. */
export function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <label className="block text-sm">
      <span className="mb-1 block font-semibold">{label}</span>
      {children}
      {error ? <span className="mt-0.5 block text-xs text-danger">{error}</span> : null}
    </label>
  );
}
