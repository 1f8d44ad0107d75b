import type { MinesResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /mines/cashout: pays floor(bet x multiplier); a repeat returns the settled round. */
export const cashoutMines = () => api<MinesResponse>('/mines/cashout', { method: 'POST' });
