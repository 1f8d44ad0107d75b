import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { AdminGuard } from './admin-guard';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };

/**
 * Shown in a lazy page's place while its chunk loads on the first render (React Router warns when a
 * lazy route has none); inside the layout, so the header and menus are there at once.
 */
const pageFallback = (
  <div className="grid min-h-[30vh] place-items-center">
    <Spinner />
  </div>
);

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  hydrateFallbackElement: pageFallback,
});

/**
 * A page made of one feature's page and parts of other features, drawn one after the other (features
 * never import each other, so the app layer puts them together), loaded as one lazy route.
 */
const composed = (
  load: () => Promise<PageModule>,
  ...parts: (() => Promise<React.ComponentType>)[]
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  lazy: async () => {
    const [{ default: Page }, ...after] = await Promise.all([load(), ...parts.map((part) => part())]);
    return {
      Component: () => (
        <>
          <Page />
          {after.map((Part, i) => (
            <Part key={i} />
          ))}
        </>
      ),
    };
  },
  hydrateFallbackElement: pageFallback,
});

/** The route table (docs/product.md#routes). */
export const routes: RouteObject[] = [
  { path: '/login', ...page(() => import('@/features/auth/routes/login-callback')) },
  { path: '/overlay/giveaway', ...page(() => import('@/features/giveaways/routes/overlay-giveaway')) },
  { path: '/overlay/:name', ...page(() => import('@/features/overlays/routes/overlay-page')) },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import('@/features/offers/routes/offers-page')) },
          { path: 'shop', ...page(() => import('@/features/shop/routes/shop')) },
          { path: 'shop/redemptions', ...page(() => import('@/features/redemptions/routes/my-redemptions')) },
          { path: 'minigames/mines', ...page(() => import('@/features/mines/routes/mines-page')) },
          { path: 'minigames/blackjack', ...page(() => import('@/features/blackjack/routes/blackjack-page')) },
          { path: 'fairness', ...page(() => import('@/features/fairness/routes/fairness-page')) },
          { path: 'leaderboard', ...page(() => import('@/features/leaderboard/routes/leaderboard')) },
          { path: 'giveaways', ...page(() => import('@/features/giveaways/routes/giveaways-page')) },
          { path: 'giveaways/verify', ...page(() => import('@/features/giveaways/routes/verify-page')) },
          { path: 'giveaways/:id', ...page(() => import('@/features/giveaways/routes/giveaway-detail')) },
          { path: 'giveaways/:id/verify', ...page(() => import('@/features/giveaways/routes/verify-page')) },
          { path: 'points/history', ...page(() => import('@/features/points/routes/points-history')) },
          { path: 'profile', ...page(() => import('@/features/auth/routes/profile-page')) },
          { path: 'crypto', ...page(() => import('@/features/news/routes/crypto-news')) },
          { path: 'bonus-hunt', ...page(() => import('@/features/bonus-hunts/routes/hunt-list')) },
          { path: 'bonus-hunt/:id', ...page(() => import('@/features/bonus-hunts/routes/hunt-detail')) },
          { path: 'bonus-hunt/:id/shared', ...page(() => import('@/features/bonus-hunts/routes/hunt-detail')) },
          { path: 'tools/blackjack', ...page(() => import('@/features/tools/routes/blackjack-chart')) },
          { path: 'tools/glossary', ...page(() => import('@/features/tools/routes/glossary')) },
          { path: 'stream/live', ...page(() => import('@/features/live-hunt/routes/live-stream-page')) },
          { path: 'stream/bonushunt', ...page(() => import('@/features/live-hunt/routes/bonushunt-page')) },
          { path: 'hunt-stats', ...page(() => import('@/features/hunt-stats/routes/hunt-stats-page')) },
          { path: 'hunt-stats/:id', ...page(() => import('@/features/hunt-stats/routes/finished-hunt-page')) },
          { path: 'stream/minigame', ...page(() => import('@/features/minigame/routes/minigame-page')) },
          { path: 'slot-requests', ...page(() => import('@/features/slot-requests/routes/slot-requests-page')) },
          { path: 'terms', ...page(() => import('@/features/legal/routes/terms')) },
          { path: 'privacy', ...page(() => import('@/features/legal/routes/privacy')) },
          { path: 'cookies', ...page(() => import('@/features/legal/routes/cookies')) },
          {
            path: 'admin',
            element: <AdminGuard />,
            children: [
              { path: 'points', ...page(() => import('@/features/points/routes/admin-points')) },
              { path: 'reedems', ...page(() => import('@/features/redemptions/routes/admin-redemptions')) },
              { path: 'earning', ...page(() => import('@/features/earning/routes/admin-earning')) },
              { path: 'commands', ...page(() => import('@/features/chat-commands/routes/admin-commands')) },
              {
                path: 'hunt',
                // After the console: the slot requests panel (slot-requests feature), then the channel
                // platforms card (stream feature) after the console's /stream/live sources.
                ...composed(
                  () => import('@/features/live-hunt/routes/admin-hunt-page'),
                  () =>
                    import('@/features/slot-requests/components/slot-requests-panel').then((m) => m.SlotRequestsPanel),
                  () => import('@/features/stream/components/stream-platforms-form').then((m) => m.StreamPlatformsForm),
                ),
              },
              { path: 'overlays', ...page(() => import('@/features/overlays/routes/admin-overlays')) },
              { path: 'leaderboard', ...page(() => import('@/features/leaderboard/routes/admin-leaderboard')) },
              { path: 'offers', ...page(() => import('@/features/offers/routes/admin-offers')) },
              { path: 'boxes', ...page(() => import('@/features/minigame/routes/admin-boxes')) },
              { path: 'slots', ...page(() => import('@/features/slots/routes/admin-slots')) },
              { path: 'prizes', ...page(() => import('@/features/prizes/routes/admin-prizes')) },
              { path: 'giveaways', ...page(() => import('@/features/giveaways/routes/admin-giveaways')) },
              { path: 'site', ...page(() => import('@/features/site/routes/admin-site')) },
              { path: 'audit', ...page(() => import('@/features/audit/routes/admin-audit')) },
              { path: 'analytics', ...page(() => import('@/features/analytics/routes/admin-analytics')) },
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
