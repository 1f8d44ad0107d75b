import type { AdminSponsor } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminSponsorsQueryKey } from './keys';

/** GET /admin/sponsors: credentials are write-only (the API says only whether they are set). */
export const getAdminSponsors = () => api<AdminSponsor[]>('/admin/sponsors');

export const adminSponsorsQueryOptions = () =>
  queryOptions({ queryKey: adminSponsorsQueryKey, queryFn: getAdminSponsors });

export const useAdminSponsors = () => useQuery(adminSponsorsQueryOptions());
