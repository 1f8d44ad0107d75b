/** The current hunt with the viewer's own guess and bet (GET /live-hunt), kept live by the event stream. */
export { liveHuntQueryKey } from '@/lib/live-hunt';
/** The admin's list of finished and cancelled hunts. */
export const pastHuntsQueryKey = ['admin', 'live-hunts'] as const;
export const streamSourcesQueryKey = ['live-stream', 'sources'] as const;

/** While the live stream is down the hunt is polled this often. */
export const POLL_MS = 5_000;
