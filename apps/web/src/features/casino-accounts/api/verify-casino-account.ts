import type { AdminCasinoAccount } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCasinoAccountsQueryKey } from './keys';

/** POST /admin/casino-accounts/{id}/verify with an optional note (audited); 409 ALREADY_DECIDED, CASINO_NAME_TAKEN, CASINO_NAME_VERIFIED, CASINO_CLAIM_EXISTS. */
export const verifyCasinoAccount = ({ id, note }: { id: string; note: string }) =>
  api<AdminCasinoAccount>(`/admin/casino-accounts/${encodeURIComponent(id)}/verify`, {
    method: 'POST',
    body: note ? { note } : {},
  });

export function useVerifyCasinoAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCasinoAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCasinoAccountsQueryKey }),
  });
}
