import { MenuIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { useLogoutEverywhere } from '@/features/auth/api/logout-everywhere';
import { LanguageSwitch } from '@/components/language-switch';
import { OpenSignInButton } from '@/components/platform/sign-in-button';
import { LiveBadge } from '@/features/stream/components/live-badge';
import { t } from '@/i18n';
import { useLiveBalance } from '@/lib/live-balance';
import { openLoginDialog } from '@/lib/login-dialog';
import { useSignInPlatforms } from '@/lib/site-config';
import { Logo } from './logo';

// Only signed-in users see the points pill and avatar menu, so visitors never download them.
const AccountMenu = lazy(() => import('./account-menu'));

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { data: me } = useMe();
  // The balance in the header follows every server-side change (the page's live event stream).
  useLiveBalance(me);
  const logout = useLogout();
  const logoutEverywhere = useLogoutEverywhere();
  const platforms = useSignInPlatforms();

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-bg/90 px-4 backdrop-blur">
      <button
        type="button"
        className="rounded-md p-2 text-muted hover:text-fg md:hidden"
        aria-label={t('layout.header.openMenu')}
        onClick={onOpenMenu}
      >
        <MenuIcon className="size-5" />
      </button>
      {/* Named by its visible text, the site name (WCAG 2.5.3), which stays for screen readers on phones. */}
      <Link to="/" className="shrink-0">
        <Logo />
      </Link>
      <LiveBadge />
      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        <LanguageSwitch />
        {me ? (
          <Suspense fallback={<span className="size-9 rounded-full bg-surface-2" />}>
            <AccountMenu
              me={me}
              onLogout={() => logout.mutate()}
              onLogoutEverywhere={() => logoutEverywhere.mutate()}
            />
          </Suspense>
        ) : (
          <OpenSignInButton platforms={platforms} onClick={openLoginDialog} compactLabel={t('layout.header.logIn')} />
        )}
      </div>
    </header>
  );
}
