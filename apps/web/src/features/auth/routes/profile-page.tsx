import { formatPoints } from '@app/contracts';
import { CoinsIcon, UserRoundIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { OpenSignInButton } from '@/components/platform/sign-in-button';
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
        <PageTitle>Profile</PageTitle>
        <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-surface p-8 text-center">
          <UserRoundIcon aria-hidden="true" className="size-10 text-muted" />
          <p className="text-sm text-muted">Log in to see your profile and the accounts you sign in with.</p>
          <OpenSignInButton platforms={platforms} onClick={openLoginDialog} />
        </div>
      </section>
    );

  return (
    <section className="grid max-w-2xl grid-cols-1 gap-6">
      <PageTitle subtitle="One account and one balance, whichever platform you sign in with.">Profile</PageTitle>
      <div className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-6">
        <img src={me.avatar || '/favicon.svg'} alt="" className="size-16 rounded-full bg-surface-2 object-cover" />
        <div className="min-w-0">
          <p className="truncate text-xl font-bold">{me.username}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <CoinsIcon aria-hidden="true" className="size-4 text-gold" />
            <span data-testid="profile-points">{formatPoints(me.points)} points</span>
            {me.role === 'Admin' ? <span className="ml-2 rounded bg-accent/20 px-2 py-0.5 text-xs">Admin</span> : null}
          </p>
        </div>
      </div>
      <LinkedAccounts />
      <div className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
        <h2 className="text-lg font-bold">Sessions</h2>
        <p className="mt-1 text-sm text-muted">Signed in on a device you no longer use? End every session at once.</p>
        <Button
          variant="outline"
          className="mt-4"
          disabled={logoutEverywhere.isPending}
          onClick={() => logoutEverywhere.mutate()}
        >
          Log out everywhere
        </Button>
      </div>
    </section>
  );
}
