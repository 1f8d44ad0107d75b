import type { LiveHuntView } from '@app/contracts';
import { api } from './api-client';

/**
 * The current live hunt (GET /live-hunt), shared by the live hunt feature (which keeps it live with
 * the page's event stream) and the slot requests panel on /admin/hunt (which reads the last bonus's
 * bet and refreshes the hunt after adding a request to it); features never import each other.
 */
export const liveHuntQueryKey = ['live-hunt'] as const;

/** GET /live-hunt: the current hunt (or null) with the signed-in viewer's own guess and bet. */
export const getLiveHunt = () => api<LiveHuntView>('/live-hunt');
