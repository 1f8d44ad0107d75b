import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from './get-me';

export const logout = () => api<{ ok: true }>('/users/logout', { method: 'POST' });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.setQueryData(meQueryKey, null);
      await queryClient.invalidateQueries();
    },
  });
}
