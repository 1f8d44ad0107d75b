import type { Me } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { meQueryKey, useMe } from '@/features/auth/api/get-me';
import { PendingPage } from '@/features/placeholder/pending-page';
import { AdminGuard } from './admin-guard';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * What a page that depends on the signed-in user gets from the app layer: features never import
 * each other, so the shop or the points pages cannot reach auth's `useMe` themselves.
 * `me` is undefined until known, null for a visitor; `refreshMe` refetches the header balance.
 */
export type SessionProps = { me: Me | null | undefined; refreshMe: () => Promise<void> };
type SessionPageModule = { default: React.ComponentType<SessionProps> };

function WithSession({ page: Page }: { page: React.ComponentType<SessionProps> }) {
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const refreshMe = useCallback(() => queryClient.invalidateQueries({ queryKey: meQueryKey }), [queryClient]);
  return <Page me={me} refreshMe={refreshMe} />;
}

/** A lazy page that receives the session (see SessionProps). */
const sessionPage = (load: () => Promise<SessionPageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { default: Page } = await load();
    return { Component: () => <WithSession page={Page} /> };
  },
});

const pending = (title: string, subtitle?: string): Pick<RouteObject, 'element'> => ({
  element: <PendingPage title={title} subtitle={subtitle} />,
});

/** The spec's route table (section 2). */
export const routes: RouteObject[] = [
  { path: '/login', ...page(() => import('@/features/auth/routes/login-callback')) },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...pending('Our Offers') },
          { path: 'shop', ...sessionPage(() => import('@/features/shop/routes/shop')) },
          { path: 'minigames/mines', ...page(() => import('@/features/mines/routes/mines-page')) },
          { path: 'minigames/blackjack', ...page(() => import('@/features/blackjack/routes/blackjack-page')) },
          { path: 'fairness', ...page(() => import('@/features/fairness/routes/fairness-page')) },
          { path: 'leaderboard', ...page(() => import('@/features/leaderboard/routes/leaderboard')) },
          { path: 'points/history', ...sessionPage(() => import('@/features/points/routes/points-history')) },
          { path: 'crypto', ...pending('Crypto News') },
          { path: 'bonus-hunt', ...pending('Bonus Hunt') },
          { path: 'bonus-hunt/:id', ...pending('Bonus Hunt') },
          { path: 'bonus-hunt/:id/shared', ...pending('Bonus Hunt') },
          { path: 'tools/blackjack', ...page(() => import('@/features/tools/routes/blackjack-chart')) },
          { path: 'tools/glossary', ...page(() => import('@/features/tools/routes/glossary')) },
          { path: 'stream/live', ...pending('Live Stream') },
          { path: 'stream/bonushunt', ...pending('Track the hunt!') },
          { path: 'stream/minigame', ...pending('MINIGAME', 'Join our community and have fun with us!') },
          { path: 'terms', ...page(() => import('@/features/legal/routes/terms')) },
          { path: 'privacy', ...page(() => import('@/features/legal/routes/privacy')) },
          { path: 'cookies', ...page(() => import('@/features/legal/routes/cookies')) },
          {
            path: 'admin',
            element: <AdminGuard />,
            children: [
              { path: 'points', ...sessionPage(() => import('@/features/points/routes/admin-points')) },
              { path: 'reedems', ...page(() => import('@/features/redemptions/routes/admin-redemptions')) },
              { path: 'leaderboard', ...pending("We Offer a $5000 prize pool at / Our Last Month's Leaderboard") },
              { index: true, element: <Navigate to="/" replace /> },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
