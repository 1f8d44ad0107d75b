import type { Notices } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { noticesKey } from './get-notices';

/** POST /users/me/notices/{id}/seen: the notice never shows again. */
export const dismissNotice = (id: string) =>
  api<void>(`/users/me/notices/${encodeURIComponent(id)}/seen`, { method: 'POST' });

/** The notice leaves the cached list at once. */
export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotice,
    onMutate: (id) =>
      queryClient.setQueryData<Notices>(noticesKey, (old) =>
        old ? { notices: old.notices.filter((n) => n.id !== id) } : old,
      ),
  });
}
