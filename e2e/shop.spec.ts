import type { Page } from '@playwright/test';
import { verifiedAt } from './support/casino-account';
import {
  DESKTOP,
  MOBILE,
  callApi,
  expect,
  signInAs,
  signInAsNewViewer,
  signedInPage,
  test,
  toasts,
} from './support/fixtures';

/*
 * The shop and the redemption desk. Tests share one server with the other specs (2 workers), so each
 * creates its own items with unique names and asserts changes relative to what it saw, never totals.
 * The ones that spend DemoViewer's points run one after another (see the serial block) so that a
 * balance read before an action is still the balance when the action lands.
 */

type Item = { id: string; name: string; cost: number; quantity: number };
type LedgerEntry = { reason: string; delta: number; balanceAfter: number; params: { item?: string } | null };

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A second signed-in browser with its own cookies, for tests where a viewer and an admin both act. */
const createItem = (admin: Page, overrides: Partial<Omit<Item, 'id'>> = {}) =>
  callApi<Item>(admin, 'POST', '/shop', {
    name: unique('E2E Item'),
    description: 'Made by a browser test.',
    cost: 100,
    quantity: 5,
    image: '/favicon.svg',
    ...overrides,
  });

const balanceOf = async (page: Page) => (await callApi<{ points: number }>(page, 'GET', '/users/me')).points;

const TRANSIENTS_KEY = 'e2e-transients';
/**
 * Some states last only a moment: error toasts close after 2 s, 'Redeemed!' lasts until the reload
 * 3 s later. The page records each toast text and each card button (label and colour) it shows in
 * sessionStorage, which survives the reload, so a slow test runner cannot miss them.
 */
async function recordTransients(page: Page) {
  await page.addInitScript((key) => {
    const record = (entry: string) => {
      const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      if (!seen.includes(entry)) sessionStorage.setItem(key, JSON.stringify([...seen, entry]));
    };
    const colour = (el: Element) =>
      el.className.includes('bg-success') ? 'green' : el.className.includes('bg-danger') ? 'red' : '';
    new MutationObserver(() => {
      document.querySelectorAll('[role="region"] li').forEach((li) => record(`toast:${li.textContent?.trim()}`));
      document.querySelectorAll('article').forEach((card) => {
        const name = card.querySelector('h2')?.textContent?.trim();
        card.querySelectorAll('button').forEach((b) => record(`button:${name}:${b.textContent?.trim()}:${colour(b)}`));
      });
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, TRANSIENTS_KEY);
}
const transients = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], TRANSIENTS_KEY);

test.use({ viewport: DESKTOP });
// Most tests sign in two accounts; on a busy machine that alone can take most of the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.describe('spending DemoViewer points', () => {
  test.describe.configure({ mode: 'serial' });

  test('a viewer redeems an item: the balance drops by the cost, Redeemed! then Redeemed after the reload', async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await signedInPage(browser, baseURL!, 'admin');
    const item = await createItem(admin, { name: unique('E2E Redeem'), cost: 321, quantity: 3 });
    await admin.context().close();

    await recordTransients(page);
    await signInAs(page, 'viewer');
    await page.goto('/shop');
    const card = page.getByRole('article', { name: item.name });
    await expect(card).toContainText('321');
    await expect(card).toContainText('3 left');
    const before = await balanceOf(page);

    await card.getByRole('button', { name: 'Redeem', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Redemption' });
    await expect(dialog).toContainText('Are you sure you want to redeem this item?');
    await expect(dialog).toContainText(item.name);
    await expect(dialog).toContainText('321');
    const redeemed = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/reedem/${item.id}`) && r.request().method() === 'POST',
    );
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const { points } = (await (await redeemed).json()) as { points: number };
    expect(points).toBe(before - 321);
    // docs/product.md#redeeming: 'Redeemed!' in green, then the page reloads 3 s after the success.
    await expect.poll(() => transients(page)).toContain(`button:${item.name}:Redeemed!:green`);
    await reloaded;
    await expect(card.getByRole('button', { name: 'Redeemed', exact: true })).toBeDisabled();
    await expect(card).toContainText('2 left');
    await page.getByTestId('points-pill').hover();
    await expect(page.getByRole('tooltip')).toContainText(`${points.toLocaleString('en-US')} points`);

    // The ledger tells the same story: one row for this item, the cost taken off the previous balance.
    const history = await callApi<{ items: LedgerEntry[] }>(page, 'GET', '/points/history?page=1&pageSize=50');
    const index = history.items.findIndex((e) => e.reason === 'redemption' && e.params?.item === item.name);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(history.items[index]).toMatchObject({ delta: -321, balanceAfter: points });
    expect(history.items[index + 1]?.balanceAfter).toBe(points + 321);
  });

  test('short of points Redeem is disabled with the reason; a failed redemption reads Not enough points! and the toast gives the real cause', async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await signedInPage(browser, baseURL!, 'admin');
    const tooDear = await createItem(admin, { name: unique('E2E Too Dear'), cost: 1_000_000_000, quantity: 1 });
    const lastOne = await createItem(admin, { name: unique('E2E Last One'), cost: 10, quantity: 1 });

    await recordTransients(page);
    await signInAs(page, 'viewer');
    await page.goto('/shop');
    const before = await balanceOf(page);

    // Short of points: Redeem cannot even be pressed, and the card says how many are missing.
    const dearCard = page.getByRole('article', { name: tooDear.name });
    await expect(dearCard.getByRole('button', { name: 'Not enough points!' })).toBeDisabled();
    await expect(dearCard).toContainText(`You need ${(1_000_000_000 - before).toLocaleString('en-US')} more points.`);

    // Sold out between page load and click: the button keeps the reference's wording, the toast says why.
    const lastCard = page.getByRole('article', { name: lastOne.name });
    await expect(lastCard.getByRole('button', { name: 'Redeem', exact: true })).toBeEnabled();
    await callApi(admin, 'PATCH', `/shop/${lastOne.id}`, { quantity: 0 });
    await lastCard.getByRole('button', { name: 'Redeem', exact: true }).click();
    await page.getByRole('dialog', { name: 'Confirm Redemption' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(lastCard.getByRole('button', { name: 'Not enough points!' })).toBeVisible();
    await expect.poll(() => transients(page)).toContain('toast:This item is out of stock.');
    // The list refreshed behind it: no stock left, so no retry either.
    await expect(lastCard.getByRole('button', { name: 'Not enough points!' })).toBeDisabled();

    expect(await balanceOf(page)).toBe(before);
    await admin.context().close();
  });

  test('an admin approves one redemption and denies another; the viewer sees the refund in the history', async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await signedInPage(browser, baseURL!, 'admin');
    const approved = await createItem(admin, { name: unique('E2E Approve'), cost: 111 });
    const denied = await createItem(admin, { name: unique('E2E Deny'), cost: 222 });

    await signInAs(page, 'viewer');
    await callApi(page, 'POST', `/reedem/${approved.id}`);
    await callApi(page, 'POST', `/reedem/${denied.id}`);

    await admin.goto('/admin/reedems');
    await expect(admin.getByRole('heading', { name: 'Reedems', exact: true })).toBeVisible();
    await admin.getByPlaceholder('Find a user...').fill('demoview');
    const approveRow = admin.getByRole('row').filter({ hasText: approved.name });
    await expect(approveRow).toContainText('DemoViewer');
    await expect(approveRow).toContainText(/now|1 minute ago/);
    // The desk refetches in place (no reload), so the success toast stays and says what happened.
    await approveRow.getByRole('button', { name: 'Approve' }).click();
    await expect(toasts(admin)).toContainText(`Approved: ${approved.name} for DemoViewer.`);
    await expect(approveRow).toContainText('Approved');
    await expect(approveRow.getByRole('button')).toHaveCount(0);

    const denyRow = admin.getByRole('row').filter({ hasText: denied.name });
    await denyRow.getByRole('button', { name: 'Denied' }).click();
    await expect(toasts(admin)).toContainText(`Denied: ${denied.name} for DemoViewer. 222 points were refunded.`);
    await expect(denyRow.getByRole('button')).toHaveCount(0);
    await expect(denyRow).toContainText('Denied');
    await admin.context().close();

    await page.goto('/points/history');
    await expect(page.getByRole('heading', { name: 'Points history' })).toBeVisible();
    const refund = page.getByRole('row').filter({ hasText: 'Redemption refunded' }).filter({ hasText: denied.name });
    await expect(refund).toContainText('+222');
    await expect(
      page.getByRole('row').filter({ hasText: 'Shop redemption' }).filter({ hasText: denied.name }),
    ).toContainText('-222');
    await expect(
      page.getByRole('row').filter({ hasText: 'Redemption refunded' }).filter({ hasText: approved.name }),
    ).toHaveCount(0);
    // Denied returns the stock and frees the item to be redeemed again.
    await page.goto('/shop');
    await expect(
      page.getByRole('article', { name: denied.name }).getByRole('button', { name: 'Redeem', exact: true }),
    ).toBeEnabled();
  });
});

test('the redemption desk: search by user, newest first, sortable', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/reedems');
  const header = page.getByRole('columnheader', { name: 'Reedemed' });
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await page.getByPlaceholder('Find a user...').fill('nobody-by-this-name');
  await expect(page.getByRole('cell', { name: 'No results.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('an admin adds an item with the form (server errors under the fields), then archives it', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await expect(dialog.getByText('Link to a png image')).toBeVisible();

  await dialog.getByLabel('Cost').fill('0');
  await dialog.getByLabel('Image').fill('http://plain-http.example/x.png');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Cost')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Image')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'false');

  const name = unique('E2E Added');
  await dialog.getByLabel('Title').fill(name);
  await dialog.getByLabel('Description').fill('Added through the form.');
  await dialog.getByLabel('Cost').fill('75');
  await dialog.getByLabel('Quantity').fill('4');
  await dialog.getByLabel('Image').fill('/favicon.svg');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText(`${name} was added to the shop.`)).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('75');
  await expect(card).toContainText('4 left');

  await card.getByRole('button', { name: `Archive ${name}` }).click();
  await page.getByRole('dialog', { name: 'Archive item?' }).getByRole('button', { name: 'Archive' }).click();
  await expect(card).toHaveCount(0);
});

test('an affiliate-only item: a viewer not verified there is told how to verify; once verified, it is redeemed', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, baseURL!, 'admin');
  const item = await callApi<Item>(admin, 'POST', '/shop', {
    name: unique('E2E Affiliates'),
    cost: 10,
    quantity: 3,
    image: '/favicon.svg',
    affiliate: { sponsor: 'stake' },
  });
  await signInAsNewViewer(page);
  await page.goto('/shop');
  const card = page.getByRole('article', { name: item.name });
  await expect(card.getByTestId('affiliate-badge')).toHaveText('Affiliates only · Stake');
  await expect(card.getByTestId('affiliate-hint')).toHaveText(
    'Only for viewers with a verified Stake account. Verify yours on your profile.',
  );
  await expect(card.getByRole('button', { name: 'Redeem', exact: true })).toHaveCount(0);
  await card.getByRole('link', { name: 'Verify yours on your profile' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  await expect(page.getByTestId('casino-accounts-card')).toBeVisible();

  await verifiedAt(page, admin, 'Stake');
  await page.goto('/shop');
  await expect(card.getByTestId('affiliate-hint')).toHaveCount(0);
  await card.getByRole('button', { name: 'Redeem', exact: true }).click();
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await page.getByRole('dialog', { name: 'Confirm Redemption' }).getByRole('button', { name: 'Confirm' }).click();
  await reloaded;
  await expect(card.getByRole('button', { name: 'Redeemed', exact: true })).toBeDisabled();
  await callApi(admin, 'DELETE', `/shop/${item.id}`);
  await admin.context().close();
});

test('a visitor pressing Redeem gets the login dialog', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Our Shop' })).toBeVisible();
  await expect(page.getByText('Earn points and claim items')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Item' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Redeem', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Log in via Twitch' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Confirm Redemption' })).toHaveCount(0);
});

test.describe('grid', () => {
  const columnsOf = (page: Page) =>
    page.getByTestId('shop-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);

  test('the shop renders 2 columns at 390x844', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/shop');
    const cards = page.getByRole('article');
    await expect(cards.nth(2)).toBeVisible();
    expect(await columnsOf(page)).toBe(2);
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
    expect(a!.y).toBe(b!.y);
    expect(b!.x).toBeGreaterThan(a!.x);
    expect(c!.y).toBeGreaterThan(a!.y);
    expect(b!.x + b!.width).toBeLessThanOrEqual(MOBILE.width);
  });

  test('the shop renders 3 columns at 1280x800', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('article').nth(2)).toBeVisible();
    expect(await columnsOf(page)).toBe(3);
  });
});
