import type { AdminCasinoAccountsPage, CasinoAccountState } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCasinoAccountsQueryKey } from './keys';

export type AdminCasinoAccountsParams = {
  sponsor: string;
  state: CasinoAccountState | '';
  q: string;
  page: number;
  pageSize: number;
};

/** GET /admin/casino-accounts: filters and paging run on the server. */
export function getAdminCasinoAccounts({ sponsor, state, q, page, pageSize }: AdminCasinoAccountsParams) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (sponsor) params.set('sponsor', sponsor);
  if (state) params.set('state', state);
  if (q) params.set('q', q);
  return api<AdminCasinoAccountsPage>(`/admin/casino-accounts?${params.toString()}`);
}

export const useAdminCasinoAccounts = (params: AdminCasinoAccountsParams) =>
  useQuery(
    queryOptions({
      queryKey: [...adminCasinoAccountsQueryKey, params],
      queryFn: () => getAdminCasinoAccounts(params),
      placeholderData: keepPreviousData,
    }),
  );
