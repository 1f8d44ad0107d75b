import type { CatalogueSlotInput, Slot } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { slotSearchKey } from '@/lib/search-slots';

/** POST /slots (admin): a catalogue slot. A 400 carries `fields`, shown under each input. */
export const createSlot = (body: CatalogueSlotInput) => api<Slot>('/slots', { method: 'POST', body });

/** Every catalogue change refreshes the searches on screen. */
export function useCreateSlot() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createSlot, onSuccess: () => qc.invalidateQueries({ queryKey: slotSearchKey }) });
}
