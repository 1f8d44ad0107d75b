import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, signInAs, test } from './support/fixtures';

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the side menu lists the sections, marks Home new, shows the promo box and social links', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('complementary', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    for (const name of [
      'Home',
      'Shop',
      'Mines',
      'Blackjack',
      'Leaderboard',
      'Crypto News',
      'Bonus Hunt',
      'Glossary',
      'Live',
    ]) {
      await expect(menu.getByRole('link', { name, exact: false }).first()).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: /Home/ })).toContainText('new');
    await expect(menu.getByText('Join the community')).toBeVisible();
    for (const name of ['Twitch', 'Instagram', 'TikTok', 'Discord', 'Telegram']) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toBeHidden();

    await menu.getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL(/\/tools\/glossary$/);
    await expect(page.getByRole('heading', { name: 'Our Glossary' })).toBeVisible();

    await menu.getByRole('button', { name: 'Tools' }).click();
    await expect(menu.getByRole('link', { name: 'Glossary' })).toBeHidden();
  });

  test('the side menu runs down to the page bottom and its links stay on screen while scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Claim Offer' }).first()).toBeVisible();
    const menu = page.getByRole('complementary', { name: 'Main menu' });
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeGreaterThan(DESKTOP.height);
    const bottom = await menu.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(Math.abs(bottom - pageHeight)).toBeLessThanOrEqual(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(menu.getByRole('link', { name: 'Telegram', exact: true })).toBeInViewport();
    await expect(menu.getByRole('link', { name: /Home/ })).toBeInViewport();
  });

  test('at 1280x800 a visitor sees every side menu entry without scrolling the menu', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('complementary', { name: 'Main menu' });
    await expect(menu.getByText('Join the community')).toBeVisible();
    const list = menu.getByRole('navigation');
    expect(await list.evaluate((nav) => nav.scrollHeight - nav.clientHeight)).toBeLessThanOrEqual(0);
    for (const link of await list.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
  });

  test('each path change scrolls to the top', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the footer has the legal links and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies');
    await expect(footer.getByRole('link', { name: 'Glossary' })).toBeHidden();
  });

  test('the header offers the three languages by their own names; choosing one renders the page in it', async ({
    page,
  }) => {
    // PUT /locale answered here: this checks the switch (the call, then the page in the new language),
    // whatever the server does with the choice.
    const sent: unknown[] = [];
    await page.route('**/api/v1/locale', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ json: { locale: 'pt-PT' } });
    });
    await page.goto('/');
    const menu = page.getByRole('complementary', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: /Home/ })).toBeVisible();
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Language: English (EN)' });
    await expect(trigger).toBeInViewport({ ratio: 1 });
    await trigger.click();
    const languages = page.getByRole('menu');
    await expect(languages.getByRole('menuitemradio')).toHaveText([
      'English',
      'Português (Portugal)',
      'Português (Brasil)',
    ]);
    await expect(languages.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await languages.getByRole('menuitemradio', { name: 'Português (Portugal)' }).click();

    await expect(
      page.getByRole('complementary', { name: 'Menu principal' }).getByRole('link', { name: /Início/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Idioma: Português (Portugal) (PT)' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    expect(sent).toEqual([{ locale: 'pt-PT' }]);
  });

  test('an unknown route goes home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Our Offers' })).toBeVisible();
  });
});

test.describe('mobile 390x844', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('the bottom bar opens one submenu at a time and closes it on a second click or outside', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Bottom menu' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Main menu' })).not.toBeInViewport();

    await bar.getByRole('button', { name: 'Minigames' }).click();
    await expect(bar.getByRole('menu', { name: 'Minigames' })).toBeVisible();
    await bar.getByRole('button', { name: 'Stream' }).click();
    await expect(bar.getByRole('menu', { name: 'Minigames' })).toHaveCount(0);
    await expect(bar.getByRole('menu', { name: 'Stream' })).toBeVisible();
    await bar.getByRole('button', { name: 'Stream' }).click();
    await expect(bar.getByRole('menu')).toHaveCount(0);

    await bar.getByRole('button', { name: 'Minigames' }).click();
    await page.getByRole('heading', { name: 'Our Offers' }).click();
    await expect(bar.getByRole('menu')).toHaveCount(0);

    await bar.getByRole('button', { name: 'Minigames' }).click();
    await bar.getByRole('menuitem', { name: 'Mines' }).click();
    await expect(page).toHaveURL(/\/minigames\/mines$/);
    await expect(page.getByRole('heading', { name: 'Mines' })).toBeVisible();
    await expect(bar.getByRole('menu')).toHaveCount(0);
  });

  test("the header's language switch fits beside the log in button, and beside a viewer's points and avatar", async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const trigger = header.getByRole('button', { name: 'Language: English (EN)' });
    await expect(trigger).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole('button', { name: 'Log in' })).toBeInViewport({ ratio: 1 });
    await trigger.click();
    await expect(page.getByRole('menuitemradio')).toHaveCount(3);
    for (const item of await page.getByRole('menuitemradio').all()) await expect(item).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await signInAs(page, 'viewer');
    await expect(trigger).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('points-pill')).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.screenshot({ path: test.info().outputPath('header-390x844.png') });
  });

  test('the side menu is a drawer over an overlay; the footer shows the tool links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('complementary', { name: 'Main menu' });
    await expect(menu).toBeInViewport();
    await page.getByTestId('side-menu-overlay').click({ position: { x: 370, y: 400 } });
    await expect(menu).not.toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(menu).not.toBeInViewport();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Glossary' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Blackjack chart' })).toBeVisible();
  });
});

/**
 * The admin's side menu holds every section and every admin page: longer than a laptop's screen. Its
 * list scrolls on its own (the page stays where it is), down to the last admin entry.
 */
test.describe('the admin menu', () => {
  /** Wheels over the menu's list until it is at its end; returns the page's scroll before and after. */
  async function wheelToMenuEnd(page: Page) {
    const menu = page.getByRole('complementary', { name: 'Main menu' });
    const list = menu.getByRole('navigation');
    // The drawer slides in: wheel over the list where it ends up, not where it is mid-way (a cold
    // first run measured the box during the slide and wheeled beside the list).
    await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await expect(list).toBeInViewport({ ratio: 1 });
    const box = (await list.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, Math.min(box.y + box.height, page.viewportSize()!.height) - 40);
    const before = await page.evaluate(() => window.scrollY);
    for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 400);
    await expect
      .poll(() => list.evaluate((nav) => Math.ceil(nav.scrollTop + nav.clientHeight) >= nav.scrollHeight))
      .toBe(true);
    return { before, after: await page.evaluate(() => window.scrollY) };
  }

  test('at 1366x900 every admin entry is reached by scrolling the menu alone', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Claim Offer' }).first()).toBeVisible();
    const menu = page.getByRole('complementary', { name: 'Main menu' });
    const list = menu.getByRole('navigation');
    const last = menu.getByRole('link', { name: 'Analytics' });
    // The list ends on screen (it scrolls inside), not below the fold; the public groups start folded
    // for an admin. Since the admin menu grew to 19 entries (Tournaments), the last one is reached by
    // scrolling the list, which must not scroll the page.
    expect(await list.evaluate((nav) => nav.getBoundingClientRect().bottom)).toBeLessThanOrEqual(900);
    await expect(menu.getByRole('button', { name: 'Stream' })).toHaveAttribute('aria-expanded', 'false');
    const { before, after } = await wheelToMenuEnd(page);
    await expect(last).toBeInViewport({ ratio: 1 });
    expect(after).toBe(before);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('admin-menu-1366x900.png') });
    await last.click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    // On the admin page the menu shows its own entry, marked, without a scroll by hand.
    await expect(menu.getByRole('link', { name: 'Analytics' })).toBeInViewport({ ratio: 1 });
  });

  test('at 390x844 the drawer reaches every admin entry by scrolling its list', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await signInAs(page, 'admin');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('complementary', { name: 'Main menu' });
    await expect(menu).toBeInViewport();
    const last = menu.getByRole('link', { name: 'Analytics' });
    expect(
      await menu.getByRole('navigation').evaluate((nav) => nav.getBoundingClientRect().bottom),
    ).toBeLessThanOrEqual(MOBILE.height);
    await wheelToMenuEnd(page);
    await expect(last).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath('admin-menu-390x844.png') });
    await last.click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
  });
});
