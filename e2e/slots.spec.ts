import { DESKTOP, MOBILE, expect, signInAs, test, toasts } from './support/fixtures';

/*
 * The admin's slot catalogue (/admin/slots): add a slot, find it, edit its thumbnail (a broken image
 * falls back to the provider tile), refused input under its field, and a CSV import with its report.
 */
for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['390x844', MOBILE],
] as const) {
  test(`an admin adds, finds and edits a slot, then imports a CSV (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const tag = `${label === 'desktop' ? 'D' : 'M'}${Date.now() % 1_000_000}`;
    const name = `Zeta Quest ${tag}`;
    await signInAs(page, 'admin');
    await page.goto('/admin/slots');
    await expect(page.getByRole('heading', { name: 'Slot catalogue' })).toBeVisible();
    await expect(page.getByText('Type at least 3 letters')).toBeVisible();

    await page.getByRole('button', { name: 'Add slot' }).click();
    const add = page.getByRole('dialog', { name: 'Add a slot' });
    await add.getByLabel('Name', { exact: true }).fill(name);
    await add.getByLabel('Provider', { exact: true }).fill('E2E Studio');
    await add.getByLabel(/Thumbnail URL/).fill('//cdn.example/x.png');
    await add.getByRole('button', { name: 'Add' }).click();
    // A protocol-relative image URL is refused under its field, and nothing is stored.
    await expect(add.getByText(/^Thumbnail URL/).last()).toBeVisible();
    await expect(add.getByLabel(/Thumbnail URL/)).toHaveAttribute('aria-invalid', 'true');
    await add.getByLabel(/Thumbnail URL/).fill('');
    await add.getByLabel('RTP', { exact: true }).fill('96.10%');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(toasts(page)).toContainText(`${name} (E2E Studio) is in the catalogue.`);
    await expect(add).toBeHidden();

    await page.getByRole('searchbox', { name: 'Find a slot' }).fill(`zeta quest ${tag.toLowerCase()}`);
    const row = page.getByTestId('slot-row').filter({ hasText: name });
    await expect(row).toContainText('96.10%');
    await expect(row.getByTestId('slot-tile')).toHaveText('ZQ');

    // A thumbnail that cannot load shows the provider tile, never a broken image.
    await row.getByRole('button', { name: `Edit ${name} (E2E Studio)` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(name);
    await edit.getByLabel(/Thumbnail URL/).fill('https://127.0.0.1:9/missing.png');
    await edit.getByLabel('Volatility', { exact: true }).fill('High');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page)).toContainText(`Saved ${name}.`);
    await expect(row).toContainText('High');
    await expect(row.getByTestId('slot-tile')).toHaveText('ZQ');
    await expect(row.locator('img')).toHaveCount(0);

    const csv = [
      'name,provider,rtp,volatility,max_win',
      `${name},E2E Studio,96.20%,Medium,`,
      `Zeta Second ${tag},E2E Studio,95%,Low,1000x`,
      `,E2E Studio,,,`,
    ].join('\n');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'slots.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import' }).click();
    const report = page.getByRole('status').filter({ hasText: 'Added' });
    await expect(report).toContainText('Added 1, updated 1, rejected 1.');
    await expect(page.getByRole('list', { name: 'Rejected lines' })).toHaveText('Line 4: name is required');
    await expect(row).toContainText('96.20%');

    await page.getByRole('searchbox', { name: 'Find a slot' }).fill(`zeta second ${tag.toLowerCase()}`);
    await expect(page.getByTestId('slot-row')).toHaveCount(1);
    await expect(page.getByTestId('slot-row')).toContainText('1000x');
    if (label === '390x844') {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}

test('a viewer is refused the slot catalogue', async ({ page }) => {
  await signInAs(page, 'viewer');
  await page.goto('/admin/slots');
  await expect(page).toHaveURL(/\/$/);
});
