export const prizesKey = ['admin', 'prizes'] as const;
