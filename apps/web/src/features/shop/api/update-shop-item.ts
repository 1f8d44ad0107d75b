import type { ShopItem, ShopItemPatch } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shopItemsQueryKey } from './get-shop-items';

/** PATCH /shop/{id} (admin): any subset of the fields. A 400 carries `fields`, shown under each input. */
export const updateShopItem = ({ id, patch }: { id: string; patch: ShopItemPatch }) =>
  api<ShopItem>(`/shop/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

export function useUpdateShopItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopItemsQueryKey }),
  });
}
