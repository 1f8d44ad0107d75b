import { api } from '@/lib/api-client';
import { useSignOut } from './sign-out';

/** POST /users/logout: ends this browser's session on the server. */
export const logout = () => api<{ ok: true }>('/users/logout', { method: 'POST' });

export const useLogout = () => useSignOut(logout);
