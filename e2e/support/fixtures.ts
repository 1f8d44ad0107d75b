import { randomBytes } from 'node:crypto';
import { test as base, expect, type Browser, type Cookie, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** Tests start past the age gate unless they are about it. */
export const test = base.extend<{ adult: void }>({
  adult: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([{ name: 'age', value: 'true', url: baseURL! }]);
      await use();
    },
    { auto: true },
  ],
});

/**
 * The sign-in dialog from Home: the header's log in button, then both declarations ticked. Returns
 * the dialog, whose "Log in via …" buttons the caller presses; its title names the platforms the
 * server offers ('Log in via Twitch', or 'Log in via Twitch or Kick').
 */
export async function openSignInDialog(page: Page, title = 'Log in via Twitch'): Promise<Locator> {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /log in/i })
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel(/I agree to the/).click();
  await dialog.getByLabel(/over 18/).click();
  return dialog;
}

/** The real flow up to the provider: the sign-in dialog, then "Log in via Twitch" (the demo page, or the fake Twitch). */
export async function startTwitchSignIn(page: Page) {
  const dialog = await openSignInDialog(page);
  await dialog.getByRole('button', { name: 'Log in via Twitch' }).click();
}

/** The real flow up to the demo provider's page. */
async function openDemoProvider(page: Page) {
  await startTwitchSignIn(page);
  await expect(page.getByRole('heading', { name: 'Demo sign-in' })).toBeVisible();
}

/** Back from the provider: /login callback -> home, signed in. */
export async function expectSignedIn(page: Page) {
  await page.waitForURL((url) => url.pathname === '/');
  // The first sign-ins of a run meet a cold server while other workers load pages: allow 15 s (a CI
  // run once took 7 s from the code exchange to the signed-in header).
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 15_000 });
}

/** Signs in through the real flow as one of the shared demo accounts (DemoViewer, DemoAdmin). */
export async function signIn(page: Page, account: 'viewer' | 'admin') {
  await openDemoProvider(page);
  await page.locator(`button[data-account="${account}"]`).click();
  await expectSignedIn(page);
}

/** The shared demo accounts' session cookies on the main server, made once per worker (see signInAs). */
const demoSessions = new Map<'viewer' | 'admin', Cookie[]>();

/**
 * Signed in as one of the shared demo accounts (DemoViewer, DemoAdmin) of the main server, for a spec
 * that is not about signing in: the first call of a worker for an account walks the real flow (signIn)
 * in a browser context of its own and keeps that session's cookies; every call adds them to the page's
 * context and opens Home with the header's account menu, where signIn leaves the page. Specs that test
 * signing in, or end the session they get, call signIn instead and so get a session of their own.
 */
export async function signInAs(page: Page, account: 'viewer' | 'admin') {
  let cookies = demoSessions.get(account);
  if (!cookies) {
    const context = await page.context().browser()!.newContext({ baseURL: BASE_URL });
    await context.addCookies([{ name: 'age', value: 'true', url: BASE_URL }]);
    await signIn(await context.newPage(), account);
    cookies = (await context.cookies(BASE_URL)).filter((c) => c.name !== 'age');
    await context.close();
    demoSessions.set(account, cookies);
  }
  await page.context().addCookies(cookies);
  await page.goto('/');
  await expectSignedIn(page);
}

/**
 * Signs in through the real flow as a viewer of this test's own: a throwaway demo login (e2e_ and 16
 * random hex digits) that the server creates on first sign-in with the demo viewer's starting points.
 * Nothing else touches its balance, games or seeds, so a test needs no lock and can read exact balances.
 * Returns the login (also the display name).
 */
export async function signInAsNewViewer(page: Page): Promise<string> {
  const login = `e2e_${randomBytes(8).toString('hex')}`;
  await openDemoProvider(page);
  await page.getByLabel(/throwaway viewer/).fill(login);
  await page.locator('button[data-account="throwaway"]').click();
  await expectSignedIn(page);
  return login;
}

/** A page of its own browser context, past the age gate, signed in as nobody yet. */
export async function adultPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addCookies([{ name: 'age', value: 'true', url: baseURL }]);
  return context.newPage();
}

/**
 * A page of its own browser context (past the age gate), signed in as one of the shared demo accounts
 * (the worker's kept session: signInAs).
 */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  account: 'viewer' | 'admin',
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const page = await adultPage(browser, baseURL, viewport);
  await signInAs(page, account);
  return page;
}

/**
 * A JSON call to the API as the page's user, failing the test on any non-2xx answer. State-changing
 * calls carry the site's Origin, as from the app itself; a 204 answers undefined.
 */
export async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  apiPath: string,
  data?: unknown,
): Promise<T> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(`${origin}/api/v1${apiPath}`, {
    method,
    data,
    headers: method === 'GET' ? {} : { origin },
  });
  expect(res.ok(), `${method} ${apiPath} -> ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

/** "Add new" on /bonus-hunt, name the hunt in its dialog, and wait for the new hunt's page. */
export async function createBonusHunt(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add new' }).click();
  const dialog = page.getByRole('dialog', { name: 'New bonus hunt' });
  await dialog.getByRole('textbox', { name: 'Hunt name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create hunt' }).click();
  await page.waitForURL(/\/bonus-hunt\/[0-9a-f-]{36}$/);
}

/**
 * The toast region (Radix toasts): its text is what the toasts on screen say. A modal dialog opened
 * meanwhile (a notice, say) hides the rest of the page from the accessibility tree, the region too,
 * while the toast still shows above it: `includeHidden` finds the region either way.
 */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/, includeHidden: true });

export { expect };
