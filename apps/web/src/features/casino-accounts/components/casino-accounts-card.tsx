import { BadgeCheckIcon } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { useMyCasinoAccounts } from '../api/get-my-casino-accounts';
import { AccountList } from './account-list';
import { ClaimForm } from './claim-form';

/**
 * The profile's "Casino accounts" (issue 33): a "Verified at <casino>" badge per verified claim, the
 * viewer's claims with their states, and the claim form for the casinos without a live claim.
 * Nothing for a visitor (the profile asks them to sign in).
 */
export function CasinoAccountsCard() {
  const signedIn = useIsSignedIn();
  const query = useMyCasinoAccounts(signedIn === true);
  if (!signedIn) return null;
  return (
    <section
      className="mt-6 max-w-2xl rounded-2xl border border-border bg-surface p-4 sm:p-6"
      aria-labelledby="casino-accounts-title"
      data-testid="casino-accounts-card"
    >
      <h2 id="casino-accounts-title" className="text-lg font-bold">
        {t('casino-accounts.card.title')}
      </h2>
      <QueryState query={query} error={(err) => t('casino-accounts.card.loadFailed', { error: errorMessage(err) })}>
        {({ accounts, sponsors, expiryDays }) => {
          const verified = accounts.filter((a) => a.state === 'verified');
          const live = new Set(
            accounts.filter((a) => a.state === 'pending' || a.state === 'verified').map((a) => a.sponsor.slug),
          );
          const open = sponsors.filter((s) => !live.has(s.slug));
          return (
            <div className="mt-2 grid gap-4">
              {verified.length ? (
                <ul className="flex flex-wrap gap-2" aria-label={t('casino-accounts.state.verified')}>
                  {verified.map((a) => (
                    <li
                      key={a.id}
                      data-testid="verified-badge"
                      className="inline-flex items-center gap-1.5 rounded-full bg-success/15 px-3 py-1 text-sm font-semibold text-success"
                    >
                      <BadgeCheckIcon aria-hidden="true" className="size-4" />
                      {t('casino-accounts.badge.verified', { sponsor: a.sponsor.name })}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="text-sm text-muted">
                {t('casino-accounts.card.text')} {t('casino-accounts.card.expiryHint', { days: expiryDays })}
              </p>
              {accounts.length ? <AccountList accounts={accounts} /> : null}
              {sponsors.length === 0 ? (
                <p className="text-sm text-muted">{t('casino-accounts.form.noSponsors')}</p>
              ) : open.length === 0 ? (
                <p className="text-sm text-muted">{t('casino-accounts.form.allClaimed')}</p>
              ) : (
                <ClaimForm sponsors={open} />
              )}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
