import { CoinsIcon, UserRoundIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { LanguageChoice } from '@/components/language-switch';
import { OpenSignInButton } from '@/components/platform/sign-in-button';
import { pointsText, t } from '@/i18n';
import { openLoginDialog } from '@/lib/login-dialog';
import { useSignInPlatforms } from '@/lib/site-config';
import { useMe } from '../api/get-me';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { LinkedAccounts } from '../components/linked-accounts';

/** /profile: who you are here, your balance, the platforms you sign in with, and your sessions. */
export default function ProfilePage() {
  const { data: me } = useMe();
  const platforms = useSignInPlatforms();
  const logoutEverywhere = useLogoutEverywhere();

  if (me === undefined)
    return (
      <div className="grid min-h-[30vh] place-items-center">
        <Spinner />
      </div>
    );
  if (me === null)
    return (
      <section>
        <PageTitle>{t('auth.profile.title')}</PageTitle>
        <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-surface p-8 text-center">
          <UserRoundIcon aria-hidden="true" className="size-10 text-muted" />
          <p className="text-sm text-muted">{t('auth.profile.signedOut')}</p>
          <OpenSignInButton platforms={platforms} onClick={openLoginDialog} />
        </div>
        <div className="mt-6">
          <LanguageChoice />
        </div>
      </section>
    );

  return (
    <section className="grid max-w-2xl grid-cols-1 gap-6">
      <PageTitle subtitle={t('auth.profile.subtitle')}>{t('auth.profile.title')}</PageTitle>
      <div className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-6">
        <img src={me.avatar || '/favicon.svg'} alt="" className="size-16 rounded-full bg-surface-2 object-cover" />
        <div className="min-w-0">
          <p className="truncate text-xl font-bold">{me.username}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <CoinsIcon aria-hidden="true" className="size-4 text-gold" />
            <span data-testid="profile-points">{pointsText(me.points)}</span>
            {me.role === 'Admin' ? (
              <span className="ml-2 rounded bg-accent/20 px-2 py-0.5 text-xs">{t('auth.profile.admin')}</span>
            ) : null}
          </p>
        </div>
      </div>
      <LinkedAccounts />
      <LanguageChoice />
      <div className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
        <h2 className="text-lg font-bold">{t('auth.profile.sessions')}</h2>
        <p className="mt-1 text-sm text-muted">{t('auth.profile.sessionsText')}</p>
        <Button
          variant="outline"
          className="mt-4"
          disabled={logoutEverywhere.isPending}
          onClick={() => logoutEverywhere.mutate()}
        >
          {t('auth.profile.logoutEverywhere')}
        </Button>
      </div>
    </section>
  );
}
