import type { ShopItem, ShopItemInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shopItemsQueryKey } from './get-shop-items';

/** POST /shop (admin). A 400 carries `fields`, which the form shows under each input. */
export const createShopItem = (body: ShopItemInput) => api<ShopItem>('/shop', { method: 'POST', body });

export function useCreateShopItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShopItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopItemsQueryKey }),
  });
}
