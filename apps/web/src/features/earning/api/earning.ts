import type { EarningAdmin, EarningSettings } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const earningAdminQueryKey = ['admin-earning'] as const;

/** GET /admin/earning: connection state (never tokens), rates, ignore list, last ticks. */
export const useEarningAdmin = () =>
  useQuery({
    queryKey: earningAdminQueryKey,
    queryFn: () => api<EarningAdmin>('/admin/earning'),
    refetchInterval: 30_000,
  });

function useEarningMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: earningAdminQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['earning-rates'] }),
      ]),
  });
}

export const useSaveEarningSettings = () =>
  useEarningMutation((s: EarningSettings) =>
    api<EarningSettings>('/admin/earning/settings', { method: 'PUT', body: s }),
  );
export const useSaveIgnored = () =>
  useEarningMutation((logins: string[]) =>
    api<{ logins: string[] }>('/admin/earning/ignored', { method: 'PUT', body: { logins } }),
  );
export const useDisconnect = () =>
  useEarningMutation(() => api<{ ok: true }>('/admin/earning/connection', { method: 'DELETE' }));
export const useTickNow = () =>
  useEarningMutation(() =>
    api<{ ran: boolean; reason?: string; usersCredited?: number; pointsGiven?: number }>('/admin/earning/tick', {
      method: 'POST',
    }),
  );

/** Starts the connection: a full-page navigation (the server redirects to Twitch). */
export const CONNECT_URL = '/api/v1/admin/earning/connect';
