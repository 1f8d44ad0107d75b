import type { ShopItem } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every shop mutation invalidates this key: `redeemed` and the stock depend on who asks and when. */
export const shopItemsQueryKey = ['shop'] as const;

export const getShopItems = () => api<ShopItem[]>('/shop');

export const shopItemsQueryOptions = () => queryOptions({ queryKey: shopItemsQueryKey, queryFn: getShopItems });

export const useShopItems = () => useQuery(shopItemsQueryOptions());
