import type { LiveHunt } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useConsoleAction } from './console-action';

/** POST /admin/live-hunt/gtb: opens or closes Guess the Balance. */
export const setGtbStatus = (status: 'opened' | 'closed') =>
  api<LiveHunt>('/admin/live-hunt/gtb', { method: 'POST', body: { status } });

export const useSetGtbStatus = () => useConsoleAction(setGtbStatus);
