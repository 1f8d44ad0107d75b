import type { AdminSponsor, SponsorInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshSponsors } from './keys';

/** POST /admin/sponsors. A 400 carries `fields`, shown under each input. */
export const createSponsor = (body: SponsorInput) => api<AdminSponsor>('/admin/sponsors', { method: 'POST', body });

/** `onCreated` runs first (the form clears), then both sponsor lists refresh. */
export function useCreateSponsor(onCreated: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSponsor,
    onSuccess: () => {
      onCreated();
      void refreshSponsors(queryClient);
    },
  });
}
