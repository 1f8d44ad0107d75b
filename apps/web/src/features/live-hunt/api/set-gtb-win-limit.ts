import type { LiveHunt, WinLimit } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useConsoleAction } from './console-action';

/** PUT /admin/live-hunt/gtb/win-limit: the GTB winner limit (ADR 070), or null for none; until GTB closes. */
export const setGtbWinLimit = (winLimit: WinLimit | null) =>
  api<LiveHunt>('/admin/live-hunt/gtb/win-limit', { method: 'PUT', body: { winLimit } });

export const useSetGtbWinLimit = () => useConsoleAction(setGtbWinLimit);
