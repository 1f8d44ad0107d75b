import type { LinkedIdentities } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const identitiesQueryKey = ['me', 'identities'] as const;

/** GET /users/me/identities: the platforms linked to the signed-in account, and those set up here. */
export const getIdentities = () => api<LinkedIdentities>('/users/me/identities');

export const identitiesQueryOptions = () => queryOptions({ queryKey: identitiesQueryKey, queryFn: getIdentities });

export const useIdentities = (enabled: boolean) => useQuery({ ...identitiesQueryOptions(), enabled });
