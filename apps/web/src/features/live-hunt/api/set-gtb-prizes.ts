import type { LiveHunt } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useConsoleAction } from './console-action';

/** One place's prize, points or a text. */
export type GtbPrizeBody = { points: number } | { text: string };

/**
 * PUT /admin/live-hunt/gtb/prizes: the prize of each GTB place, points or a text, and its affiliate
 * prize (for a winner with a verified casino account; null: none).
 */
export const setGtbPrizes = (prizes: Array<GtbPrizeBody & { affiliate: GtbPrizeBody | null }>) =>
  api<LiveHunt>('/admin/live-hunt/gtb/prizes', { method: 'PUT', body: { prizes } });

export const useSetGtbPrizes = () => useConsoleAction(setGtbPrizes);
