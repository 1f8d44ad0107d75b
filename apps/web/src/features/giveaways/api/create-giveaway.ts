import type { Giveaway, GiveawayInput } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useGiveawayAdminMutation } from './keys';

/** POST /admin/giveaways (admin): 201 with the giveaway (its server seed hash published at once). */
export const createGiveaway = (body: GiveawayInput) => api<Giveaway>('/admin/giveaways', { method: 'POST', body });

export const useCreateGiveaway = () => useGiveawayAdminMutation(createGiveaway);
