import type { AnalyticsRange } from '@app/contracts';

export type Range = AnalyticsRange;

/** Every analytics query sits under ['analytics'], one per chart and range. */
export const analyticsKey = (chart: string, days: Range) => ['analytics', chart, days] as const;
