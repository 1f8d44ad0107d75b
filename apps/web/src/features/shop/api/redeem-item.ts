import type { RedeemResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMe } from '@/lib/session';
import { shopItemsQueryKey } from './get-shop-items';

/**
 * POST /reedem/{id} (the reference product's spelling; docs/product.md#redeeming): debits the cost and
 * opens a pending redemption; `detail` when the item asks for one.
 */
export const redeemItem = ({ id, detail }: { id: string; detail?: string | undefined }) =>
  api<RedeemResult>(`/reedem/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: detail === undefined ? {} : { detail },
  });

/** A redemption also refreshes the header balance (the shared session query). */
export function useRedeemItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemItem,
    onSuccess: () => refreshMe(queryClient),
    // A failure (out of stock, already redeemed) also means the list we show is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopItemsQueryKey }),
  });
}
