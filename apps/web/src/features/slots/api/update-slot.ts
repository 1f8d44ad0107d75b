import type { CatalogueSlotInput, Slot } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { slotSearchKey } from '@/lib/search-slots';

/** PATCH /slots/{id} (admin). A 400 carries `fields`, shown under each input. */
export const updateSlot = ({ id, ...body }: CatalogueSlotInput & { id: string }) =>
  api<Slot>(`/slots/${id}`, { method: 'PATCH', body });

/** Every catalogue change refreshes the searches on screen. */
export function useUpdateSlot() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateSlot, onSuccess: () => qc.invalidateQueries({ queryKey: slotSearchKey }) });
}
