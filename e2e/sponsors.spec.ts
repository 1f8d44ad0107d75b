import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, signInAs, test } from './support/fixtures';

/*
 * Sponsors: the offer cards of the home page (details dialog, Claim through /go/{slug}), and the
 * admin offer editor. The demo seed holds the nine cards. Partner hosts are reserved `.example`
 * names, answered here by a stub so the new tab has something to show.
 */

const noHorizontalOverflow = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
};

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['390x844', MOBILE],
] as const) {
  test.describe(`offers (${label})`, () => {
    test.use({ viewport });

    test('the home page shows the cards; the details dialog shows Player Information, steps and a promo code', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Our Offers' })).toBeVisible();
      const cards = page.getByTestId('offer-card');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(8);
      await noHorizontalOverflow(page);

      await page.getByRole('button', { name: 'Details of Nova Crypto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova Crypto' });
      await expect(dialog.getByRole('heading', { name: 'Player Information' })).toBeVisible();
      await expect(dialog.getByText('+180%')).toBeVisible();
      await expect(dialog.getByText('+360%')).toBeVisible();
      await expect(dialog.getByText('Min. withdrawal')).toBeVisible();
      await expect(dialog.getByRole('note')).toContainText('Gamble responsibly');
      const claim = dialog.getByRole('link', { name: 'Claim Offer' });
      await expect(claim).toHaveAttribute('href', '/go/nova-crypto');
      await expect(claim).toHaveAttribute('target', '_blank');
      await expect(claim).toHaveAttribute('rel', 'noopener');
      await noHorizontalOverflow(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Details of Lucky Spins' }).click();
      await expect(page.getByRole('dialog').getByTestId('promo-code')).toHaveText('STREAM75');
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Copy promo code' })).toBeVisible();
    });

    test("a 'coming' card has its actions disabled", async ({ page }) => {
      await page.goto('/');
      const card = page.getByTestId('offer-card').filter({ hasText: 'Neon Arcade' });
      await expect(card.getByRole('button', { name: 'Coming soon' })).toBeDisabled();
      await expect(card.getByRole('button', { name: /Details of/ })).toBeDisabled();
    });
  });
}

test('Claim opens the partner in a new tab through /go/{slug}, and the admin sees the click', async ({
  page,
  context,
  baseURL,
}) => {
  // The partner host does not exist here: the test checks the redirect the new tab received.
  const redirects: { status: number; location: string | undefined }[] = [];
  context.on('response', (res) => {
    if (new URL(res.url()).pathname === '/go/block-royale')
      redirects.push({ status: res.status(), location: res.headers()['location'] });
  });
  await page.goto('/');
  const card = page.getByTestId('offer-card').filter({ hasText: 'Block Royale' });
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('link', { name: 'Claim Offer' }).click(),
  ]);
  await expect.poll(() => redirects.length).toBe(1);
  expect(redirects[0]).toEqual({ status: 302, location: 'https://block-royale.example/r/demo' });
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();

  await signInAs(page, 'admin');
  const clicks = await page.request.get(`${baseURL}/api/v1/admin/offers/clicks`);
  const rows = (await clicks.json()) as { slug: string; clicks: number }[];
  expect(rows.find((r) => r.slug === 'block-royale')?.clicks).toBeGreaterThanOrEqual(1);
});

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['390x844', MOBILE],
] as const) {
  test(`an admin adds an offer in the editor, it shows on the home page, then hides and deletes it (${label})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signInAs(page, 'admin');
    await page.goto('/admin/offers');
    await expect(page.getByTestId('admin-offer-row').first()).toBeVisible();
    await noHorizontalOverflow(page);
    const slug = `e2e-${label === 'desktop' ? 'd' : 'm'}-${Date.now().toString(36)}`;
    const name = `E2E Casino ${slug}`;

    await page.getByRole('button', { name: 'Add offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add offer' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Slug').fill('Bad Slug');
    await dialog.getByLabel('Image').fill('/offers/orbit-play.svg');
    await dialog.getByLabel("Link (https URL or 'coming')").fill(`https://${slug}.example/r`);
    await dialog.getByRole('button', { name: 'Add step' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('lowercase letters, digits and dashes')).toBeVisible();
    await dialog.getByLabel('Slug').fill(slug);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('admin-offer-row').filter({ hasText: name });
    await expect(row).toBeVisible();

    await page.goto('/');
    await expect(page.getByTestId('offer-card').filter({ hasText: name })).toBeVisible();

    await page.goto('/admin/offers');
    await row.getByRole('button', { name: `Hide ${name}` }).click();
    await expect(row).toContainText('Hidden');
    await page.goto('/');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await expect(page.getByTestId('offer-card').filter({ hasText: name })).toHaveCount(0);

    // Delete asks first in the site's own dialog (never the browser's confirm()); Keep it changes nothing.
    page.on('dialog', (d) => {
      throw new Error(`unexpected native dialog: ${d.message()}`);
    });
    await page.goto('/admin/offers');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const ask = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await ask.getByRole('button', { name: 'Keep it' }).click();
    await expect(ask).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await ask.getByRole('button', { name: 'Delete offer' }).click();
    await expect(row).toHaveCount(0);
  });
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['390x844', MOBILE],
] as const) {
  test(`the wager leaderboard: sponsors, countdown, podium, ranks 4-10 and the past months (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/leaderboard');
    await expect(page.getByRole('tab', { name: 'Wager' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: /We Offer a \$5,000 prize pool at Roobet/ })).toBeVisible();
    const podium = page.getByTestId('podium');
    await expect(podium.locator('li')).toHaveCount(3);
    // Second on the left, first in the centre, third on the right.
    await expect(podium.locator('li').nth(1)).toHaveAttribute('data-rank', '1');
    await expect(podium.locator('li').nth(1)).toContainText('$2,000');
    await expect(page.getByTestId('rank-table').locator('tbody tr')).toHaveCount(7);
    await expect(page.getByTestId('countdown')).not.toContainText('--');
    await noHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Last Wager Races' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wager Race Winners' });
    const select = dialog.getByRole('combobox');
    await expect(select.locator('option')).toHaveCount(3);
    const first = await dialog.getByTestId('podium').textContent();
    await select.selectOption({ index: 2 });
    await expect(dialog.getByTestId('podium')).not.toHaveText(first ?? '');
    await expect(dialog.getByTestId('rank-table').locator('tbody tr')).toHaveCount(2);
    await noHorizontalOverflow(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await expect(page.getByRole('heading', { name: /prize pool at Stake/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last Wager Races' })).toHaveCount(0);
  });
}

test("the admin leaderboard shows last month's frozen standings", async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/leaderboard');
  // The heading names the pool and the sponsor shown (it used to stop at "prize pool at").
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We Offer a $5,000 prize pool at Roobet');
  await page.getByRole('button', { name: 'Stake', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^We Offer a \$[\d,]+ prize pool at Stake$/);
  await page.getByRole('button', { name: 'Roobet', exact: true }).click();
  await expect(
    page.getByText('Showing results as of the end of last month (23:59:59 Lisbon). T&C Applies.'),
  ).toBeVisible();
  await expect(page.getByTestId('podium')).toBeVisible();
  await expect(page.getByTestId('rank-table')).toBeVisible();

  // Sponsor configuration: credentials are write-only; a CSV sponsor gets its board by import.
  const sponsors = page.getByRole('region', { name: 'Sponsors' });
  await expect(sponsors.getByRole('row').filter({ hasText: 'Roobet' })).toContainText('not set');
  const slug = `csv-${Date.now().toString(36)}`;
  const add = sponsors.locator('form').first();
  await add.getByLabel('name').fill(`CSV ${slug}`);
  await add.getByLabel('slug').fill(slug);
  await add.getByLabel('logo').fill('/sponsors/stake.svg');
  await add.getByLabel('Adapter').selectOption('csv');
  await add.getByRole('button', { name: 'Add sponsor' }).click();
  await expect(sponsors.getByRole('row').filter({ hasText: `CSV ${slug}` })).toContainText('CSV import');
  const period = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
  const form = sponsors.locator('form').nth(1);
  await form.getByLabel('Sponsor').selectOption(slug);
  await form.getByLabel('Month (YYYY-MM)').fill(period);
  await form.getByRole('textbox', { name: 'CSV' }).fill('username,wagered\nzoe_top,900\nyan,800\n');
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByText('Imported 2, skipped 0.')).toBeVisible();

  // Editing: a bad prize list is explained; a rename and a new prize table are saved, the rest kept.
  await sponsors.getByRole('button', { name: `Edit CSV ${slug}` }).click();
  const editor = sponsors.getByRole('form', { name: `Edit CSV ${slug}` });
  await expect(editor.getByLabel('Prizes by rank (whole dollars)')).toHaveValue('2000 / 1500 / 750 / 500 / 250');
  await editor.getByLabel('Prizes by rank (whole dollars)').fill('300 / 200 / x');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText(/Whole points for ranks 1 to 10/)).toBeVisible();
  await editor.getByLabel('Prizes by rank (whole dollars)').fill('300 / 200 / 100');
  await editor.getByLabel('Name', { exact: true }).fill(`CSV ${slug} edited`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  await expect(sponsors.getByRole('row').filter({ hasText: `CSV ${slug} edited` })).toContainText('300 / 200 / 100');
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(`CSV ${slug} edited saved.`);
});

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['390x844', MOBILE],
] as const) {
  test(`the crypto news page shows the labelled sample cards without a token (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/crypto');
    await expect(page.getByRole('heading', { name: 'Crypto News' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Sample news');
    const cards = page.getByTestId('news-card');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText(/ago/);
    const more = cards.first().getByRole('link', { name: 'Read more' });
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(more).toHaveAttribute('href', /^https:\/\//);
    await noHorizontalOverflow(page);
  });
}
