import { test as base, expect } from '@playwright/test';

// These tests start without the age cookie (plain Playwright test, not the fixture that sets it).
const test = base;

test('the age gate blocks the site and scrolling until accepted, then stays away for 24 h', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const gate = page.getByRole('dialog');
  await expect(gate).toContainText('Please confirm that you are of legal age to enter this website.');
  // The gate is in the HTML itself (the first paint); nothing of the site is rendered behind it.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Please confirm that you are of legal age to enter this website.');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  await gate.getByRole('button', { name: 'I AM 18 OR OLDER - ENTER' }).click();
  await expect(page.getByText('Please confirm that you are of legal age')).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  const age = (await context.cookies()).find((c) => c.name === 'age');
  expect(age?.value).toBe('true');
  expect(age?.path).toBe('/');
  const hours = ((age?.expires ?? 0) - Date.now() / 1000) / 3600;
  expect(hours).toBeGreaterThan(23.9);
  expect(hours).toBeLessThanOrEqual(24);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Our Offers' })).toBeVisible();
  await expect(page.getByText('Please confirm that you are of legal age')).toBeHidden();
});

test('refusing shows the adults-only block with a support link, and it sticks', async ({ page, context }) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: 'I AM UNDER 18 - EXIT' }).click();
  await expect(page.getByText('This website is intended only for adults!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', /^mailto:|^https?:/);
  await expect(page.getByRole('button', { name: /ENTER/ })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'age')?.value).toBe('false');
  await page.reload();
  await expect(page.getByText('This website is intended only for adults!')).toBeVisible();
});
