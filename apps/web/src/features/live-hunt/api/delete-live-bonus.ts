import type { LiveHunt } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useConsoleAction } from './console-action';

/** DELETE /admin/live-hunt/bonuses/{id}. */
export const deleteLiveBonus = (id: string) =>
  api<LiveHunt>(`/admin/live-hunt/bonuses/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteLiveBonus = () => useConsoleAction(deleteLiveBonus);
