import { PageTitle } from '@/components/ui/page-title';

/**
 * A route whose feature has not landed yet: the shell and the spec's heading, and an honest note,
 * nothing that pretends to work.
 */
export function PendingPage({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <section>
      <PageTitle subtitle={subtitle}>{title}</PageTitle>
      <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted">This section is not open yet.</p>
    </section>
  );
}
