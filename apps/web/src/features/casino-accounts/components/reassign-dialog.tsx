import type { AdminCasinoAccount } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { SearchBox } from '@/components/ui/search-box';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { useAdminUsers } from '@/lib/admin-users';
import { errorMessage } from '@/lib/error-message';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useReassignCasinoAccount } from '../api/reassign-casino-account';

const MATCHES = 5;

/** Move a claim: search the accounts by name, pick the owner; the claim moves to it in its state. */
export function ReassignDialog({ account }: { account: AdminCasinoAccount }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const q = useDebouncedValue(query.trim(), 300);
  const users = useAdminUsers({ q, page: 1, pageSize: MATCHES + 1 });
  const reassign = useReassignCasinoAccount();
  const matches = (users.data?.items ?? []).filter((u) => u._id !== account.user.id).slice(0, MATCHES);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="casino-reassign">
        {t('casino-accounts.desk.reassign')}
      </Button>
      <DialogContent
        title={t('casino-accounts.desk.reassignTitle', { username: account.username, sponsor: account.sponsor.name })}
        description={t('casino-accounts.desk.reassignText')}
      >
        <div className="grid gap-3">
          <SearchBox
            value={query}
            onChange={setQuery}
            placeholder={t('casino-accounts.desk.reassignSearch')}
            label={t('casino-accounts.desk.reassignSearch')}
          />
          {q && users.data && matches.length === 0 ? (
            <p className="text-sm text-muted">{t('casino-accounts.desk.noUsers')}</p>
          ) : null}
          <ul className="grid gap-2">
            {matches.map((u) => (
              <li key={u._id}>
                <Button
                  variant="secondary"
                  className="w-full justify-start"
                  disabled={reassign.isPending}
                  onClick={() => {
                    setError(null);
                    reassign.mutate(
                      { id: account.id, userId: u._id },
                      {
                        onSuccess: () => {
                          setOpen(false);
                          toast({
                            variant: 'success',
                            description: t('casino-accounts.desk.moved', {
                              username: account.username,
                              user: u.username,
                            }),
                          });
                        },
                        onError: (err) => setError(errorMessage(err)),
                      },
                    );
                  }}
                >
                  {t('casino-accounts.desk.reassignTo', { user: u.username })}
                </Button>
              </li>
            ))}
          </ul>
          <FormError>{error}</FormError>
        </div>
      </DialogContent>
    </Dialog>
  );
}
