import type { HuntStatsOverview } from '@app/contracts';
import { useId, type ReactNode } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';

/**
 * A chart with its title, a sentence that says what it shows (the figure's accessible description)
 * and the same data as a table behind "Show the data as a table": the drawing itself is hidden from
 * assistive technology, which reads the description and the table instead.
 */
export function ChartCard({
  title,
  description,
  table,
  children,
  'data-testid': testId,
}: {
  title: string;
  description: ReactNode;
  table: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="min-w-0 rounded-2xl border border-border bg-surface p-4"
      data-testid={testId}
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <p id={descriptionId} className="mb-3 text-sm text-muted">
        {description}
      </p>
      <div aria-hidden="true" className="h-64 w-full min-w-0">
        {children}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted hover:text-fg">Show the data as a table</summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}

/** The tooltip box of every chart: the site's dark surface. */
export const tooltipStyle = {
  contentStyle: { background: '#1c2030', border: '1px solid #272c3d', borderRadius: 8, color: '#eef0f6' },
  labelStyle: { color: '#eef0f6', fontWeight: 600 },
  itemStyle: { color: '#eef0f6' },
} as const;

export type HuntRow = HuntStatsOverview['hunts'][number];

/** A per-hunt chart's data as a compact table, a focusable scroll region named like its caption. */
export function HuntsTable({
  columns,
  hunts,
  caption,
}: {
  columns: Column<HuntRow>[];
  hunts: HuntRow[];
  caption: string;
}) {
  return (
    <DataTable
      variant="compact"
      columns={columns}
      rows={hunts}
      rowKey={(h) => h._id}
      caption={caption}
      wrapperProps={{ role: 'region', 'aria-label': caption, tabIndex: 0 }}
    />
  );
}
