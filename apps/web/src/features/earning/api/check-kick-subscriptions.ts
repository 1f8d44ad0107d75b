import type { KickConnection } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useEarningMutation } from './keys';

/** POST /admin/kick/subscriptions: checks the channel's webhook subscriptions now, subscribing what is missing. */
export const checkKickSubscriptions = () => api<KickConnection>('/admin/kick/subscriptions', { method: 'POST' });

export const useCheckKickSubscriptions = () => useEarningMutation(checkKickSubscriptions);
