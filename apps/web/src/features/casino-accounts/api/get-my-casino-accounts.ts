import type { MyCasinoAccounts } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myCasinoAccountsQueryKey } from './keys';

/** GET /casino-accounts: the signed-in viewer's claims, the sponsors to claim at and the claim window. */
export const getMyCasinoAccounts = () => api<MyCasinoAccounts>('/casino-accounts');

export const myCasinoAccountsQueryOptions = () =>
  queryOptions({ queryKey: myCasinoAccountsQueryKey, queryFn: getMyCasinoAccounts });

export const useMyCasinoAccounts = (enabled = true) => useQuery({ ...myCasinoAccountsQueryOptions(), enabled });
