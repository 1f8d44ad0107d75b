import { useId, type ReactNode } from 'react';
import { t } from '@/i18n';

/**
 * A chart as a titled figure: the title names it, a sentence says what it shows in words (the figure's
 * accessible description), and the same numbers are one click away as a table ("Show the data as a
 * table"). The drawing itself is hidden from assistive technology, which reads the description and the
 * table instead, so charts are drawn with recharts' keyboard layer off (`accessibilityLayer={false}`).
 * Used by the admin analytics and the public hunt statistics; recharts stays in those pages' chunks.
 */
export function ChartCard({
  title,
  description,
  table,
  children,
  testId,
}: {
  title: string;
  description: ReactNode;
  table: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="min-w-0 rounded-xl border border-border bg-surface p-3 sm:p-4"
      data-testid={testId}
    >
      <h2 id={titleId} className="text-base font-bold sm:text-lg">
        {title}
      </h2>
      <figcaption id={descriptionId} className="mb-3 text-sm text-muted">
        {description}
      </figcaption>
      <div aria-hidden="true" className="h-64 w-full min-w-0">
        {children}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-accent underline hover:text-fg">{t('ui.chartCard.showTable')}</summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}

/** The tooltip box of every chart: the site's dark surface. */
export const chartTooltipProps = {
  contentStyle: { background: '#1c2030', border: '1px solid #272c3d', borderRadius: 8, color: '#eef0f6' },
  labelStyle: { color: '#eef0f6', fontWeight: 600 },
  itemStyle: { color: '#eef0f6' },
  cursor: { fill: 'rgba(138,144,166,0.15)' },
} as const;

/** Axes of every chart: muted ticks, no tick marks. */
export const chartAxisProps = { stroke: '#8a90a6', fontSize: 11, tickLine: false } as const;

/** Colours readable on the dark surface, one per series, in order. */
export const SERIES_COLORS = [
  '#a78bfa',
  '#22c55e',
  '#38bdf8',
  '#facc15',
  '#f472b6',
  '#fb923c',
  '#94a3b8',
  '#2dd4bf',
  '#e879f9',
];
