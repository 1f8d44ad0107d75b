import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { DESKTOP, MOBILE, expect, signInAs, signInAsNewViewer, test, toasts } from './support/fixtures';

/*
 * The admin points table, the points leaderboard and the history page. Only DemoAdmin's own balance
 * is edited here: the shop spec spends DemoViewer's points at the same time on the same server.
 */

test.use({ viewport: DESKTOP });
// Signing in and a few server round trips can take most of the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("an admin edits a user's points in /admin/points and the new value shows", async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/points');
  await expect(page.getByRole('heading', { name: 'Points', level: 1 })).toBeVisible();
  for (const name of ['Username', 'Accounts', 'Points', 'Action'])
    await expect(page.getByRole('columnheader', { name })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Twitch ID' })).toHaveCount(0);

  await page.getByPlaceholder('Find a user...').fill('DemoAdm');
  await expect(page.getByRole('row')).toHaveCount(2); // the header and DemoAdmin
  const row = page.getByRole('row').filter({ hasText: 'DemoAdmin' });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Twitch DemoAdmin');

  const value = 1000 + Math.floor(Math.random() * 9_000_000);
  await row.getByRole('button', { name: 'Edit Points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Points for DemoAdmin' });
  const input = dialog.getByLabel('Points');
  // docs/product.md#admin-points: forced to an integer of at least 0.
  await input.fill('-5');
  await expect(input).toHaveValue('0');
  await input.fill('12.7');
  await expect(input).toHaveValue('12');
  await input.fill(String(value));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(row.getByRole('cell', { name: value.toLocaleString('en-US'), exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
    `DemoAdmin now has ${value.toLocaleString('en-US')} points.`,
  );
  // The header balance is refreshed too (the admin edited their own).
  await page.getByTestId('points-pill').hover();
  await expect(page.getByRole('tooltip')).toContainText(`${value.toLocaleString('en-US')} points`);
  // And the ledger names the change.
  await page.goto('/points/history');
  await expect(page.getByRole('row').nth(1)).toContainText('Set by an admin');
  await expect(page.getByRole('row').nth(1)).toContainText(value.toLocaleString('en-US'));
});

test('the Points header sorts on the server: none -> descending -> ascending -> none', async ({ page }) => {
  await signInAs(page, 'admin');
  const usersCall = (check: (url: URL) => boolean) =>
    page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/v1/admin/users' && check(url);
    });

  const first = usersCall((u) => !u.searchParams.has('sort') && u.searchParams.get('pageSize') === '20');
  await page.goto('/admin/points');
  await first;
  const header = page.getByRole('columnheader', { name: 'Points' });
  await expect(header).toHaveAttribute('aria-sort', 'none');

  const steps = [
    { sort: 'points', order: 'desc', aria: 'descending' },
    { sort: 'points', order: 'asc', aria: 'ascending' },
    { sort: null, order: null, aria: 'none' },
  ];
  for (const step of steps) {
    const call = usersCall(
      (u) => u.searchParams.get('sort') === step.sort && u.searchParams.get('order') === step.order,
    );
    await header.getByRole('button').click();
    await call;
    await expect(header).toHaveAttribute('aria-sort', step.aria);
  }

  await page.getByPlaceholder('Find a user...').fill('zz-nobody-has-this-name');
  await expect(page.getByRole('cell', { name: 'No results.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('season reset asks for RESET before it can run', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/points');
  await page.getByRole('button', { name: 'Season reset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Season reset' });
  await expect(dialog).toContainText('balances reset when the store runs out of stock');
  const run = dialog.getByRole('button', { name: 'Reset all balances' });
  await expect(run).toBeDisabled();
  await dialog.getByLabel('Type RESET to confirm').fill('reset');
  await expect(run).toBeDisabled();
  await dialog.getByLabel('Type RESET to confirm').fill('RESET');
  await expect(run).toBeEnabled();
  // Not pressed: resetting every balance would pull the rug from the tests running beside this one.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the leaderboard Points tab: search, points descending, paging at the ends', async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
  // The wager race (issue 10) is the default tab; the points table variant is the second.
  await page.getByRole('tab', { name: 'Points' }).click();
  await expect(page.getByRole('tab', { name: 'Points' })).toHaveAttribute('aria-selected', 'true');

  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const points = await page.locator('tbody tr td:last-child').allTextContents();
  const values = points.map((p) => Number(p.replaceAll(',', '')));
  expect(values).toEqual([...values].sort((a, b) => b - a));
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByPlaceholder('Find a user...').fill('demoview');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('DemoViewer');
  await page.getByPlaceholder('Find a user...').fill('zz-nobody-has-this-name');
  await expect(page.getByRole('cell', { name: 'No results.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Wager' }).click();
  await expect(page.getByTestId('podium')).toBeVisible();
});

test('points history: a visitor gets a login prompt; a viewer reaches it from the avatar menu', async ({ page }) => {
  await page.goto('/points/history');
  await expect(page.getByRole('heading', { name: 'Points history' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in via Twitch' })).toBeVisible();

  await signInAs(page, 'viewer');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Points history' }).click();
  await expect(page).toHaveURL(/\/points\/history$/);
  for (const name of ['Date', 'Reason', 'Change', 'Balance after'])
    await expect(page.getByRole('columnheader', { name })).toBeVisible();
  // Newest first: the seeded credit is the very last row, however many pages the other tests added.
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  while (await next.isEnabled()) {
    const pageText = await page.getByText(/^Page \d+ of \d+$/).textContent();
    await next.click();
    await expect(page.getByText(/^Page \d+ of \d+$/)).not.toHaveText(pageText!);
  }
  const seeded = page.getByRole('row').last();
  await expect(seeded).toContainText('Demo points');
  await expect(seeded).toContainText('+10,000');
  await expect(seeded).toContainText('10,000');
});

async function adminPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addCookies([{ name: 'age', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  await signInAs(page, 'admin');
  return page;
}

for (const [label, viewport] of [
  ['390x844', MOBILE],
  ['1366x900', { width: 1366, height: 900 }],
] as const) {
  test(`an admin adds and takes points with a reason; the table names both platforms' accounts (${label})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // A viewer of the test's own (10,000 points) with Twitch and a linked Kick account.
    await page.setViewportSize(viewport);
    const twitchLogin = await signInAsNewViewer(page);
    await page.goto('/profile');
    await page.getByTestId('linked-kick').getByRole('button', { name: 'Link Kick' }).click();
    const kickLogin = `e2e_${randomBytes(8).toString('hex')}`;
    await page.getByLabel(/throwaway viewer/).fill(`kick:${kickLogin}`);
    await page.locator('button[data-account="throwaway"]').click();
    await expect(toasts(page)).toContainText('Kick account linked.');

    const admin = await adminPage(browser, baseURL!, viewport);
    await admin.goto('/admin/points');
    await admin.getByPlaceholder('Find a user...').fill(twitchLogin);
    await expect(admin.getByRole('row')).toHaveCount(2);
    const row = admin.getByRole('row').filter({ hasText: twitchLogin }).first();
    const accounts = row.getByRole('list', { name: `Accounts of ${twitchLogin}` }).filter({ visible: true });
    await expect(accounts).toContainText(`Twitch ${twitchLogin}`);
    await expect(accounts).toContainText(`Kick ${kickLogin}`);
    await expect(row).toContainText('10,000');

    await row.getByRole('button', { name: 'Adjust' }).click();
    const dialog = admin.getByRole('dialog', { name: `Adjust points for ${twitchLogin}` });
    // Nothing typed: both fields say what they need; nothing is sent.
    await dialog.getByRole('radio', { name: '− Take' }).check();
    await dialog.getByRole('button', { name: 'Take points' }).click();
    await expect(dialog.getByRole('alert')).toHaveText([
      'Enter a whole number of points from 1 to 1,000,000,000.',
      'A reason is required (at least 3 characters).',
    ]);
    // More than the balance cannot be taken.
    await dialog.getByLabel('Amount (points)').fill('10001');
    await dialog.getByLabel('Reason (shown in their points history)').fill('Chargeback');
    await expect(dialog.getByTestId('adjust-preview')).toHaveText('Current balance: 10,000 · after: -1');
    await dialog.getByRole('button', { name: 'Take points' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `${twitchLogin} has 10,000 points: at most 10,000 can be taken.`,
    );
    await admin.screenshot({ path: test.info().outputPath(`adjust-dialog-${label}.png`) });

    await dialog.getByLabel('Amount (points)').fill('400');
    await dialog.getByRole('button', { name: 'Take points' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(admin)).toContainText(`Took 400 points from ${twitchLogin}: now 9,600.`);
    await expect(row).toContainText('9,600');

    await row.getByRole('button', { name: 'Adjust' }).click();
    await dialog.getByLabel('Amount (points)').fill('1250');
    await dialog.getByLabel('Reason (shown in their points history)').fill('Stream raffle winner');
    await expect(dialog.getByTestId('adjust-preview')).toHaveText('Current balance: 9,600 · after: 10,850');
    await dialog.getByRole('button', { name: 'Add points' }).click();
    await expect(toasts(admin)).toContainText(`Added 1,250 points to ${twitchLogin}: now 10,850.`);
    await expect(row).toContainText('10,850');
    if (label === '390x844')
      expect(
        await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
    await admin.screenshot({ path: test.info().outputPath(`admin-points-${label}.png`) });
    await admin.context().close();

    // The viewer's history names both adjustments with their reasons.
    await page.goto('/points/history');
    await expect(page.getByRole('row').nth(1)).toContainText('Adjusted by an admin');
    await expect(page.getByRole('row').nth(1)).toContainText('Stream raffle winner');
    await expect(page.getByRole('row').nth(1)).toContainText('+1,250');
    await expect(page.getByRole('row').nth(2)).toContainText('Chargeback');
  });
}
