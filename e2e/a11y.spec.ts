import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { DESKTOP, MOBILE, expect, signIn, test } from './support/fixtures';

/*
 * Every route, as a guest and the demo viewer, and the admin pages (with the public pages that differ
 * for an admin) as the demo admin: no serious or critical axe violation (WCAG 2 A and AA rules) on
 * desktop or at 390x844, and nothing wider than the 390 px screen.
 * Read-only: pages are only visited, so the shared demo data other specs use is never changed.
 */
test.describe.configure({ timeout: 120_000 });

type Role = 'guest' | 'viewer' | 'admin';

/** The route table of apps/web/src/app/router.tsx; admin pages only for the admin (others are sent home). */
const publicRoutes = [
  '/',
  '/shop',
  '/minigames/mines',
  '/minigames/blackjack',
  '/fairness',
  '/leaderboard',
  '/giveaways',
  '/giveaways/verify',
  '/tournaments',
  '/points/history',
  '/crypto',
  '/bonus-hunt',
  '/tools/blackjack',
  '/tools/glossary',
  '/stream/live',
  '/stream/bonushunt',
  '/hunt-stats',
  '/transparency',
  '/stream/minigame',
  '/slot-requests',
  '/terms',
  '/privacy',
  '/cookies',
  '/overlay/hunt',
  '/overlay/gtb',
  '/overlay/avg',
  '/overlay/ticker',
  '/overlay/giveaway',
  '/overlay/tournament',
  '/overlay/tournament-match',
  '/overlay/slot-requests',
  '/shop/redemptions',
  '/profile',
];
const adminRoutes = [
  '/admin/points',
  '/admin/reedems',
  '/admin/earning',
  '/admin/hunt',
  '/admin/leaderboard',
  '/admin/offers',
  '/admin/boxes',
  '/admin/slots',
  '/admin/prizes',
  '/admin/casino-accounts',
  '/admin/wager-milestones',
  '/admin/channel-rewards',
  '/admin/tournaments',
  '/admin/giveaways',
  '/admin/overlays',
  '/admin/commands',
  '/admin/site',
  '/admin/audit',
  '/admin/analytics',
];

/**
 * The public pages that show an admin something a viewer does not see (the side menu's admin links on
 * every page, the shop's admin controls, the profile's admin section): the admin's pass visits these
 * and the admin pages; every other public page renders for an admin as for the viewer, whose pass
 * covers it (a third of the suite's axe time went to those repeats).
 */
const ADMIN_DIFFERS = ['/', '/shop', '/profile'];

/** Signed-in state per role, made on first use in each worker. */
const states = new Map<Role, Awaited<ReturnType<BrowserContext['storageState']>>>();
/** The demo viewer's shared hunt ("Sunday hunt", seeded). */
let demoHuntId = '';

async function newContext(
  browser: Browser,
  role: Role,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  if (role !== 'guest' && !states.has(role)) {
    const context = await newContext(browser, 'guest', DESKTOP);
    const page = await context.newPage();
    await signIn(page, role);
    states.set(role, await context.storageState());
    await context.close();
  }
  const storageState = states.get(role);
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, ...(storageState ? { storageState } : {}) });
  await context.addCookies([{ name: 'age', value: 'true', url: BASE_URL }]);
  return context;
}

/** The hunt routes need a real id: the seeded shared hunt, read from its owner's list. */
async function huntId(browser: Browser): Promise<string> {
  if (!demoHuntId) {
    const context = await newContext(browser, 'viewer', DESKTOP);
    const hunts = (await (await context.request.get('/api/v1/bonus-hunt')).json()) as Array<{
      id: string;
      name: string;
    }>;
    demoHuntId = hunts.find((h) => h.name === 'Sunday hunt')?.id ?? '';
    await context.close();
    expect(demoHuntId, 'the seeded demo hunt').not.toBe('');
  }
  return demoHuntId;
}

/**
 * Every route a role can open, in chunks of at most 4: a route takes 3-6 s on a quiet machine (load,
 * settle, axe), so each test stays far inside its time even on a loaded one.
 */
function routeChunks(role: Role): string[][] {
  const hunt = ['/bonus-hunt/:hunt/shared', ...(role === 'viewer' ? ['/bonus-hunt/:hunt'] : [])];
  const all =
    role === 'admin'
      ? [...publicRoutes.filter((r) => ADMIN_DIFFERS.includes(r)), ...adminRoutes]
      : [...publicRoutes, ...hunt];
  const chunks: string[][] = [];
  for (let i = 0; i < all.length; i += 4) chunks.push(all.slice(i, i + 4));
  return chunks;
}

/** Waits for the page's data: no loading spinner or 'Loading…' text left, fonts in, two frames painted. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText(/^Loading\b.*\.\.\.$/)).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))),
  );
}

/** Serious and critical violations, one line per rule with the offending targets. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const role of ['guest', 'viewer', 'admin'] as const) {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['390x844', MOBILE],
  ] as const) {
    routeChunks(role).forEach((chunk, index) => {
      const isMobile = label === '390x844';
      test(`${role}, ${label}, routes ${index + 1}: no serious or critical axe violation${isMobile ? ', no horizontal overflow' : ''}`, async ({
        browser,
      }) => {
        const id = chunk.some((r) => r.includes(':hunt')) ? await huntId(browser) : '';
        const context = await newContext(browser, role, viewport);
        const page = await context.newPage();
        const failures: string[] = [];
        for (const route of chunk.map((r) => r.replace(':hunt', id))) {
          await page.goto(route);
          await settle(page);
          const { pathname: landed } = new URL(page.url());
          if (landed !== route) failures.push(`${route}: redirected to ${landed}`);
          for (const v of await seriousViolations(page)) failures.push(`${route}: ${v}`);
          if (!isMobile) continue;
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > MOBILE.width) failures.push(`${route}: page is ${width} px wide`);
          if (route === '/admin/reedems') {
            // The desk's rows are cards on a phone: Approve and Denied on screen, not in a side scroll.
            const offscreen = await page
              .getByRole('main')
              .getByRole('button', { name: /^(Approve|Denied)$/ })
              .evaluateAll(
                (buttons, max) => buttons.filter((b) => b.getBoundingClientRect().right > max).length,
                MOBILE.width,
              );
            if (offscreen > 0) failures.push(`${route}: ${offscreen} Approve/Denied buttons off screen`);
          }
        }
        if (role === 'guest' && index === 0) {
          // The login dialog and the age gate are no routes, but every visitor meets them.
          await page.goto('/');
          await settle(page);
          await page
            .getByRole('banner')
            .getByRole('button', { name: /log in/i })
            .click();
          await expect(page.getByRole('dialog', { name: 'Log in via Twitch' })).toBeVisible();
          // Its opening animation has ended (axe reads the colours it ends on); endless ones (a spinner) aside.
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
                .map((a) => a.finished.catch(() => undefined)),
            ),
          );
          for (const v of await seriousViolations(page)) failures.push(`login dialog: ${v}`);
          // /login is the sign-in callback: without a code it goes home; a refusal shows its failure page.
          // Its 5 s redirect home is held back (axe needs the page's other timers, so no paused clock).
          const login = await context.newPage();
          await login.addInitScript(() => {
            const setTimer = window.setTimeout;
            window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) =>
              (ms ?? 0) >= 5000 ? 0 : setTimer(fn, ms, ...args)) as typeof window.setTimeout;
          });
          await login.goto('/login?error=access_denied');
          await expect(login.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
          for (const v of await seriousViolations(login)) failures.push(`/login failure: ${v}`);
          await login.close();
          // Last, as the age gate needs a visitor without the age cookie.
          await context.clearCookies();
          await page.goto('/');
          await expect(page.getByRole('button', { name: /18 OR OLDER/ })).toBeVisible();
          for (const v of await seriousViolations(page)) failures.push(`age gate: ${v}`);
        }
        await context.close();
        expect(failures, failures.join('\n')).toEqual([]);
      });
    });
  }
}
