import type { LiveHunt } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useConsoleAction } from './console-action';

/** POST /admin/live-hunt/cancel: ends the hunt and refunds the AVG bets. */
export const cancelLiveHunt = () => api<LiveHunt>('/admin/live-hunt/cancel', { method: 'POST' });

export const useCancelLiveHunt = () => useConsoleAction(cancelLiveHunt);
