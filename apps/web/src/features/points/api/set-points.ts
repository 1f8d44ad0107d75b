import type { SetPointsBody } from '@app/contracts';
import { api } from '@/lib/api-client';
import { usePointsMutation } from './keys';

/** PUT /points (admin): sets a balance; the server writes one ledger row naming the admin. */
export const setPoints = (body: SetPointsBody) =>
  api<{ id: string; points: number }>('/points', { method: 'PUT', body });

export const useSetPoints = () => usePointsMutation(setPoints);
