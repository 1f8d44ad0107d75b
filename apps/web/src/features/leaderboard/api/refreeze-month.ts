import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wagerBoardQueryKey } from './keys';

/** POST /admin/sponsors/{slug}/refreeze: reads a past month from the sponsor again and freezes it anew. */
export const refreezeMonth = ({ slug, period }: { slug: string; period: string }) =>
  api<void>(`/admin/sponsors/${encodeURIComponent(slug)}/refreeze`, {
    method: 'POST',
    body: { period, confirm: true },
  });

export function useRefreeze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreezeMonth,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wagerBoardQueryKey }),
  });
}
