import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, signInAsNewViewer, signedInPage, test, toasts } from './support/fixtures';

/*
 * Wager milestones (issue 33): the admin saves tiers on /admin/wager-milestones; a viewer of the test's
 * own claims a name the seeded Stake board shows (verified at once) and sees on /profile the wager, the
 * place and the tier reached (paid at once: the header balance, the notice, the points history), and
 * on /leaderboard their place under Stake's board with their row marked.
 *
 * The tiers are global, so they are chosen to change no other spec's balance: only tiers at Stake since
 * verification, where no other spec's viewer has a wager (casino-accounts.spec.ts verifies a made-up
 * Stake name, never on the board, and seeded names at Roobet). The seeded Stake names wager about
 * $800,000 a month (apps/api/src/seed/leaderboard.ts), verified from last month on, so since
 * verification about $1.6 million to $1.8 million: $1,000,000 is reached (2,500 points, under the
 * approval size), $3,000,000 and $5,000,000 (text prizes) are not. The whole list is saved at once,
 * so the two viewports run one after the other (an admin saving beside another would drop its tier).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const noHorizontalOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

const seriousViolations = async (page: Page, include: string) => {
  const { violations } = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

/** Fills the last row of the editor: Stake, since verification, the wager, and points or a prize. */
async function fillLastRow(editor: Locator, threshold: string, reward: { points: string } | { prize: string }) {
  const row = editor.getByTestId('milestone-tier-row').last();
  await row.getByLabel('Casino').selectOption({ label: 'Stake' });
  await row.getByLabel('Counts').selectOption({ label: 'Since verification' });
  await row.getByLabel('Wager ($)').fill(threshold);
  if ('points' in reward) await row.getByLabel('Points').fill(reward.points);
  else {
    await row.getByLabel('Reward').selectOption({ label: 'A prize' });
    await row.getByLabel('Prize').fill(reward.prize);
  }
}

const points = async (page: Page) => Number(await page.getByTestId('points-pill').getAttribute('data-points'));

for (const [label, viewport, seededName, rank, month] of [
  ['desktop', DESKTOP, 'MoonBoyBets', 6, '$796,567.13'],
  ['390x844', MOBILE, 'spinz_lx', 4, '$906,025.15'],
] as const) {
  test(`the admin saves tiers; a verified viewer reaches one and sees their place (${label})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // The admin: the desktop run adds the $1,000,000 tier (2,500 points) and a $5,000,000 prize; the
    // phone run is refused a row without its wager, removes it, and adds a $3,000,000 prize.
    const admin = await signedInPage(browser, baseURL!, 'admin', viewport);
    await admin.goto('/admin/wager-milestones');
    await expect(admin.getByRole('heading', { level: 1, name: 'Wager milestones' })).toBeVisible();
    const editor = admin.getByTestId('milestone-tier-editor');
    const rows = editor.getByTestId('milestone-tier-row');
    if (viewport === DESKTOP) {
      await expect(editor.getByText('No milestones yet.')).toBeVisible();
      await editor.getByRole('button', { name: 'Add a milestone' }).click();
      await fillLastRow(editor, '1,000,000', { points: '2500' });
      await editor.getByRole('button', { name: 'Add a milestone' }).click();
      await fillLastRow(editor, '5000000', { prize: 'E2E signed jersey' });
    } else {
      await expect(rows).toHaveCount(2);
      await editor.getByRole('button', { name: 'Add a milestone' }).click();
      await editor.getByRole('button', { name: 'Save' }).click();
      const bad = rows.nth(2);
      await expect(bad.getByLabel('Wager ($)')).toHaveAttribute('aria-invalid', 'true');
      await expect(bad.getByText('Enter a whole amount from $1 to $100,000,000.')).toBeVisible();
      await expect(rows.nth(0).getByLabel('Wager ($)')).not.toHaveAttribute('aria-invalid');
      await noHorizontalOverflow(admin);
      await editor.getByRole('button', { name: 'Remove milestone 3' }).click();
      await expect(rows).toHaveCount(2);
      await editor.getByRole('button', { name: 'Add a milestone' }).click();
      await fillLastRow(editor, '3000000', { prize: 'E2E mobile cap' });
    }
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(admin)).toContainText('Milestones saved.');
    await expect(rows).toHaveCount(viewport === DESKTOP ? 2 : 3);
    await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
    const grants = admin.getByTestId('milestone-grants');
    await expect(grants.getByLabel('Show')).toHaveValue('awaiting');
    if (viewport === MOBILE) await noHorizontalOverflow(admin);
    expect(await seriousViolations(admin, 'main')).toEqual([]);

    // The viewer claims a name of the seeded Stake board: verified at once, the $1,000,000 tier paid.
    const login = await signInAsNewViewer(page);
    const before = await points(page);
    // The page reads the viewer's notices once, when it loads: that read is over before the claim, so
    // the milestone's notice shows on the next page (a modal over this one would hide the card).
    const noticesRead = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/me/notices'));
    await page.goto('/profile');
    await noticesRead;
    const claim = page.getByTestId('casino-accounts-card');
    await claim.getByLabel('Casino', { exact: true }).selectOption({ label: 'Stake' });
    await claim.getByLabel('Your username at the casino').fill(seededName);
    await claim.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect(toasts(page)).toContainText(`${seededName} is verified at Stake.`);

    const card = page.getByTestId('wager-progress-card');
    await expect(card.getByRole('heading', { name: 'Wager milestones' })).toBeVisible();
    const standing = card.getByTestId('wager-standing');
    await expect(standing.getByTestId('wager-standing-rank')).toHaveText(`#${rank} on the Stake board this month`);
    await expect(standing).toContainText(month);
    const tiers = card.getByTestId('milestone-tier');
    const reached = tiers.filter({ hasText: '$1,000,000 · 2,500 points' });
    await expect(reached.getByTestId('milestone-grant-status')).toHaveText('Paid');
    await expect(reached.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1000000');
    const next = tiers.filter({ hasText: viewport === DESKTOP ? 'E2E signed jersey' : 'E2E mobile cap' });
    await expect(next).toHaveAttribute('data-next', 'true');
    await expect(next.getByText('Next')).toBeVisible();
    await expect(next.getByRole('progressbar')).toHaveAttribute(
      'aria-valuemax',
      viewport === DESKTOP ? '5000000' : '3000000',
    );
    await expect(card.locator('[data-next="true"]')).toHaveCount(1);
    await expect.poll(() => points(page)).toBe(before + 2_500);
    if (viewport === MOBILE) await noHorizontalOverflow(page);
    expect(await seriousViolations(page, '[data-testid="wager-progress-card"]')).toEqual([]);

    // On the next page: the notice, then the ledger line.
    await page.goto('/points/history');
    const notice = page.getByRole('dialog', { name: 'Wager milestone reached: $1,000,000!' });
    await expect(notice).toContainText(
      'Stake: $1,000,000 wagered since verification. 2,500 points were added to your balance.',
    );
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toBeHidden();
    const line = page.getByRole('row').nth(1);
    await expect(line).toContainText('Wager milestone');
    await expect(line).toContainText('Stake: $1,000,000 wagered since verification');
    await expect(line).toContainText('+2,500');

    // The leaderboard: the viewer's place under Stake's board, their row marked, no name beside it.
    await page.goto('/leaderboard');
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await expect(page.getByRole('heading', { name: /prize pool at Stake/ })).toBeVisible();
    const own = page.getByTestId('own-standing');
    await expect(own).toHaveText(`Your place this month: #${rank} · ${month} wagered`);
    const ownRow = page.getByTestId('rank-table').locator('tr[data-own="true"]');
    await expect(ownRow).toHaveCount(1);
    await expect(ownRow.locator('td').first()).toHaveText(String(rank));
    await expect(ownRow).toHaveAttribute('aria-current', 'true');
    // The board keeps Stake's mask; nothing names the viewer or their casino name.
    for (const name of [seededName, login]) await expect(page.getByRole('main')).not.toContainText(name);

    // The viewer chooses to show their site name beside their casino name: the board shows it (within
    // the board's cache, 15 s), their casino name still masked.
    await page.goto('/profile');
    const choice = page.getByTestId('casino-account').filter({ hasText: seededName }).getByTestId('show-site-name');
    await expect(choice).not.toBeChecked();
    await choice.check();
    await expect(toasts(page)).toContainText('Your site name shows beside this casino name on the leaderboard.');
    await expect(async () => {
      await page.goto('/leaderboard');
      await page.getByRole('button', { name: 'Stake', exact: true }).click();
      await expect(ownRow.getByTestId('board-viewer')).toHaveAttribute('title', `On this site: ${login}`, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 45_000, intervals: [3_000] });
    // Once on the page (the desktop run's viewer shows theirs too, on the phone run).
    await expect(page.getByTestId('board-viewer').filter({ hasText: login })).toHaveCount(1);
    await expect(page.getByRole('main')).not.toContainText(seededName);
    // Roobet: no verified account there, so the profile is suggested and no row is marked.
    await page.getByRole('button', { name: 'Roobet', exact: true }).click();
    await expect(own).toContainText('Verify your Roobet username on your profile');
    await expect(page.locator('[data-own="true"]')).toHaveCount(0);
    if (viewport === MOBILE) await noHorizontalOverflow(page);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // The admin's desk lists the grant as paid.
    await grants.getByLabel('Show').selectOption({ label: 'Paid' });
    const paid = grants.getByTestId('milestone-grant').filter({ hasText: login });
    await expect(paid).toHaveCount(1);
    await expect(paid).toContainText('2,500 points');
    await expect(paid.getByTestId('milestone-grant-status')).toHaveText('Paid');
    await admin.context().close();
  });
}
