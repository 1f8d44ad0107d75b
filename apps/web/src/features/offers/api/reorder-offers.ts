import type { AdminOffer } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useOfferMutation } from './keys';

/** PUT /offers/order (admin): every offer id in the new order. */
export const reorderOffers = (ids: string[]) => api<AdminOffer[]>('/offers/order', { method: 'PUT', body: { ids } });

export const useReorderOffers = () => useOfferMutation(reorderOffers);
