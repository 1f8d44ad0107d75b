import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { AdminGuard } from './admin-guard';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';
import { loadAreas } from '@/i18n';
import { HuntConsoleExtrasContext, type HuntConsoleExtras } from '@/lib/hunt-console-extras';
import { WagerBoardExtrasContext, type WagerBoardExtras } from '@/lib/wager-board-extras';

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
/**
 * A lazy page: its chunk and the catalog areas it reads (i18n/areas.ts: the feature's own, loaded in
 * the screen's language beside the chunk).
 */
const page = (
  load: () => Promise<PageModule>,
  areas: readonly string[],
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadAreas(areas)]);
    return { Component: module.default };
  },
  hydrateFallbackElement: pageFallback,
});

/**
 * A page made of one feature's page and parts of other features, drawn one after the other (features
 * never import each other, so the app layer puts them together), loaded as one lazy route.
 */
const composed = (
  areas: readonly string[],
  load: () => Promise<PageModule>,
  ...parts: (() => Promise<React.ComponentType>)[]
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  lazy: async () => {
    const [{ default: Page }, after] = await Promise.all([
      load(),
      Promise.all(parts.map((part) => part())),
      loadAreas(areas),
    ]);
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

/**
 * A page module whose page is given what another feature adds inside it through a context of lib/
 * (the leaderboard's wager board draws the wager milestones' own standing).
 */
const withContext =
  <T,>(load: () => Promise<PageModule>, Context: React.Context<T>, value: () => Promise<T>) =>
  async (): Promise<PageModule> => {
    const [{ default: Page }, provided] = await Promise.all([load(), value()]);
    return {
      default: () => (
        <Context value={provided}>
          <Page />
        </Context>
      ),
    };
  };

/** A page given what another feature adds inside it (withContext), loaded as one lazy route with its areas. */
const extended = <T,>(
  areas: readonly string[],
  load: () => Promise<PageModule>,
  Context: React.Context<T>,
  value: () => Promise<T>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => page(withContext(load, Context, value), areas);

/** The route table (docs/product.md#routes). */
export const routes: RouteObject[] = [
  { path: '/login', ...page(() => import('@/features/auth/routes/login-callback'), ['auth']) },
  { path: '/overlay/giveaway', ...page(() => import('@/features/giveaways/routes/overlay-giveaway'), ['giveaways']) },
  { path: '/overlay/tournament', ...page(() => import('@/features/overlays/routes/overlay-tournament'), ['overlays']) },
  {
    path: '/overlay/tournament-match',
    ...page(() => import('@/features/overlays/routes/overlay-tournament-match'), ['overlays']),
  },
  {
    path: '/overlay/slot-requests',
    ...page(() => import('@/features/overlays/routes/overlay-slot-requests'), ['overlays']),
  },
  { path: '/overlay/:name', ...page(() => import('@/features/overlays/routes/overlay-page'), ['overlays']) },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            // After the offers: the next scheduled stream with its countdown (stream feature).
            ...composed(
              ['offers', 'stream'],
              () => import('@/features/offers/routes/offers-page'),
              () => import('@/features/stream/components/next-stream').then((m) => m.NextStreamCard),
            ),
          },
          { path: 'shop', ...page(() => import('@/features/shop/routes/shop'), ['shop']) },
          {
            path: 'shop/redemptions',
            ...page(() => import('@/features/redemptions/routes/my-redemptions'), ['redemptions']),
          },
          { path: 'minigames/mines', ...page(() => import('@/features/mines/routes/mines-page'), ['mines']) },
          {
            path: 'minigames/blackjack',
            ...page(() => import('@/features/blackjack/routes/blackjack-page'), ['blackjack']),
          },
          { path: 'fairness', ...page(() => import('@/features/fairness/routes/fairness-page'), ['fairness']) },
          {
            path: 'leaderboard',
            // Under the sponsor's board: the viewer's own standing, and their row marked (wager-milestones feature).
            ...extended<WagerBoardExtras>(
              ['leaderboard', 'wager-milestones'],
              () => import('@/features/leaderboard/routes/leaderboard'),
              WagerBoardExtrasContext,
              () => import('@/features/wager-milestones/components/board-standing').then((m) => m.wagerBoardExtras),
            ),
          },
          { path: 'giveaways', ...page(() => import('@/features/giveaways/routes/giveaways-page'), ['giveaways']) },
          { path: 'giveaways/verify', ...page(() => import('@/features/giveaways/routes/verify-page'), ['giveaways']) },
          {
            path: 'giveaways/:id',
            ...page(() => import('@/features/giveaways/routes/giveaway-detail'), ['giveaways']),
          },
          {
            path: 'giveaways/:id/verify',
            ...page(() => import('@/features/giveaways/routes/verify-page'), ['giveaways']),
          },
          {
            path: 'tournaments',
            ...page(() => import('@/features/tournaments/routes/tournaments-page'), ['tournaments']),
          },
          {
            path: 'tournaments/:id',
            ...page(() => import('@/features/tournaments/routes/tournament-detail'), ['tournaments']),
          },
          { path: 'points/history', ...page(() => import('@/features/points/routes/points-history'), ['points']) },
          {
            path: 'profile',
            // After the profile: the viewer's casino accounts (casino-accounts feature), their wager
            // milestones (wager-milestones feature), responsible play (responsible-play feature), then
            // the public winners list choice (transparency feature).
            ...composed(
              ['auth', 'casino-accounts', 'wager-milestones', 'responsible-play', 'transparency'],
              () => import('@/features/auth/routes/profile-page'),
              () =>
                import('@/features/casino-accounts/components/casino-accounts-card').then((m) => m.CasinoAccountsCard),
              () =>
                import('@/features/wager-milestones/components/wager-progress-card').then((m) => m.WagerProgressCard),
              () =>
                import('@/features/responsible-play/components/responsible-play-card').then(
                  (m) => m.ResponsiblePlayCard,
                ),
              () => import('@/features/transparency/components/privacy-card').then((m) => m.PrivacyCard),
            ),
          },
          { path: 'crypto', ...page(() => import('@/features/news/routes/crypto-news'), ['news']) },
          { path: 'bonus-hunt', ...page(() => import('@/features/bonus-hunts/routes/hunt-list'), ['bonus-hunts']) },
          {
            path: 'bonus-hunt/:id',
            ...page(() => import('@/features/bonus-hunts/routes/hunt-detail'), ['bonus-hunts']),
          },
          {
            path: 'bonus-hunt/:id/shared',
            ...page(() => import('@/features/bonus-hunts/routes/hunt-detail'), ['bonus-hunts']),
          },
          { path: 'tools/blackjack', ...page(() => import('@/features/tools/routes/blackjack-chart'), ['tools']) },
          { path: 'tools/glossary', ...page(() => import('@/features/tools/routes/glossary'), ['tools']) },
          {
            path: 'stream/live',
            // After the player: the next scheduled stream with its countdown (stream feature), hidden while live.
            ...composed(
              ['live-hunt', 'stream'],
              () => import('@/features/live-hunt/routes/live-stream-page'),
              () => import('@/features/stream/components/next-stream').then((m) => m.NextStreamCard),
            ),
          },
          {
            path: 'stream/bonushunt',
            ...page(() => import('@/features/live-hunt/routes/bonushunt-page'), ['live-hunt']),
          },
          { path: 'hunt-stats', ...page(() => import('@/features/hunt-stats/routes/hunt-stats-page'), ['hunt-stats']) },
          {
            path: 'transparency',
            ...page(() => import('@/features/transparency/routes/transparency-page'), ['transparency']),
          },
          {
            path: 'hunt-stats/:id',
            ...page(() => import('@/features/hunt-stats/routes/finished-hunt-page'), ['hunt-stats']),
          },
          { path: 'stream/minigame', ...page(() => import('@/features/minigame/routes/minigame-page'), ['minigame']) },
          {
            path: 'slot-requests',
            ...page(() => import('@/features/slot-requests/routes/slot-requests-page'), ['slot-requests']),
          },
          { path: 'terms', ...page(() => import('@/features/legal/routes/terms'), ['legal']) },
          { path: 'privacy', ...page(() => import('@/features/legal/routes/privacy'), ['legal']) },
          { path: 'cookies', ...page(() => import('@/features/legal/routes/cookies'), ['legal']) },
          {
            path: 'admin',
            element: <AdminGuard />,
            children: [
              { path: 'points', ...page(() => import('@/features/points/routes/admin-points'), ['points']) },
              {
                path: 'reedems',
                ...page(() => import('@/features/redemptions/routes/admin-redemptions'), ['redemptions']),
              },
              { path: 'earning', ...page(() => import('@/features/earning/routes/admin-earning'), ['earning']) },
              {
                path: 'channel-rewards',
                ...page(() => import('@/features/channel-rewards/routes/admin-channel-rewards'), ['channel-rewards']),
              },
              {
                path: 'commands',
                ...page(() => import('@/features/chat-commands/routes/admin-commands'), ['chat-commands']),
              },
              {
                path: 'hunt',
                // Right under the console: the running tournaments' consoles (tournaments feature). After
                // the page: the slot requests panel (slot-requests feature), then the channel platforms card
                // and the stream schedule (stream feature) after the console's /stream/live sources.
                ...composed(
                  ['live-hunt', 'tournaments', 'slot-requests', 'stream'],
                  withContext<HuntConsoleExtras>(
                    () => import('@/features/live-hunt/routes/admin-hunt-page'),
                    HuntConsoleExtrasContext,
                    () =>
                      import('@/features/tournaments/components/hunt-console-panel').then((m) => ({
                        AfterConsole: m.TournamentsHuntPanel,
                      })),
                  ),
                  () =>
                    import('@/features/slot-requests/components/slot-requests-panel').then((m) => m.SlotRequestsPanel),
                  () => import('@/features/stream/components/stream-platforms-form').then((m) => m.StreamPlatformsForm),
                  () => import('@/features/stream/components/stream-schedule-form').then((m) => m.StreamScheduleForm),
                ),
              },
              { path: 'overlays', ...page(() => import('@/features/overlays/routes/admin-overlays'), ['overlays']) },
              {
                path: 'leaderboard',
                ...page(() => import('@/features/leaderboard/routes/admin-leaderboard'), ['leaderboard']),
              },
              { path: 'offers', ...page(() => import('@/features/offers/routes/admin-offers'), ['offers']) },
              { path: 'boxes', ...page(() => import('@/features/minigame/routes/admin-boxes'), ['minigame']) },
              { path: 'slots', ...page(() => import('@/features/slots/routes/admin-slots'), ['slots']) },
              { path: 'prizes', ...page(() => import('@/features/prizes/routes/admin-prizes'), ['prizes']) },
              {
                path: 'casino-accounts',
                ...page(() => import('@/features/casino-accounts/routes/admin-casino-accounts'), ['casino-accounts']),
              },
              {
                path: 'wager-milestones',
                ...page(
                  () => import('@/features/wager-milestones/routes/admin-wager-milestones'),
                  ['wager-milestones'],
                ),
              },
              {
                path: 'giveaways',
                ...page(() => import('@/features/giveaways/routes/admin-giveaways'), ['giveaways']),
              },
              {
                path: 'tournaments',
                ...page(() => import('@/features/tournaments/routes/admin-tournaments'), ['tournaments']),
              },
              { path: 'site', ...page(() => import('@/features/site/routes/admin-site'), ['site']) },
              { path: 'audit', ...page(() => import('@/features/audit/routes/admin-audit'), ['audit', 'earning']) },
              {
                path: 'analytics',
                ...page(() => import('@/features/analytics/routes/admin-analytics'), ['analytics']),
              },
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
