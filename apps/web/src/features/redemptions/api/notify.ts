import type { RedemptionNotify } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const notifyQueryKey = ['redemption-notify'] as const;

/** GET /admin/redemptions/notify: whether a Discord webhook is set (masked, never the token). */
export const useRedemptionNotify = () =>
  useQuery({ queryKey: notifyQueryKey, queryFn: () => api<RedemptionNotify>('/admin/redemptions/notify') });

/** PUT /admin/redemptions/notify: a Discord webhook URL, or null to stop the announcements. */
export function useSetRedemptionNotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookUrl: string | null) =>
      api<RedemptionNotify>('/admin/redemptions/notify', { method: 'PUT', body: { webhookUrl } }),
    onSuccess: (data) => queryClient.setQueryData(notifyQueryKey, data),
  });
}
