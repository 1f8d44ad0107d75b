import type { RedemptionNotify } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { redemptionNotifyQueryKey } from './get-redemption-notify';

/** PUT /admin/redemptions/notify: a Discord webhook URL, or null to stop the announcements. */
export const setRedemptionNotify = (webhookUrl: string | null) =>
  api<RedemptionNotify>('/admin/redemptions/notify', { method: 'PUT', body: { webhookUrl } });

export function useSetRedemptionNotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRedemptionNotify,
    onSuccess: (data) => queryClient.setQueryData(redemptionNotifyQueryKey, data),
  });
}
