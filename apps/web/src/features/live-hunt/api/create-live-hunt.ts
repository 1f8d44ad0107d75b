import type { LiveHunt } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useConsoleAction } from './console-action';

/** POST /admin/live-hunt: a new hunt with its start balance in cents. */
export const createLiveHunt = (start: number) => api<LiveHunt>('/admin/live-hunt', { method: 'POST', body: { start } });

export const useCreateLiveHunt = () => useConsoleAction(createLiveHunt);
