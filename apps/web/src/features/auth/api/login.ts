import type { LoginBody } from '@app/contracts';
import { api } from '@/lib/api-client';

/** Where "Log in via Twitch" sends the browser: the server sets the state cookie and redirects on. */
export const LOGIN_START_URL = '/api/v1/auth/twitch';

export const completeLogin = (body: LoginBody) => api<{ ok: true }>('/users/login', { method: 'POST', body });
