import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { StreamDock } from '@/features/stream/components/stream-dock';
import { StreamPopup } from '@/features/stream/components/stream-popup';
import { useLoginDialogOpen } from '@/lib/login-dialog';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { AgeGate } from './age-gate';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import { SideMenu } from './side-menu';

// Loaded the first time someone asks to log in: most page views never need it.
const LoginDialog = lazy(() => import('@/features/auth/components/login-dialog'));
// A signed-in user's notices (a prize won): a small chunk, never loaded for visitors.
const NoticesDialog = lazy(() => import('@/components/notices'));
// The reality check (responsible play, ADR 067): signed-in only.
const RealityCheck = lazy(() => import('@/components/reality-check'));

export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const loginOpen = useLoginDialogOpen();
  const [loginUsed, setLoginUsed] = useState(false);
  if (loginOpen && !loginUsed) setLoginUsed(true);
  const { pathname } = useLocation();
  const signedIn = useIsSignedIn();

  useEffect(() => {
    window.scrollTo(0, 0);
    setMenuOpen(false);
  }, [pathname]);

  return (
    <AgeGate>
      <Header onOpenMenu={() => setMenuOpen(true)} />
      <div className="flex">
        <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        <div className="min-w-0 flex-1 pb-20 md:pb-0">
          {/* At least a screen tall: the footer starts below the fold, so pages filling in never push it (layout shift). */}
          <main className="mx-auto min-h-dvh w-full max-w-6xl px-4 py-6 sm:px-6">
            {/* Phones: the live player docked above the page, in its flow (wide screens float it). */}
            <StreamDock />
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      <BottomBar />
      <StreamPopup />
      {signedIn ? (
        <Suspense fallback={null}>
          <NoticesDialog />
          <RealityCheck />
        </Suspense>
      ) : null}
      {loginUsed ? (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      ) : null}
    </AgeGate>
  );
}
