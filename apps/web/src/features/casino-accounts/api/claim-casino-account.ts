import type { CasinoAccount, CasinoAccountClaim } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myCasinoAccountsQueryKey } from './keys';

/**
 * POST /casino-accounts: claims a name at a sponsor (verified at once when the rows already show it).
 * 409 CASINO_CLAIM_EXISTS, CASINO_NAME_TAKEN, CASINO_NAME_VERIFIED or CASINO_NAME_REVOKED.
 */
export const claimCasinoAccount = (input: CasinoAccountClaim) =>
  api<CasinoAccount>('/casino-accounts', { method: 'POST', body: input });

export function useClaimCasinoAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCasinoAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myCasinoAccountsQueryKey }),
  });
}
