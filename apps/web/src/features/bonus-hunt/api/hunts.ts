import type { Bonus, BonusHunt, BonusHuntSummary } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const huntsKey = ['bonus-hunts'] as const;
export const huntKey = (id: string, shared: boolean) => ['bonus-hunt', id, shared ? 'shared' : 'own'] as const;

export const useHunts = (enabled: boolean) =>
  useQuery({ queryKey: huntsKey, queryFn: () => api<BonusHuntSummary[]>('/bonus-hunt'), enabled });

export const huntQueryOptions = (id: string, shared: boolean) =>
  queryOptions({
    queryKey: huntKey(id, shared),
    queryFn: () => api<BonusHunt>(shared ? `/bonus-hunt/${id}/shared` : `/bonus-hunt/${id}`),
    retry: false,
  });

export const useHunt = (id: string, shared: boolean) => useQuery(huntQueryOptions(id, shared));

export function useCreateHunt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<BonusHunt>('/bonus-hunt', { method: 'POST', body: { name } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: huntsKey }),
  });
}

export function useDeleteHunt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/bonus-hunt/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: huntsKey }),
  });
}

/** Every hunt mutation answers with fresh data; the detail query is refreshed and the list marked stale. */
export function useHuntMutations(id: string) {
  const qc = useQueryClient();
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: huntKey(id, false) });
    void qc.invalidateQueries({ queryKey: huntsKey });
  };
  const setHunt = (hunt: BonusHunt) => {
    qc.setQueryData(huntKey(id, false), hunt);
    void qc.invalidateQueries({ queryKey: huntsKey });
  };
  return {
    patchHunt: useMutation({
      mutationFn: (body: { name?: string; start?: string; shared?: boolean }) =>
        api<BonusHunt>(`/bonus-hunt/${id}`, { method: 'PATCH', body }),
      onSuccess: setHunt,
    }),
    addBonus: useMutation({
      mutationFn: (body: { slot?: string | null; bet?: string; earning?: string; superBonus?: boolean }) =>
        api<Bonus>(`/bonus-hunt/${id}/bonuses`, { method: 'POST', body }),
      onSettled: refresh,
    }),
    patchBonus: useMutation({
      mutationFn: ({
        bonusId,
        ...body
      }: {
        bonusId: string;
        slot?: string | null;
        bet?: string;
        earning?: string;
        superBonus?: boolean;
      }) => api<Bonus>(`/bonus-hunt/${id}/bonuses/${bonusId}`, { method: 'PATCH', body }),
      onSettled: refresh,
    }),
    deleteBonus: useMutation({
      mutationFn: (bonusId: string) => api<void>(`/bonus-hunt/${id}/bonuses/${bonusId}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
    /** Optimistic: the new order shows at once and rolls back if the server refuses it (a stale list). */
    reorder: useMutation({
      mutationFn: (newOrder: string[]) =>
        api<BonusHunt>(`/bonus-hunt/${id}/reorder`, { method: 'PATCH', body: { newOrder } }),
      onMutate: async (newOrder) => {
        await qc.cancelQueries({ queryKey: huntKey(id, false) });
        const previous = qc.getQueryData<BonusHunt>(huntKey(id, false));
        if (previous) {
          const byId = new Map(previous.bonuses.map((b) => [b.id, b]));
          qc.setQueryData(huntKey(id, false), {
            ...previous,
            bonuses: newOrder.map((b) => byId.get(b)).filter((b): b is Bonus => Boolean(b)),
          });
        }
        return { previous };
      },
      onError: (_err, _order, context) => {
        if (context?.previous) qc.setQueryData(huntKey(id, false), context.previous);
      },
      onSuccess: setHunt,
    }),
  };
}
