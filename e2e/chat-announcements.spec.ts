import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, signedInPage, test, toasts } from './support/fixtures';

/*
 * The chat announcements' card on /admin/commands (issue 34, item 5): the admin switches one on,
 * saves, and finds it saved after a reload, at desktop and phone sizes; the switch is put back after,
 * so no other spec's hunt, giveaway or slot request is announced.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const noHorizontalOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

for (const viewport of [DESKTOP, MOBILE])
  test(`the admin switches an announcement on and off (${viewport.width}px)`, async ({ browser, baseURL }) => {
    const admin = await signedInPage(browser, baseURL!, 'admin', viewport);
    await admin.goto('/admin/commands');
    const card = admin.getByRole('region', { name: 'Chat announcements' });
    const toggle = card.getByRole('switch', { name: 'Slot request played on Kick' });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await card.getByRole('button', { name: 'Save announcements' }).click();
    await expect(toasts(admin)).toContainText('Announcements saved.');
    await noHorizontalOverflow(admin);
    if (viewport === MOBILE) await card.screenshot({ path: test.info().outputPath('announcements-card.png') });

    await admin.reload();
    const again = admin.getByRole('region', { name: 'Chat announcements' });
    await expect(again.getByRole('switch', { name: 'Slot request played on Kick' })).toBeChecked();
    await again.getByRole('switch', { name: 'Slot request played on Kick' }).uncheck();
    await again.getByRole('button', { name: 'Save announcements' }).click();
    await expect(toasts(admin)).toContainText('Announcements saved.');
    await admin.context().close();
  });
