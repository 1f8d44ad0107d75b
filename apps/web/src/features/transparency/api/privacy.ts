import type { Privacy } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { privacyQueryKey, transparencyQueryKey } from './keys';

/** GET /users/me/privacy: whether the signed-in viewer appears as anonymous among the public winners. */
export const usePrivacy = (enabled: boolean) =>
  useQuery({ queryKey: privacyQueryKey, queryFn: () => api<Privacy>('/users/me/privacy'), enabled });

/** PUT /users/me/privacy: the choice; the reports read again. */
export function useSetPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (anonymous: boolean) => api<Privacy>('/users/me/privacy', { method: 'PUT', body: { anonymous } }),
    onSuccess: (data) => queryClient.setQueryData(privacyQueryKey, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transparencyQueryKey }),
  });
}
