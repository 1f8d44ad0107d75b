import { useId, type ReactNode } from 'react';

export type ChartTable = { columns: string[]; rows: (string | number)[][] };

/**
 * One chart of the analytics page: a titled figure whose caption says the totals in words (read with
 * the chart by assistive technology), the chart itself, and the same numbers as a table behind a
 * disclosure, for a screen reader or anyone who wants the exact figures.
 */
export function ChartCard({
  title,
  summary,
  table,
  children,
  testId,
}: {
  title: string;
  summary: string;
  table: ChartTable;
  children: ReactNode;
  testId: string;
}) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <figure
      className="min-w-0 rounded-xl border border-border bg-surface p-3 sm:p-4"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      data-testid={testId}
    >
      <h2 id={titleId} className="text-base font-bold">
        {title}
      </h2>
      <figcaption id={summaryId} className="mb-2 text-sm text-muted">
        {summary}
      </figcaption>
      <div className="h-64 w-full min-w-0">{children}</div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-accent underline">Show the data as a table</summary>
        <div className="mt-2 max-h-72 overflow-auto" role="region" aria-label={`${title}: data`} tabIndex={0}>
          <table className="w-full text-xs">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-surface text-left text-muted">
              <tr>
                {table.columns.map((c, i) => (
                  <th key={c} scope="col" className={i === 0 ? 'py-1 pr-3' : 'py-1 pr-3 text-right'}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])} className="border-t border-border">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="py-1 pr-3 text-right tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** Colours readable on the dark surface, one per series, in order. */
export const SERIES_COLORS = ['#a78bfa', '#22c55e', '#38bdf8', '#facc15', '#f472b6', '#fb923c', '#94a3b8', '#2dd4bf'];

/** '2026-10-25' -> '10-25' on the axis. */
export const shortDay = (day: string) => day.slice(5);

/** The props every chart's axes, grid and tooltip share. */
export const axisProps = { stroke: '#8a90a6', fontSize: 11, tickLine: false } as const;
export const tooltipProps = {
  contentStyle: { background: '#1c2030', border: '1px solid #272c3d', borderRadius: 8, color: '#eef0f6' },
  labelStyle: { color: '#eef0f6' },
  cursor: { fill: 'rgba(138,144,166,0.15)' },
} as const;

export const sum = (values: readonly number[]) => values.reduce((n, v) => n + v, 0);
export const fmt = (n: number) => n.toLocaleString('en-US');
