/** Every transparency query starts with this: a live event refetches them all. */
export const transparencyQueryKey = ['transparency'] as const;
/** GET /transparency?period= */
export const transparencyReportQueryKey = (period: string) => ['transparency', 'report', period] as const;
/** GET /users/me/privacy */
export const privacyQueryKey = ['transparency', 'privacy'] as const;
