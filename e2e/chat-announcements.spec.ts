import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, signedInPage, test, toasts } from './support/fixtures';

/*
 * The chat announcements' card on /admin/commands (issue 34, item 5): the admin switches one on and
 * saves at desktop size, finds it saved after a reload at phone size (nothing overflows), and puts it
 * back, so no other spec's hunt, giveaway or slot request is announced.
 */
test.describe.configure({ timeout: 60_000 });

const noHorizontalOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

test('the admin switches an announcement on, finds it saved, and switches it off', async ({ browser, baseURL }) => {
  const admin = await signedInPage(browser, baseURL!, 'admin', DESKTOP);
  await admin.goto('/admin/commands');
  const card = admin.getByRole('region', { name: 'Chat announcements' });
  const toggle = card.getByRole('switch', { name: 'Slot request played on Kick' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await card.getByRole('button', { name: 'Save announcements' }).click();
  await expect(toasts(admin)).toContainText('Announcements saved.');
  await noHorizontalOverflow(admin);

  await admin.setViewportSize(MOBILE);
  await admin.reload();
  await expect(toggle).toBeChecked();
  await noHorizontalOverflow(admin);
  await card.screenshot({ path: test.info().outputPath('announcements-card.png') });
  await toggle.uncheck();
  await card.getByRole('button', { name: 'Save announcements' }).click();
  await expect(toasts(admin)).toContainText('Announcements saved.');
  await admin.context().close();
});
