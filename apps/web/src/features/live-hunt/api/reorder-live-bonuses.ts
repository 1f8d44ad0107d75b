import type { LiveHunt } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useConsoleAction } from './console-action';

/** PUT /admin/live-hunt/bonuses/order: every bonus id in the new order. */
export const reorderLiveBonuses = (order: string[]) =>
  api<LiveHunt>('/admin/live-hunt/bonuses/order', { method: 'PUT', body: { order } });

export const useReorderLiveBonuses = () => useConsoleAction(reorderLiveBonuses);
