import { api } from '@/lib/api-client';
import { useEarningMutation } from './keys';

/** PUT /admin/earning/ignored: the logins that never earn (bots, the broadcaster). */
export const saveIgnored = (logins: string[]) =>
  api<{ logins: string[] }>('/admin/earning/ignored', { method: 'PUT', body: { logins } });

export const useSaveIgnored = () => useEarningMutation(saveIgnored);
