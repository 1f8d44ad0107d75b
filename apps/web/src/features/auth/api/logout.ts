import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { api } from '@/lib/api-client';
import { meQueryKey } from './get-me';

export const logout = () => api<{ ok: true }>('/users/logout', { method: 'POST' });
export const logoutEverywhere = () => api<{ ok: true; sessionsEnded: number }>('/users/logout-all', { method: 'POST' });

function useSignOut<T>(mutationFn: () => Promise<T>, onDone?: (result: T) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      queryClient.setQueryData(meQueryKey, null);
      await queryClient.invalidateQueries();
      onDone?.(result);
    },
    onError: () =>
      toast({ variant: 'destructive', description: 'Could not log out. Check your connection and try again.' }),
  });
}

/** Ends this browser's session on the server. */
export const useLogout = () => useSignOut(logout);

/** Ends every session of the account (all browsers and devices). */
export const useLogoutEverywhere = () =>
  useSignOut(logoutEverywhere, ({ sessionsEnded }) =>
    toast({
      variant: 'success',
      description: `Logged out everywhere: ${sessionsEnded} ${sessionsEnded === 1 ? 'session' : 'sessions'} ended.`,
    }),
  );
