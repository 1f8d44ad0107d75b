import type { Bonus, BonusHunt } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { huntKey, setHunt } from './keys';

/** PATCH /bonus-hunt/{id}/reorder: the bonus ids in their new order. */
export const reorderBonuses = (huntId: string, newOrder: string[]) =>
  api<BonusHunt>(`/bonus-hunt/${huntId}/reorder`, { method: 'PATCH', body: { newOrder } });

/** Optimistic: the new order shows at once and rolls back if the server refuses it (a stale list). */
export function useReorderBonuses(huntId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (newOrder: string[]) => reorderBonuses(huntId, newOrder),
    onMutate: async (newOrder) => {
      await qc.cancelQueries({ queryKey: huntKey(huntId, false) });
      const previous = qc.getQueryData<BonusHunt>(huntKey(huntId, false));
      if (previous) {
        const byId = new Map(previous.bonuses.map((b) => [b.id, b]));
        qc.setQueryData(huntKey(huntId, false), {
          ...previous,
          bonuses: newOrder.map((b) => byId.get(b)).filter((b): b is Bonus => Boolean(b)),
        });
      }
      return { previous };
    },
    onError: (_err, _order, context) => {
      if (context?.previous) qc.setQueryData(huntKey(huntId, false), context.previous);
    },
    onSuccess: (hunt) => setHunt(qc, huntId, hunt),
  });
}
