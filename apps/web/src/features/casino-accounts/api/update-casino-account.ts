import type { CasinoAccount, CasinoAccountPatch } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myCasinoAccountsQueryKey } from './keys';

/** PATCH /casino-accounts/{id}: the viewer's choice of showing their site name beside this casino name. */
export const updateCasinoAccount = ({ id, ...patch }: CasinoAccountPatch & { id: string }) =>
  api<CasinoAccount>(`/casino-accounts/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

export function useUpdateCasinoAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCasinoAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myCasinoAccountsQueryKey }),
  });
}
