import type { CasinoAccount } from '@app/contracts';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { formatDate, formatMonth } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useRemoveCasinoAccount } from '../api/remove-casino-account';
import { useUpdateCasinoAccount } from '../api/update-casino-account';
import { StateBadge } from './state-badge';

/** What the claim's state means for its viewer, in one line. */
function stateLine(a: CasinoAccount): string {
  switch (a.state) {
    case 'pending':
      return t('casino-accounts.list.pending', { date: formatDate(a.expiresAt ?? a.claimedAt) });
    case 'verified':
      return t('casino-accounts.list.verified', { month: formatMonth(a.verifiedPeriod ?? '') });
    case 'expired':
      return t('casino-accounts.list.expired', { date: formatDate(a.endedAt ?? a.claimedAt) });
    case 'revoked':
      return t('casino-accounts.list.revoked', { date: formatDate(a.endedAt ?? a.claimedAt) });
  }
}

/**
 * The viewer's choice of showing their site name beside this casino name on the public leaderboard
 * (off unless turned on; shown while the claim is verified). A live claim only.
 */
function ShowSiteName({ account }: { account: CasinoAccount }) {
  const update = useUpdateCasinoAccount();
  // The choice being saved, set in the click's own render: the mutation's state reaches the component
  // a tick later, and a controlled checkbox showed the old value in between (a browser test caught it).
  // It holds until the list is read again after the save (the hook's onSettled waits for that read).
  const [saving, setSaving] = useState<boolean | null>(null);
  const busy = saving !== null;
  const checked = saving ?? account.showSiteName;
  return (
    <label className="mt-1.5 flex items-start gap-2 text-xs">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-accent"
        checked={checked}
        disabled={busy}
        data-testid="show-site-name"
        onChange={(e) => {
          setSaving(e.target.checked);
          update.mutate(
            { id: account.id, showSiteName: e.target.checked },
            {
              onSettled: () => setSaving(null),
              onSuccess: (saved) =>
                toast({
                  variant: 'success',
                  description: t(
                    saved.showSiteName ? 'casino-accounts.list.nameShown' : 'casino-accounts.list.nameHidden',
                  ),
                }),
              onError: (err) => toast({ variant: 'destructive', description: errorMessage(err) }),
            },
          );
        }}
      />
      <span>{t('casino-accounts.list.showSiteName')}</span>
    </label>
  );
}

/** The viewer's claims: casino, name, state and what it means; Remove for all but a revoked one. */
export function AccountList({ accounts }: { accounts: CasinoAccount[] }) {
  const remove = useRemoveCasinoAccount();
  return (
    <ul className="grid grid-cols-1 gap-3" data-testid="casino-account-list">
      {accounts.map((a) => (
        <li
          key={a.id}
          data-testid="casino-account"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface-2/40 p-3"
        >
          <img src={a.sponsor.logo} alt="" className="size-10 shrink-0 rounded-lg bg-surface-2 object-contain p-1" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{a.sponsor.name}</span>
              <span className="break-all text-sm">{a.username}</span>
              <StateBadge state={a.state} />
            </p>
            <p className="mt-0.5 text-xs text-muted">{stateLine(a)}</p>
            {a.note ? (
              <p className="mt-0.5 break-words text-xs text-muted">
                {t('casino-accounts.list.note', { note: a.note })}
              </p>
            ) : null}
            {a.state === 'pending' || a.state === 'verified' ? <ShowSiteName account={a} /> : null}
          </div>
          {a.state === 'revoked' ? null : (
            <ConfirmDialog
              trigger={(open) => (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={open}
                  disabled={remove.isPending && remove.variables === a.id}
                  aria-label={t('casino-accounts.list.removeLabel', { username: a.username, sponsor: a.sponsor.name })}
                >
                  <Trash2Icon aria-hidden="true" />
                  {t('casino-accounts.list.remove')}
                </Button>
              )}
              title={t('casino-accounts.list.removeTitle')}
              description={t('casino-accounts.list.removeText', { username: a.username, sponsor: a.sponsor.name })}
              confirmLabel={t('casino-accounts.list.remove')}
              variant="destructive"
              onConfirm={() =>
                remove.mutate(a.id, {
                  onSuccess: () => toast({ variant: 'success', description: t('casino-accounts.list.removed') }),
                  onError: (err) => toast({ variant: 'destructive', description: errorMessage(err) }),
                })
              }
            />
          )}
        </li>
      ))}
    </ul>
  );
}
