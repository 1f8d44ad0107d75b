import type { AdminOffer, Offer, OfferClickDay, OfferInput, OfferPatch } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const offersQueryKey = ['offers'] as const;
export const adminOffersQueryKey = ['offers', 'admin'] as const;

export const useOffers = () => useQuery({ queryKey: offersQueryKey, queryFn: () => api<Offer[]>('/offers') });
export const useAdminOffers = () =>
  useQuery({ queryKey: adminOffersQueryKey, queryFn: () => api<AdminOffer[]>('/admin/offers') });
export const useOfferClicks = (days: number) =>
  useQuery({
    queryKey: ['offers', 'clicks', days],
    queryFn: () => api<OfferClickDay[]>(`/admin/offers/clicks?days=${days}`),
  });

/** Every admin change refreshes both lists (the public one is what the home page shows). */
function useOfferMutation<T>(fn: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryKey }) });
}

export const useCreateOffer = () =>
  useOfferMutation((body: OfferInput) => api<AdminOffer>('/offers', { method: 'POST', body }));
export const useUpdateOffer = () =>
  useOfferMutation(({ id, patch }: { id: string; patch: OfferPatch }) =>
    api<AdminOffer>(`/offers/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
  );
export const useDeleteOffer = () =>
  useOfferMutation((id: string) => api<void>(`/offers/${encodeURIComponent(id)}`, { method: 'DELETE' }));
export const useReorderOffers = () =>
  useOfferMutation((ids: string[]) => api<AdminOffer[]>('/offers/order', { method: 'PUT', body: { ids } }));
