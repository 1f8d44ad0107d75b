import { api } from '@/lib/api-client';
import { useEarningMutation } from './keys';

/** DELETE /admin/kick/connection: forgets the Kick tokens (chat on Kick stops earning). */
export const disconnectKick = () => api<{ ok: true }>('/admin/kick/connection', { method: 'DELETE' });

export const useDisconnectKick = () => useEarningMutation(disconnectKick);
