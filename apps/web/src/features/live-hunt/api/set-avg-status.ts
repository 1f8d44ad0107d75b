import type { LiveHunt } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useConsoleAction } from './console-action';

/** POST /admin/live-hunt/avg: opens or closes the AVG bets. */
export const setAvgStatus = (status: 'opened' | 'closed') =>
  api<LiveHunt>('/admin/live-hunt/avg', { method: 'POST', body: { status } });

export const useSetAvgStatus = () => useConsoleAction(setAvgStatus);
