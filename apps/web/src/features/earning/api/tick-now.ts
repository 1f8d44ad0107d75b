import { api } from '@/lib/api-client';
import { useEarningMutation } from './keys';

/** POST /admin/earning/tick: runs one tick now. */
export const tickNow = () =>
  api<{ ran: boolean; reason?: string; usersCredited?: number; pointsGiven?: number }>('/admin/earning/tick', {
    method: 'POST',
  });

export const useTickNow = () => useEarningMutation(tickNow);
