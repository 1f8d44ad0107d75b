import { DESKTOP, MOBILE, expect, signInAs, test } from './support/fixtures';

/* The box picker: at most 4 selections in total, per-box counts never below 0, the info popup. */
for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['390x844', MOBILE],
] as const) {
  test(`the box picker caps the selection at 4 and lists a box's slots (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/stream/minigame');
    await expect(page.getByRole('heading', { name: 'MINIGAME' })).toBeVisible();
    const cards = page.getByTestId('box-card');
    await expect(cards.first()).toBeVisible();
    const selected = page.getByRole('heading', { name: /Selected Boxes/ });
    await expect(selected).toHaveText('Selected Boxes (0/4)');

    const first = cards.nth(0);
    const second = cards.nth(1);
    await expect(first.getByRole('button', { name: /^Remove one/ })).toBeDisabled();
    for (let i = 0; i < 3; i++) await first.getByRole('button', { name: /^Add one/ }).click();
    await second.getByRole('button', { name: /^Add one/ }).click();
    await expect(selected).toHaveText('Selected Boxes (4/4)');
    await expect(second.getByRole('button', { name: /^Add one/ })).toBeDisabled();
    await expect(first.getByRole('button', { name: /^Add one/ })).toBeDisabled();
    await first.getByRole('button', { name: /^Remove one/ }).click();
    await expect(selected).toHaveText('Selected Boxes (3/4)');
    await expect(second.getByRole('button', { name: /^Add one/ })).toBeEnabled();

    await first.getByRole('button', { name: /^Slots of/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('slots in this box');
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('an admin adds a box, gives it a catalogue slot and sees it on the picker', async ({ page }) => {
  const name = `E2E box ${Date.now() % 100000}`;
  await signInAs(page, 'admin');
  await page.goto('/admin/boxes');
  await page.getByRole('textbox', { name: 'New box name' }).fill(name);
  await page.getByRole('button', { name: 'Add box' }).click();
  const editor = page.getByTestId('box-editor').filter({ hasText: name });
  await expect(editor).toBeVisible();
  await editor.getByRole('combobox', { name: 'Search slot' }).fill('olymp');
  await page
    .getByRole('option', { name: /Gates Of Olympus/ })
    .first()
    .click();
  await expect(editor.getByRole('list', { name: `Slots of ${name}` })).toContainText('Gates Of Olympus');
  await page.goto('/stream/minigame');
  await expect(page.getByTestId('box-card').filter({ hasText: name })).toBeVisible();
  await page.goto('/admin/boxes');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByTestId('box-editor').filter({ hasText: name })).toHaveCount(0);
});
