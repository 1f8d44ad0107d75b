import { PLATFORM_NAMES, type LinkedIdentities, type Platform } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { identitiesQueryKey } from './get-identities';

/** DELETE /users/me/identities/{platform}: never the account's last platform (409 LAST_IDENTITY). */
export const unlinkIdentity = (platform: Platform) =>
  api<LinkedIdentities>(`/users/me/identities/${platform}`, { method: 'DELETE' });

export const useUnlinkIdentity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkIdentity,
    onSuccess: (result, platform) => {
      queryClient.setQueryData(identitiesQueryKey, result);
      toast({ variant: 'success', description: t('auth.linked.unlinked', { platform: PLATFORM_NAMES[platform] }) });
    },
    onError: (err) => toast({ variant: 'destructive', description: errorMessage(err) }),
  });
};
