import type { LoginBody } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from './get-me';

/** Where "Log in via Twitch" sends the browser: the server sets the state cookie and redirects on. */
export const LOGIN_START_URL = '/api/v1/auth/twitch';

/** POST /users/login: exchanges the provider's code for the session cookie. */
export const completeLogin = (body: LoginBody) => api<{ ok: true }>('/users/login', { method: 'POST', body });

/**
 * The callback's code exchange, read as a query of its code: a code is good once, so it is never retried
 * or refetched, and a second mount of the page (React's StrictMode) reads the outcome instead of sending
 * the code again. Success refreshes the session query before it resolves.
 */
export const completeLoginQueryOptions = (body: LoginBody) =>
  queryOptions({
    queryKey: ['login', body.code, body.state],
    queryFn: async ({ client }) => {
      const result = await completeLogin(body);
      await client.invalidateQueries({ queryKey: meQueryKey });
      return result;
    },
    retry: false,
    staleTime: Infinity,
  });

/** The code exchange of /login; `null` (no code in the URL, or the provider refused) sends nothing. */
export const useCompleteLogin = (body: LoginBody | null) =>
  useQuery({ ...completeLoginQueryOptions(body ?? { code: '', state: '' }), enabled: body !== null });
