import type { BonusHunt } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { huntKey } from './keys';

/** GET /bonus-hunt/{id} (the owner's) or /bonus-hunt/{id}/shared (the read-only link). */
export const getHunt = (id: string, shared: boolean) =>
  api<BonusHunt>(shared ? `/bonus-hunt/${id}/shared` : `/bonus-hunt/${id}`);

export const huntQueryOptions = (id: string, shared: boolean) =>
  queryOptions({
    queryKey: huntKey(id, shared),
    queryFn: () => getHunt(id, shared),
    retry: false,
  });

export const useHunt = (id: string, shared: boolean) => useQuery(huntQueryOptions(id, shared));
