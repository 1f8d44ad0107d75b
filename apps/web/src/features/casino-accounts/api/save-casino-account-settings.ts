import type { CasinoAccountSettings } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCasinoAccountsQueryKey, casinoAccountSettingsQueryKey } from './keys';

/** PUT /admin/casino-accounts/settings: the claim window, 1-365 days (audited). */
export const saveCasinoAccountSettings = (input: CasinoAccountSettings) =>
  api<CasinoAccountSettings>('/admin/casino-accounts/settings', { method: 'PUT', body: input });

export function useSaveCasinoAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCasinoAccountSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(casinoAccountSettingsQueryKey, saved);
      // Pending claims show their expiry under the window.
      return queryClient.invalidateQueries({ queryKey: adminCasinoAccountsQueryKey });
    },
  });
}
