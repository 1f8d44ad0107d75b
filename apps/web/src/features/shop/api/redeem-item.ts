import type { RedeemResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shopItemsQueryKey } from './get-shop-items';

/** POST /reedem/{id} (the spec's spelling): debits the cost and opens a pending redemption. */
export const redeemItem = (id: string) => api<RedeemResult>(`/reedem/${encodeURIComponent(id)}`, { method: 'POST' });

/** `onBalanceChange` refreshes the header balance, which the app layer owns, not this feature. */
export function useRedeemItem({ onBalanceChange }: { onBalanceChange: () => Promise<void> }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemItem,
    onSuccess: () => onBalanceChange(),
    // A failure (out of stock, already redeemed) also means the list we show is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopItemsQueryKey }),
  });
}
