import type { Page } from '@playwright/test';
import { DESKTOP, expect, signInAs, test, toasts } from './support/fixtures';

/*
 * Issue 13, items 6 and 7: editing a shop item, the placeholder of a broken item image, the sign-in
 * failure page, the admin points limit, and a visitor's console (no 401, no router warning).
 * Each test makes its own shop items with unique names; no shared demo data is changed.
 */

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 120_000 });

type Item = { id: string; name: string; cost: number; quantity: number };
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createItem(admin: Page, overrides: Partial<Omit<Item, 'id'>> & { image?: string } = {}): Promise<Item> {
  const origin = new URL(admin.url()).origin;
  const res = await admin.request.post(`${origin}/api/v1/shop`, {
    data: {
      name: unique('E2E Finish'),
      description: 'Made by a browser test.',
      cost: 100,
      quantity: 5,
      image: '/favicon.svg',
      ...overrides,
    },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Item;
}

test('an admin edits an existing shop item from its card', async ({ page }) => {
  await signInAs(page, 'admin');
  const item = await createItem(page, { cost: 120, quantity: 3 });
  await page.goto('/shop');
  const card = page.getByRole('article', { name: item.name });
  await card.getByRole('button', { name: `Edit ${item.name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit Item' });
  await expect(dialog.getByLabel('Title')).toHaveValue(item.name);
  await expect(dialog.getByLabel('Cost')).toHaveValue('120');
  await expect(dialog.getByLabel('Quantity')).toHaveValue('3');

  // A bad value is refused under its field, the rest of the form kept.
  await dialog.getByLabel('Cost').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Cost')).toHaveAttribute('aria-invalid', 'true');

  const renamed = `${item.name} v2`;
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByLabel('Cost').fill('135');
  await dialog.getByLabel('Quantity').fill('7');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText(`${renamed} was updated.`);
  const edited = page.getByRole('article', { name: renamed });
  await expect(edited).toContainText('135');
  await expect(edited).toContainText('7 left');

  // The change is the server's, not only the screen's.
  await page.reload();
  await expect(page.getByRole('article', { name: renamed })).toContainText('7 left');
});

test('a shop image that fails to load shows a placeholder, not a broken image', async ({ page, browser, baseURL }) => {
  await signInAs(page, 'admin');
  const item = await createItem(page, { image: `/e2e-missing-${Date.now()}.png` });
  const visitor = await browser.newPage({ baseURL });
  await visitor.context().addCookies([{ name: 'age', value: 'true', url: baseURL! }]);
  await visitor.goto('/shop');
  const card = visitor.getByRole('article', { name: item.name });
  // The placeholder replaces the image on its error event, which can come late on a loaded machine.
  await expect(card.getByRole('img', { name: item.name })).toBeVisible({ timeout: 15_000 });
  await expect(card.locator('img')).toHaveCount(0);
  // A working image stays an image.
  const fine = await createItem(page);
  await visitor.reload();
  await expect(visitor.getByRole('article', { name: fine.name }).locator('img')).toHaveCount(1);
  await visitor.context().close();
});

test('a failed sign-in says what happened in a plain sentence and offers the way back', async ({ page }) => {
  // A callback without its state (an old or copied link) is what used to show the validator text.
  await page.goto('/login?code=stale-code');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Login failed');
  await expect(alert).toContainText(
    'This sign-in link has expired or was already used. Go back to the home page and log in again.',
  );
  await expect(alert).not.toContainText('Invalid request');
  await expect(alert).not.toContainText('Too small');
  await alert.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('button', { name: /log in/i })).toBeVisible();
});

test('an admin points value above the maximum names the limit and is not sent', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/points');
  await page.getByPlaceholder('Find a user...').fill('DemoAdm');
  const row = page.getByRole('row').filter({ hasText: 'DemoAdmin' });
  await row.getByRole('button', { name: 'Edit Points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Points for DemoAdmin' });
  const input = dialog.getByLabel('Points');
  let sent = false;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === '/api/v1/points') sent = true;
  });
  await input.fill('2000000000');
  await expect(dialog.getByRole('alert')).toHaveText(
    'A balance can be at most 1,000,000,000 points. Enter a smaller number.',
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await input.press('Enter');
  await input.fill('1000000000');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  expect(sent).toBe(false);
});

test('a visitor gets no 401 and no router warning in the console', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() === 401) problems.push(`401 ${new URL(r.url()).pathname}`);
  });
  for (const path of ['/', '/shop', '/leaderboard', '/points/history', '/minigames/mines', '/bonus-hunt']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('button', { name: /log in/i })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems.filter((p) => p.includes('401') || p.includes('HydrateFallback'))).toEqual([]);
});
