import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
import { api } from '@/lib/api-client';
import { useSignOut } from './sign-out';

/** POST /users/logout-all: ends every session of the account (all browsers and devices). */
export const logoutEverywhere = () => api<{ ok: true; sessionsEnded: number }>('/users/logout-all', { method: 'POST' });

export const useLogoutEverywhere = () =>
  useSignOut(logoutEverywhere, ({ sessionsEnded }) =>
    toast({
      variant: 'success',
      description: t('auth.signOut.everywhere', { count: sessionsEnded, sessions: fmt().number(sessionsEnded) }),
    }),
  );
