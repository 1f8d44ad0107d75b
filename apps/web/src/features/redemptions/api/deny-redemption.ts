import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyDecision } from './get-redemptions';

/** POST /reedem/denied/{id} (admin): refunds the cost and returns the stock; answers 204. */
export const denyRedemption = ({ id, note }: { id: string; note: string }) =>
  api<void>(`/reedem/denied/${encodeURIComponent(id)}`, { method: 'POST', body: note ? { note } : {} });

export function useDenyRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: denyRedemption,
    // The answer is a 204: the row takes the state the server just committed, then the refetch corrects it.
    onSuccess: (_, { id, note }) =>
      applyDecision(queryClient, id, {
        status: 'denied',
        decidedAt: new Date().toISOString(),
        note: note.trim() || null,
      }),
  });
}
