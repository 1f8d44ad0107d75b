import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LIVE_URL } from '../playwright.config';
import {
  DESKTOP,
  callApi,
  expect,
  expectSignedIn,
  signInAs,
  signInAsNewViewer,
  startTwitchSignIn,
  test,
} from './support/fixtures';
import { lockLiveHunt } from './support/live-hunt-lock';

/*
 * The header balance follows every server-side change without a reload: a viewer's page stays open
 * while the server changes the balance in each way (an admin edit, a redemption made elsewhere and
 * its denial, an AVG bet and the live hunt's cancel refund). Each step prints the time from the
 * server-side change (the request that made it was sent) to the header showing the new value.
 */
test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 150_000 });

/** Records in the page when the header pill shows each balance (a MutationObserver, page clock). */
async function watchPill(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __seen: Record<string, number> };
    w.__seen = {};
    const record = () => {
      const value = document.querySelector('[data-testid="points-pill"]')?.getAttribute('data-points');
      if (value && !(value in w.__seen)) w.__seen[value] = Date.now();
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-points'],
    });
    record();
  });
}

/** Runs a server-side change from another context; waits for the viewer's header to show `balance`; prints the time. */
async function expectPushed(viewer: Page, label: string, balance: number, change: () => Promise<unknown>) {
  await viewer.evaluate(() => {
    (window as unknown as { __seen: Record<string, number> }).__seen = {};
  });
  const sent = Date.now();
  await change();
  const answered = Date.now();
  await expect(viewer.getByTestId('points-pill')).toHaveAttribute('data-points', String(balance));
  const seen =
    (await viewer.evaluate(
      (b) => (window as unknown as { __seen: Record<string, number> }).__seen[String(b)],
      balance,
    )) ?? Number.NaN;
  // The change committed between `sent` and `answered`: the push took at most seen - sent.
  console.log(
    `balance push [${label}]: header showed ${balance} ${seen - sent} ms after the change was sent, ${seen - answered} ms after its answer`,
  );
  expect(seen - answered).toBeLessThan(1_000);
}

const post = (page: Page, path: string, method: 'POST' | 'PUT' = 'POST', data?: unknown) =>
  callApi<Record<string, unknown>>(page, method, path, data);

async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  await context.addCookies([{ name: 'age', value: 'true', url: baseURL }]);
  return { context, page: await context.newPage() };
}

test('an admin edit, a redemption made elsewhere and its denial reach the open header', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsNewViewer(page);
  const me = (await (await page.request.get('/api/v1/users/me')).json()) as { _id: string; points: number };
  await watchPill(page);
  await expect(page.getByTestId('points-pill')).toHaveAttribute('data-points', String(me.points));

  const { context, page: admin } = await newPage(browser, baseURL!);
  await signInAs(admin, 'admin');
  await expectPushed(page, 'admin edit', 777, () => post(admin, '/points', 'PUT', { id: me._id, points: 777 }));

  const item = (await post(admin, '/shop', 'POST', {
    name: `E2E Push ${Date.now()}`,
    description: 'Made by a browser test.',
    cost: 123,
    quantity: 5,
    image: '/favicon.svg',
  })) as { id: string };
  // The redemption is made outside the page (its own request context): only the push tells the header.
  let redemptionId = '';
  await expectPushed(page, 'redemption', 654, async () => {
    redemptionId = ((await post(page, `/reedem/${item.id}`)) as { redemption: { _id: string } }).redemption._id;
  });
  await expectPushed(page, 'redemption denied (refund)', 777, () => post(admin, `/reedem/denied/${redemptionId}`));
  await context.close();
});

test.describe('on the Twitch server', () => {
  test.use({ baseURL: LIVE_URL });

  async function signInThroughFake(page: Page, login: string) {
    await page.context().addCookies([{ name: 'age', value: 'true', url: LIVE_URL }]);
    const start = await page.request.get('/api/v1/auth/twitch', { maxRedirects: 0 });
    await page
      .context()
      .addCookies([{ name: 'fake_twitch_login', value: login, url: new URL(start.headers().location!).origin }]);
    await startTwitchSignIn(page);
    await expectSignedIn(page);
  }

  test('an AVG bet placed elsewhere and the live hunt cancel refund reach the open header', async ({
    page,
    browser,
  }) => {
    // The streamer (admin here) runs a hunt of its own, under the live hunt lock: the docked player's
    // test of e2e/live.spec.ts shows this server's live hunt too.
    const { context, page: admin } = await newPage(browser, LIVE_URL);
    await signInThroughFake(admin, 'bigstreamer');
    await signInThroughFake(page, 'balancefan');
    const me = (await (await page.request.get('/api/v1/users/me')).json()) as { _id: string };
    await post(admin, '/points', 'PUT', { id: me._id, points: 1_000 });
    await expect(page.getByTestId('points-pill')).toHaveAttribute('data-points', '1000');
    await watchPill(page);

    const release = await lockLiveHunt(LIVE_URL);
    try {
      await admin.request.post('/api/v1/admin/live-hunt/cancel', { headers: { origin: LIVE_URL } });
      const hunt = (await post(admin, '/admin/live-hunt', 'POST', { start: 10_000 })) as { _id: string };
      await post(admin, '/admin/live-hunt/avg', 'POST', { status: 'opened' });
      await expectPushed(page, 'AVG bet', 750, () =>
        post(page, `/bonustracker/${hunt._id}/avg`, 'PUT', { guess: 'C', bet: 250 }),
      );
      await expectPushed(page, 'live hunt cancelled (AVG refund)', 1_000, () => post(admin, '/admin/live-hunt/cancel'));
    } finally {
      release();
    }
    await context.close();
  });
});
