import { DESKTOP, MOBILE, expect, signedInPage, test, toasts } from './support/fixtures';

/*
 * Custom chat commands and timers (issue 34, item 4): on /admin/commands the admin adds a command (a
 * Twitch text with a casino name is refused in the page's words first) and a timer, switches the timer
 * off, sees both fit a phone (axe runs on this page in a11y.spec.ts), and deletes both. The rows are the run's own and deleted again: no
 * other spec reads them.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('the admin adds, switches off and deletes a custom command and a timer', async ({ browser, baseURL }) => {
  const admin = await signedInPage(browser, baseURL!, 'admin');
  // The run's own names: an earlier run that stopped halfway may have left its rows.
  const run = Date.now().toString(36);
  const command = `!e2e-${run}`;
  const message = `Follow the channel ${run}`;
  await admin.setViewportSize(DESKTOP);
  await admin.goto('/admin/commands');
  const commands = admin.getByRole('region', { name: 'Custom commands' });
  await commands.getByRole('button', { name: 'Add a command' }).click();
  await commands.getByLabel('Name (without !)').fill(command.slice(1));
  await commands.getByLabel('Reply').fill('Play at Stake');
  await commands.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(admin)).toContainText('On Twitch this text would name a casino');
  await commands.getByLabel('Reply').fill('Be nice in chat, {user}!');
  await commands.getByRole('button', { name: 'Save' }).click();
  await expect(commands.getByText(command, { exact: true })).toBeVisible();

  const timers = admin.getByRole('region', { name: 'Timers' });
  await timers.getByRole('button', { name: 'Add a timer' }).click();
  await timers.getByLabel('Message', { exact: true }).fill(message);
  await timers.getByRole('button', { name: 'Save' }).click();
  const timer = timers.getByRole('switch', { name: `${message} on` });
  await expect(timer).toBeChecked();
  await timer.click();
  await expect(timer).not.toBeChecked();

  await admin.setViewportSize(MOBILE);
  expect(
    await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

  for (const [region, name] of [
    [commands, command],
    [timers, message],
  ] as const) {
    await region.getByRole('button', { name: `Delete ${name}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(region.getByText(name, { exact: true })).toHaveCount(0);
  }
  await admin.context().close();
});
