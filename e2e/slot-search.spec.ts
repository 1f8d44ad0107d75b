import { DESKTOP, MOBILE, createBonusHunt, expect, signInAsNewViewer, test } from './support/fixtures';

/*
 * The slot search box of the personal hunt: a fast "type and Enter" picks from the answer to what
 * was typed, never from the list of an earlier text still on screen, and adds exactly one bonus.
 */

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['390x844', MOBILE],
] as const) {
  test.describe(`slot search (${label})`, () => {
    test.use({ viewport });

    test('Enter before the new answer arrives waits for it and adds its top slot once', async ({ page }) => {
      await signInAsNewViewer(page);
      await page.goto('/bonus-hunt');
      await createBonusHunt(page, 'Search hunt');
      const box = page.getByTestId('new-bonus-row').getByRole('combobox', { name: 'Search slot' });
      const rows = page.getByTestId('bonus-row');

      // The ranking: the slot a streamer means comes first.
      await box.fill('sugar');
      await expect(page.getByRole('option').first()).toContainText('Sugar Rush');

      // The answer for the longer text is held back until the test lets it through.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked!: () => void;
      const requested = new Promise<void>((resolve) => (asked = resolve));
      await page.route(/\/api\/v1\/slots\?q=sugar%20cu/, async (route) => {
        asked();
        await held;
        await route.continue();
      });
      await box.fill('sugar cu');
      await box.press('Enter'); // the 'sugar' list (Sugar Rush on top) is still on screen, dimmed
      await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
      await requested;
      await expect(rows).toHaveCount(0);
      release();

      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Sugar Cubes');
      await expect(box).toHaveValue('');
      await expect(page.getByRole('listbox')).toBeHidden();

      // The same text again (the same slot twice in a row is common) pressed twice: one more.
      await box.fill('sugar cu');
      await expect(page.getByRole('option').first()).toContainText('Sugar Cubes');
      await box.press('Enter');
      await box.press('Enter');
      await expect(rows).toHaveCount(2);
      await expect(box).toHaveValue('');
      await expect(page.getByRole('listbox')).toBeHidden();
      await page.reload();
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'Sugar Cubes' })).toHaveCount(2);
    });
  });
}
