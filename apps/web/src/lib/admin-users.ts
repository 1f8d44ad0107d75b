import type { AdminUserRow, Page } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AdminUsersParams = { q: string; sort?: 'points'; order?: 'asc' | 'desc'; page: number; pageSize: number };

/** The prefix every admin-users page shares, so a points edit refreshes whichever page is shown. */
export const adminUsersQueryKey = ['admin-users'] as const;

/** GET /admin/users: search, sort and paging run on the server (the table can hold every viewer). Shared by the points table and the casino-accounts desk (moving a claim to an account). */
export function getAdminUsers({ q, sort, order, page, pageSize }: AdminUsersParams) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  // Without sort the server keeps its default order (newest users first); order alone means nothing.
  if (sort) {
    params.set('sort', sort);
    params.set('order', order ?? 'desc');
  }
  return api<Page<AdminUserRow>>(`/admin/users?${params.toString()}`);
}

export const adminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, params],
    queryFn: () => getAdminUsers(params),
    // Paging, sorting and typing keep the old rows on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (params: AdminUsersParams) => useQuery(adminUsersQueryOptions(params));
