import type { AdminCasinoAccount } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCasinoAccountsQueryKey } from './keys';

/** POST /admin/casino-accounts/{id}/revoke with an optional note (audited). */
export const revokeCasinoAccount = ({ id, note }: { id: string; note: string }) =>
  api<AdminCasinoAccount>(`/admin/casino-accounts/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
    body: note ? { note } : {},
  });

export function useRevokeCasinoAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCasinoAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCasinoAccountsQueryKey }),
  });
}
