import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, signInAsNewViewer, signedInPage, test, toasts } from './support/fixtures';

/*
 * Casino accounts (issue 33): a viewer of the test's own claims a name at Stake on /profile (pending:
 * no casino figures show it) and a name the seeded Roobet board shows (verified at once: the "Verified
 * at Roobet" badge); a second viewer is refused the verified name; the admin finds the pending claim on
 * /admin/casino-accounts and verifies it with a note, which the viewer then reads with a second badge.
 * The demo boards of this month hold the seeded names (apps/api/src/seed/leaderboard.ts); each viewport
 * takes its own.
 */
test.describe.configure({ timeout: 120_000 });

const noHorizontalOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

const seriousViolations = async (page: Page, include: string) => {
  const { violations } = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

for (const [label, viewport, seededName] of [
  ['desktop', DESKTOP, 'lucky7_pt'],
  ['390x844', MOBILE, 'AceKing'],
] as const) {
  test.describe(`casino accounts (${label})`, () => {
    test.use({ viewport });

    test('claim pending and verified names, refused for another viewer, verified by the admin', async ({
      page,
      browser,
      baseURL,
    }) => {
      const pendingName = `e2e_${randomBytes(5).toString('hex')}`;
      await signInAsNewViewer(page);
      await page.goto('/profile');
      const card = page.getByTestId('casino-accounts-card');
      await expect(card.getByRole('heading', { name: 'Casino accounts' })).toBeVisible();

      // A name no casino figure shows: pending, with its expiry.
      await card.getByLabel('Casino', { exact: true }).selectOption({ label: 'Stake' });
      await card.getByLabel('Your username at the casino').fill(`  ${pendingName} `);
      await card.getByRole('button', { name: 'Claim', exact: true }).click();
      await expect(toasts(page)).toContainText(`${pendingName} is claimed at Stake`);
      const pending = card.getByTestId('casino-account').filter({ hasText: pendingName });
      await expect(pending.getByTestId('casino-account-state')).toHaveText('Pending');
      await expect(pending).toContainText('expires');

      // Stake has a live claim now, so the form offers Roobet only; a name of its board: verified at once.
      await expect(card.getByLabel('Casino', { exact: true }).locator('option')).toHaveText(['Roobet']);
      await card.getByLabel('Your username at the casino').fill(seededName.toUpperCase());
      await card.getByRole('button', { name: 'Claim', exact: true }).click();
      await expect(card.getByTestId('verified-badge')).toHaveText(['Verified at Roobet']);
      await expect(card.getByText('You have a claim at every casino.')).toBeVisible();
      if (viewport === MOBILE) await noHorizontalOverflow(page);
      expect(await seriousViolations(page, '[data-testid="casino-accounts-card"]')).toEqual([]);

      // Another viewer cannot claim the verified name.
      const other = await browser.newContext({ baseURL, viewport });
      await other.addCookies([{ name: 'age', value: 'true', url: baseURL! }]);
      const otherPage = await other.newPage();
      await signInAsNewViewer(otherPage);
      await otherPage.goto('/profile');
      const otherCard = otherPage.getByTestId('casino-accounts-card');
      await otherCard.getByLabel('Casino', { exact: true }).selectOption({ label: 'Roobet' });
      await otherCard.getByLabel('Your username at the casino').fill(seededName);
      await otherCard.getByRole('button', { name: 'Claim', exact: true }).click();
      await expect(otherCard.getByRole('alert')).toHaveText(
        'This casino name is verified for another account. If it is yours, contact an admin.',
      );
      await expect(otherCard.getByTestId('casino-account')).toHaveCount(0);
      await other.close();

      // The admin finds the pending claim and verifies it with a note.
      const admin = await signedInPage(browser, baseURL!, 'admin', viewport);
      await admin.goto('/admin/casino-accounts');
      await admin.getByRole('searchbox', { name: 'Casino name or viewer' }).fill(pendingName);
      const row = admin.getByRole('row').filter({ hasText: pendingName });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('casino-account-state')).toHaveText('Pending');
      if (viewport === MOBILE) await noHorizontalOverflow(admin);
      await row.getByTestId('casino-verify').click();
      const dialog = admin.getByRole('dialog', { name: `Verify ${pendingName} at Stake?` });
      await dialog.getByLabel('Note for the viewer (optional)').fill('Checked with the casino');
      await dialog.getByRole('button', { name: 'Verify' }).click();
      // The outcome, not the toast: on a loaded machine the toast can come and go before it is read.
      await expect(row.getByTestId('casino-account-state')).toHaveText('Verified');
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('by DemoAdmin');
      expect(await seriousViolations(admin, 'main')).toEqual([]);
      await admin.context().close();

      await page.reload();
      await expect(card.getByTestId('verified-badge')).toHaveText(['Verified at Roobet', 'Verified at Stake']);
      await expect(card.getByTestId('casino-account').filter({ hasText: pendingName })).toContainText(
        "Admin's note: Checked with the casino",
      );
    });
  });
}
