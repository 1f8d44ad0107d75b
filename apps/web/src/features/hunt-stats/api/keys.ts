/** Every hunt statistics query starts with this. */
export const huntStatsQueryKey = ['hunt-stats'] as const;
/** GET /hunt-stats: across the finished hunts. */
export const huntStatsOverviewQueryKey = ['hunt-stats', 'overview'] as const;
/** GET /live-hunts/{id}/stats: one finished hunt. */
export const finishedHuntStatsQueryKey = (id: string) => ['hunt-stats', 'hunt', id] as const;
