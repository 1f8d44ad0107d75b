import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shopItemsQueryKey } from './get-shop-items';

/** DELETE /shop/{id} (admin) archives rather than deletes, so past redemptions keep their item. */
export const archiveShopItem = (id: string) => api<void>(`/shop/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useArchiveShopItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveShopItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopItemsQueryKey }),
  });
}
