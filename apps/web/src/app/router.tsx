import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PendingPage } from '@/features/placeholder/pending-page';
import { AdminGuard } from './admin-guard';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
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
          { path: 'shop', ...pending('Our Shop', 'Earn points and claim items') },
          { path: 'minigames/mines', ...pending('Mines') },
          { path: 'minigames/blackjack', ...pending('Blackjack') },
          { path: 'leaderboard', ...pending('Leaderboard') },
          { path: 'crypto', ...pending('Crypto News') },
          { path: 'bonus-hunt', ...pending('Bonus Hunt') },
          { path: 'bonus-hunt/:id', ...pending('Bonus Hunt') },
          { path: 'bonus-hunt/:id/shared', ...pending('Bonus Hunt') },
          { path: 'tools/blackjack', ...pending('Our Blackjack table') },
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
              { path: 'points', ...pending('Points') },
              { path: 'reedems', ...pending('We Offer a 4000$ prize pool at / Our Leaderboard') },
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
