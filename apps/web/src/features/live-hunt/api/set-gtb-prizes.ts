import type { LiveHunt } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useConsoleAction } from './console-action';

/** PUT /admin/live-hunt/gtb/prizes: the prize of each GTB place, points or a text. */
export const setGtbPrizes = (prizes: Array<{ points: number } | { text: string }>) =>
  api<LiveHunt>('/admin/live-hunt/gtb/prizes', { method: 'PUT', body: { prizes } });

export const useSetGtbPrizes = () => useConsoleAction(setGtbPrizes);
