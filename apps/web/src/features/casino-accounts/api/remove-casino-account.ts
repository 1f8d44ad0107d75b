import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myCasinoAccountsQueryKey } from './keys';

/** DELETE /casino-accounts/{id}: removes one of the viewer's own claims (a revoked one: 409 CASINO_NAME_REVOKED). */
export const removeCasinoAccount = (id: string) =>
  api<{ ok: true }>(`/casino-accounts/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRemoveCasinoAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCasinoAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myCasinoAccountsQueryKey }),
  });
}
