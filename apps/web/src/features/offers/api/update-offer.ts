import type { AdminOffer, OfferPatch } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useOfferMutation } from './keys';

/** PATCH /offers/{id} (admin): any subset of the fields. */
export const updateOffer = ({ id, patch }: { id: string; patch: OfferPatch }) =>
  api<AdminOffer>(`/offers/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

export const useUpdateOffer = () => useOfferMutation(updateOffer);
