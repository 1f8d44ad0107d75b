import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok, refuse } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { grant, tier } from '../test-fixtures';
import { GrantsDesk } from './grants-desk';

const awaiting = [grant(1), grant(2, { user: { id: grant(2).user.id, username: 'viewer2' } })];
const paid = [
  grant(3, {
    status: 'paid',
    periodKey: 'lifetime',
    tier: tier(7, { sponsor: null, scope: 'lifetime', threshold: 2_000, rewardPoints: null, rewardText: 'Hoodie' }),
    rewardPoints: null,
    rewardText: 'Hoodie',
  }),
];
const text = (el: Element) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

function setup() {
  const server = fakeApi({
    'GET /config': ok({ currency: 'USD' }),
    'GET /admin/wager-milestones/grants?status=awaiting': ok({ grants: awaiting }),
    'GET /admin/wager-milestones/grants?status=paid': ok({ grants: paid }),
    'GET /admin/wager-milestones/grants': ok({ grants: [...awaiting, ...paid] }),
    [`POST /admin/wager-milestones/grants/${awaiting[0]!.id}/approve`]: ok({ ...awaiting[0], status: 'paid' }),
    [`POST /admin/wager-milestones/grants/${awaiting[1]!.id}/reject`]: refuse(
      409,
      'ALREADY_DECIDED',
      'Already decided.',
    ),
  });
  return { ...server, ...renderApp(<GrantsDesk />) };
}

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

describe('the grants desk', () => {
  it('English: awaiting first; Approve after a confirm; a status filter; a refusal said by its code', async () => {
    const { user, writes, calls } = setup();
    const rows = await screen.findAllByTestId('milestone-grant');
    expect(calls.some((c) => c.path === '/admin/wager-milestones/grants?status=awaiting')).toBe(true);
    expect(rows).toHaveLength(2);
    expect(text(rows[0]!)).toContain('viewer1');
    expect(text(rows[0]!)).toContain('$50,000 Stake');
    expect(text(rows[0]!)).toContain('November 2026');
    expect(text(rows[0]!)).toContain('$51,234.56');
    expect(text(rows[0]!)).toContain('20,000 points');
    expect(within(rows[0]!).getByTestId('milestone-grant-status').textContent).toBe('Awaiting approval');

    await user.click(within(rows[0]!).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve 20,000 points for viewer1?' });
    expect(confirm.textContent).toContain("20,000 points go to viewer1's balance now, once.");
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await findToast('20,000 points paid to viewer1.')).toEqual({ variant: 'success' });
    expect(writes()).toEqual([
      { method: 'POST', path: `/admin/wager-milestones/grants/${awaiting[0]!.id}/approve`, body: undefined },
    ]);

    await user.click(within(rows[1]!).getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('alertdialog', { name: 'Reject 20,000 points for viewer2?' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await findToast('This was already decided. Reload the page to see how.')).toEqual({
      variant: 'destructive',
    });

    await user.selectOptions(screen.getByLabelText('Show'), 'Paid');
    await waitFor(() => expect(screen.getAllByTestId('milestone-grant')).toHaveLength(1));
    const row = screen.getByTestId('milestone-grant');
    expect(text(row)).toContain('$2,000 All casinos');
    expect(text(row)).toContain('Since verification');
    expect(text(row)).toContain('Hoodie');
    expect(within(row).queryByRole('button')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Show'), 'All');
    await waitFor(() => expect(screen.getAllByTestId('milestone-grant')).toHaveLength(3));
    expect(calls.some((c) => c.path === '/admin/wager-milestones/grants')).toBe(true);
  });

  it('pt-PT: the labels, the filter and the confirm in European Portuguese', async () => {
    await loadLocale('pt-PT');
    const { user } = setup();
    const rows = await screen.findAllByTestId('milestone-grant');
    expect(within(rows[0]!).getByTestId('milestone-grant-status').textContent).toBe('A aguardar aprovação');
    expect(text(rows[0]!)).toContain('51 234,56 US$');
    expect(text(rows[0]!)).toContain('novembro de 2026');
    expect((screen.getByLabelText('Mostrar') as HTMLSelectElement).value).toBe('awaiting');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByRole('alertdialog', { name: /^Aprovar 20\s000 pontos para viewer1\?$/ })).toBeTruthy();
  });
});
