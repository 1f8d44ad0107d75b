import type { AdminCasinoAccount } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCasinoAccountsQueryKey } from './keys';

/** POST /admin/casino-accounts/{id}/reassign: the claim moves to this account (409 CASINO_CLAIM_EXISTS; audited). */
export const reassignCasinoAccount = ({ id, userId }: { id: string; userId: string }) =>
  api<AdminCasinoAccount>(`/admin/casino-accounts/${encodeURIComponent(id)}/reassign`, {
    method: 'POST',
    body: { userId },
  });

export function useReassignCasinoAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignCasinoAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCasinoAccountsQueryKey }),
  });
}
