import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { meQueryKey } from './get-me';

/** Both sign-outs (logout.ts, logout-everywhere.ts): the page becomes a visitor's, every query refetches. */
export function useSignOut<T>(mutationFn: () => Promise<T>, onDone?: (result: T) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      queryClient.setQueryData(meQueryKey, null);
      await queryClient.invalidateQueries();
      onDone?.(result);
    },
    onError: () => toast({ variant: 'destructive', description: t('auth.signOut.failed') }),
  });
}
