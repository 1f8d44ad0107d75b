import type { ReactNode } from 'react';

/** A titled section of the fairness page; `id` names its heading. */
export function Card({
  title,
  id,
  children,
  description,
}: {
  title: string;
  id: string;
  children: ReactNode;
  description?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
