import type { MyRedemptionsPage } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myRedemptionsQueryKey = ['my-redemptions'] as const;
export const MY_REDEMPTIONS_PAGE_SIZE = 10;

/** GET /reedem/mine: the signed-in viewer's own redemptions, newest first, one page. */
export const getMyRedemptions = (page: number) =>
  api<MyRedemptionsPage>(`/reedem/mine?page=${page}&pageSize=${MY_REDEMPTIONS_PAGE_SIZE}`);

export const myRedemptionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myRedemptionsQueryKey, page],
    queryFn: () => getMyRedemptions(page),
    placeholderData: keepPreviousData,
  });

export const useMyRedemptions = (page: number, enabled: boolean) =>
  useQuery({ ...myRedemptionsQueryOptions(page), enabled });
