/** While the push is down, the overlay asks every 5 s (the live hunt page's rhythm). */
export const POLL_MS = 5_000;

/** What an OBS overlay reads with its key. */
export const overlayHuntKey = (key: string) => ['overlay', 'hunt', key] as const;
export const overlaySettingsKey = (key: string) => ['overlay', 'settings', key] as const;

/** /admin/overlays. */
export const adminOverlaySettingsKey = ['admin', 'overlay-settings'] as const;
export const overlayKeyStatusKey = ['admin', 'overlay-key'] as const;
/** GET /overlay/tournament/active with the key (a `tournament` site event refetches it). */
export const overlayTournamentKey = (key: string) => ['overlay', 'tournament', key] as const;
/** The public slot-request board (GET /slot-requests) the queue overlay reads. */
export const overlaySlotQueueKey = ['overlay', 'slot-requests'] as const;
/** The admin preview's data: the current hunt, the running tournament, the slot-request queue. */
export const previewHuntKey = ['admin', 'overlay-preview-hunt'] as const;
export const previewTournamentKey = ['admin', 'overlay-preview-tournament'] as const;
export const previewSlotQueueKey = ['admin', 'overlay-preview-slot-requests'] as const;
