import type { CatalogueSlotInput, Slot, SlotImportResult } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const slotSearchKey = ['slots', 'search'] as const;

/**
 * GET /slots?q= (3+ characters): up to 20 catalogue slots, prefix matches first. Browsers may keep a
 * search answer for a minute (public, max-age=60); the admin who edits the catalogue asks the server
 * each time, so an edit shows at once.
 */
export const useSlotSearch = (q: string) =>
  useQuery({
    queryKey: [...slotSearchKey, q],
    queryFn: ({ signal }) => api<Slot[]>(`/slots?q=${encodeURIComponent(q)}`, { signal, cache: 'no-cache' }),
    enabled: q.length >= 3,
  });

/** Admin: add, edit and import catalogue slots; every change refreshes the searches on screen. */
export function useSlotMutations() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: slotSearchKey });
  return {
    create: useMutation({
      mutationFn: (body: CatalogueSlotInput) => api<Slot>('/slots', { method: 'POST', body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: CatalogueSlotInput & { id: string }) =>
        api<Slot>(`/slots/${id}`, { method: 'PATCH', body }),
      onSuccess,
    }),
    importCsv: useMutation({
      mutationFn: (csv: string) => api<SlotImportResult>('/slots/import', { method: 'POST', body: { csv } }),
      onSuccess,
    }),
  };
}
