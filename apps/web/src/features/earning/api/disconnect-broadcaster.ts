import { api } from '@/lib/api-client';
import { useEarningMutation } from './keys';

/** DELETE /admin/earning/connection: forgets the broadcaster's tokens. */
export const disconnectBroadcaster = () => api<{ ok: true }>('/admin/earning/connection', { method: 'DELETE' });

export const useDisconnect = () => useEarningMutation(disconnectBroadcaster);
