import type { AdminOffer, OfferInput } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useOfferMutation } from './keys';

/** POST /offers (admin). */
export const createOffer = (body: OfferInput) => api<AdminOffer>('/offers', { method: 'POST', body });

export const useCreateOffer = () => useOfferMutation(createOffer);
