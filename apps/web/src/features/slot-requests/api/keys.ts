/** The public board (GET /slot-requests): state, cost, queue, history and the viewer's own open request. */
export const slotRequestsQueryKey = ['slot-requests'] as const;

/**
 * The board is refetched this often while a page shows it, so the queue stays current: the server's
 * default SLOT_REQUESTS_POLL_SECONDS, used until the public config (which carries the server's value) has loaded.
 */
export const BOARD_REFETCH_MS = 10_000;
