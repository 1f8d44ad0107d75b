import type { MinesBetBody, MinesResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /mines: debits the bet and starts a round. */
export const startMines = (body: MinesBetBody) => api<MinesResponse>('/mines', { method: 'POST', body });
