import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callApi, expect, toasts } from './fixtures';

/**
 * Makes the page's viewer a verified affiliate at a sponsor the real way: they claim a fresh name on
 * /profile (pending: no board shows it), and the admin's page verifies that claim by hand through the
 * desk's API (ADR 058). Returns the name.
 */
export async function verifiedAt(viewer: Page, admin: Page, sponsor: 'Stake' | 'Roobet'): Promise<string> {
  const name = `e2e_${randomBytes(5).toString('hex')}`;
  await viewer.goto('/profile');
  const card = viewer.getByTestId('casino-accounts-card');
  await card.getByLabel('Casino', { exact: true }).selectOption({ label: sponsor });
  await card.getByLabel('Your username at the casino').fill(name);
  await card.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(toasts(viewer)).toContainText(`${name} is claimed at ${sponsor}`);
  const { items } = await callApi<{ items: Array<{ id: string; username: string }> }>(
    admin,
    'GET',
    `/admin/casino-accounts?q=${name}`,
  );
  expect(items.map((i) => i.username)).toEqual([name]);
  await callApi(admin, 'POST', `/admin/casino-accounts/${items[0]!.id}/verify`, {});
  return name;
}
