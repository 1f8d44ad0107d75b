import type { EarningSettings } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useEarningMutation } from './keys';

/** PUT /admin/earning/settings: the rates and the tick length. */
export const saveEarningSettings = (s: EarningSettings) =>
  api<EarningSettings>('/admin/earning/settings', { method: 'PUT', body: s });

export const useSaveEarningSettings = () => useEarningMutation(saveEarningSettings);
