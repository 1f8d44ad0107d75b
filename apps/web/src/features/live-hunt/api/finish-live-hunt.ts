import type { LiveHunt } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useConsoleAction } from './console-action';

/** POST /admin/live-hunt/finish: settles GTB and AVG with the final balance. */
export const finishLiveHunt = () => api<LiveHunt>('/admin/live-hunt/finish', { method: 'POST' });

export const useFinishLiveHunt = () => useConsoleAction(finishLiveHunt);
