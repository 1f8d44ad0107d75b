import type { Browser, Locator, Page } from '@playwright/test';
import { MOBILE, callApi, expect, signInAs, signInAsNewViewer, test } from './support/fixtures';
import { lockLiveHunt } from './support/live-hunt-lock';

/*
 * Every action that needs an account asks a visitor to log in first: the first click opens the login
 * dialog, and no form, field or other dialog comes before it (a visitor never types a whole GTB guess
 * only to be told to log in). A signed-in viewer still gets the form. On a 390x844 phone.
 */
test.use({ viewport: MOBILE });
test.describe.configure({ timeout: 150_000 });

/** The live hunt with GTB and AVG open, made by the admin (the caller holds the live hunt lock). */
async function openHunt(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: MOBILE });
  await context.addCookies([{ name: 'age', value: 'true', url: baseURL }]);
  const admin = await context.newPage();
  await signInAs(admin, 'admin');
  const { hunt } = await callApi<{ hunt: { status: string } | null }>(admin, 'GET', '/live-hunt');
  if (hunt?.status !== 'live') await callApi(admin, 'POST', '/admin/live-hunt', { start: 10_000 });
  await callApi(admin, 'POST', '/admin/live-hunt/gtb', { status: 'opened' });
  await callApi(admin, 'POST', '/admin/live-hunt/avg', { status: 'opened' });
  // Slot requests open, so a visitor is offered to log in to request one.
  await callApi(admin, 'PUT', '/admin/slot-requests/settings', { open: true });
  await context.close();
}

/**
 * Clicks `control` once: the login dialog is the one dialog on screen, with no field to type in, and
 * closing it leaves no other dialog behind.
 */
async function expectLoginFirst(page: Page, control: Locator) {
  await control.click();
  const login = page.getByRole('dialog', { name: /^Log in/ });
  await expect(login).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(login.getByRole('textbox')).toHaveCount(0);
  await expect(login.getByRole('spinbutton')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a visitor’s first click on an action that needs an account opens the login dialog, before any form', async ({
  page,
  browser,
  baseURL,
}) => {
  const release = await lockLiveHunt();
  try {
    await openHunt(browser, baseURL!);
    await page.goto('/stream/bonushunt');
    await page.getByRole('tab', { name: 'GTB' }).click();
    await expectLoginFirst(page, page.getByRole('button', { name: 'Put GTB' }));
    await expect(page.getByPlaceholder('Type your guess')).toHaveCount(0);
    await page.getByRole('tab', { name: 'AVG' }).click();
    await expectLoginFirst(page, page.getByTestId('avg-tile-B'));
    await expect(page.getByPlaceholder('Digite sua aposta')).toHaveCount(0);
  } finally {
    release();
  }

  await page.goto('/bonus-hunt');
  await expectLoginFirst(page, page.getByRole('button', { name: 'Add new' }));
  await expect(page).toHaveURL(/\/bonus-hunt$/);

  await page.goto('/shop');
  await expectLoginFirst(page, page.getByRole('button', { name: 'Redeem', exact: true }).first());

  await page.goto('/minigames/mines');
  await expectLoginFirst(page, page.getByRole('button', { name: 'Bet', exact: true }));
  await page.goto('/minigames/blackjack');
  await expectLoginFirst(page, page.getByRole('button', { name: 'Bet', exact: true }));

  // The pages whose whole purpose needs an account show a log in button in place of their form.
  await page.goto('/giveaways');
  await expect(page.getByText('Log in to enter giveaways and see your tickets.')).toBeVisible();
  await expectLoginFirst(
    page,
    page
      .getByRole('main')
      .getByRole('button', { name: /^Log in/ })
      .first(),
  );
  await page.goto('/slot-requests');
  await expect(page.getByText('Log in to request a slot with your points.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search slot' })).toHaveCount(0);
  await expectLoginFirst(page, page.getByRole('main').getByRole('button', { name: /^Log in/ }));
  for (const path of ['/fairness', '/points/history', '/shop/redemptions', '/profile']) {
    await page.goto(path);
    await expectLoginFirst(
      page,
      page
        .getByRole('main')
        .getByRole('button', { name: /^Log in/ })
        .first(),
    );
  }
  await page.screenshot({ path: test.info().outputPath('profile-visitor.png') });
});

test('a signed-in viewer gets the GTB, AVG, Redeem and Add new forms, no login dialog', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsNewViewer(page);
  const release = await lockLiveHunt();
  try {
    await openHunt(browser, baseURL!);
    await page.goto('/stream/bonushunt');
    await page.getByRole('tab', { name: 'GTB' }).click();
    await page.getByRole('button', { name: 'Put GTB' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Guess The Balance' }).getByPlaceholder('Type your guess'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'AVG' }).click();
    await page.getByTestId('avg-tile-B').click();
    await expect(page.getByRole('dialog', { name: 'Bet on Group B' }).getByPlaceholder('Type your bet')).toBeVisible();
    await page.keyboard.press('Escape');
  } finally {
    release();
  }
  await expect(page.getByRole('dialog', { name: /^Log in/ })).toHaveCount(0);

  await page.goto('/shop');
  await page.getByRole('button', { name: 'Redeem', exact: true }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: /^Log in/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/bonus-hunt');
  await page.getByRole('button', { name: 'Add new' }).click();
  // Signed in, Add new asks for the hunt's name (the New bonus hunt dialog), never for a login.
  await expect(page.getByRole('dialog', { name: 'New bonus hunt' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Log in/ })).toHaveCount(0);
});
