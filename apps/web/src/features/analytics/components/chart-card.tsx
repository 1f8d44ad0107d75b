import { ChartCard } from '@/components/chart-card';
import { fmt, t } from '@/i18n';
import type { ReactNode } from 'react';

export type ChartTable = { columns: string[]; rows: (string | number)[][] };

/**
 * One chart of the analytics page: the shared chart card, whose caption says the totals in words, with
 * its numbers as a day-by-day table (first column a row header, figures right-aligned) in a focusable
 * scroll region.
 */
export function AnalyticsChartCard({
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
  return (
    <ChartCard
      title={title}
      description={summary}
      testId={testId}
      table={
        <div
          className="max-h-72 overflow-auto"
          role="region"
          aria-label={t('analytics.tableLabel', { title })}
          tabIndex={0}
        >
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
      }
    >
      {children}
    </ChartCard>
  );
}

/** '2026-10-25' -> '10-25' on the axis. */
export const shortDay = (day: string) => day.slice(5);

export const sum = (values: readonly number[]) => values.reduce((n, v) => n + v, 0);
/** A count in the screen's language: 5,000 / 5 000 / 5.000. */
export const num = (n: number) => fmt().number(n);
