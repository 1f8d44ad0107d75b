import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MOBILE, expect, signInAsNewViewer, test } from './support/fixtures';

/*
 * Responsible play (issue 35, ADR 067) on a phone (390x844): a viewer of the test's own sets a daily
 * loss limit on /profile, takes a 24-hour break behind the confirm that says it cannot be undone, then
 * finds Mines saying why betting is off and until when; the server refuses a bet all the same.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: MOBILE });

const noHorizontalOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

test('limits and a break on /profile, then Mines says until when (390x844)', async ({ page }) => {
  await signInAsNewViewer(page);
  await page.goto('/profile');
  const card = page.getByTestId('responsible-play-card');
  await expect(card.getByRole('heading', { name: 'Responsible play' })).toBeVisible();

  await card.getByLabel('Daily limit (points)').fill('100');
  await card.getByRole('button', { name: 'Save limits' }).click();
  await expect(card.getByText('Lost 0 points of 100 points; 100 left')).toBeVisible();
  await noHorizontalOverflow(page);
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="responsible-play-card"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const coolOff = card.getByTestId('rg-cool-off');
  await coolOff.getByRole('button', { name: 'Start the break' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByRole('button', { name: 'Yes, start the break' }).click();
  await expect(card.getByTestId('rg-block')).toContainText('You are taking a break from betting points until');
  await noHorizontalOverflow(page);

  await page.goto('/minigames/mines');
  await expect(page.getByTestId('responsible-play-notice')).toContainText(
    'You are taking a break from betting points until',
  );
  const origin = new URL(page.url()).origin;
  const bet = await page.request.post(`${origin}/api/v1/mines`, { data: { bet: 10, mines: 3 }, headers: { origin } });
  expect(bet.status()).toBe(403);
  expect((await bet.json()).error.code).toBe('RG_COOLING_OFF');
});
