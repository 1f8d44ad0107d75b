import type { SlotImportResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { slotSearchKey } from '@/lib/search-slots';

/** POST /slots/import (admin): a CSV of slots, sent as text; the report lists every refused line. */
export const importSlots = (csv: string) => api<SlotImportResult>('/slots/import', { method: 'POST', body: { csv } });

/** Every catalogue change refreshes the searches on screen. */
export function useImportSlots() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: importSlots, onSuccess: () => qc.invalidateQueries({ queryKey: slotSearchKey }) });
}
