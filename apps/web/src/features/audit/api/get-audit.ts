import type { AuditPage } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The filters as the API takes them (every one optional; times are UTC ISO). */
export type AuditFilters = {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
};

export const auditQueryKey = ['admin-audit'] as const;

/** The filters as a query string (without the paging), for the page and the CSV export link. */
export function auditSearch(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

/** GET /admin/audit: newest first, one page per cursor. */
export function getAuditPage(filters: AuditFilters, cursor: string | null, limit = 50) {
  const params = auditSearch(filters);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return api<AuditPage>(`/admin/audit?${params.toString()}`);
}

/** The log as pages loaded one after another ("Older entries"), restarting when the filters change. */
export const useAuditLog = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: [...auditQueryKey, filters],
    queryFn: ({ pageParam }) => getAuditPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
