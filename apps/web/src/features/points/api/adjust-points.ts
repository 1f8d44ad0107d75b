import type { AdjustPointsBody, AdjustPointsResult } from '@app/contracts';
import { api } from '@/lib/api-client';
import { usePointsMutation } from './keys';

/** POST /admin/points/adjust (admin): adds or takes points with a reason; one ledger row and one audit row. */
export const adjustPoints = (body: AdjustPointsBody) =>
  api<AdjustPointsResult>('/admin/points/adjust', { method: 'POST', body });

export const useAdjustPoints = () => usePointsMutation(adjustPoints);
