/** While the push is down, the overlay asks every 5 s (the live hunt page's rhythm). */
export const POLL_MS = 5_000;

/** What an OBS overlay reads with its key. */
export const overlayHuntKey = (key: string) => ['overlay', 'hunt', key] as const;
export const overlaySettingsKey = (key: string) => ['overlay', 'settings', key] as const;

/** /admin/overlays. */
export const adminOverlaySettingsKey = ['admin', 'overlay-settings'] as const;
export const overlayKeyStatusKey = ['admin', 'overlay-key'] as const;
