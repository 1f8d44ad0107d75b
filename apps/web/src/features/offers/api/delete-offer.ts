import { api } from '@/lib/api-client';
import { useOfferMutation } from './keys';

/** DELETE /offers/{id} (admin). */
export const deleteOffer = (id: string) => api<void>(`/offers/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteOffer = () => useOfferMutation(deleteOffer);
