import type { CasinoAccountSettings } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { casinoAccountSettingsQueryKey } from './keys';

/** GET /admin/casino-accounts/settings: the claim window in days. */
export const getCasinoAccountSettings = () => api<CasinoAccountSettings>('/admin/casino-accounts/settings');

export const useCasinoAccountSettings = () =>
  useQuery({ queryKey: casinoAccountSettingsQueryKey, queryFn: getCasinoAccountSettings });
