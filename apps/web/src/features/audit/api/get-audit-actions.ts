import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/audit/actions: the action codes present, for the filter's list. */
export const useAuditActions = () =>
  useQuery({
    queryKey: ['admin-audit-actions'],
    queryFn: () => api<{ actions: string[] }>('/admin/audit/actions'),
    staleTime: 60_000,
  });
