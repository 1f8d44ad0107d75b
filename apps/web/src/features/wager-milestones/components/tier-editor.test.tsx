import type { Sponsor, WagerMilestones, WagerMilestonesInput } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok, type FakeReply } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { roobet, stake, tier, uuid } from '../test-fixtures';
import { TierEditor } from './tier-editor';

const sponsor = (s: { slug: string; name: string }): Sponsor => ({
  ...s,
  logo: `/sponsors/${s.slug}.svg`,
  prizes: [100],
  periods: [],
});
const saved: WagerMilestones = {
  tiers: [
    tier(1),
    tier(5, { sponsor: null, scope: 'lifetime', threshold: 50_000, rewardPoints: null, rewardText: 'Hoodie' }),
  ],
  approvalAbove: 10_000,
};
const text = (el: Element) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The saved list as the server answers it: every tier with an id, the sponsor named. */
const echo = (body: unknown) => {
  const input = body as WagerMilestonesInput;
  return ok({
    tiers: input.tiers.map((t, i) => ({
      ...t,
      id: t.id ?? uuid(100 + i),
      sponsor: t.sponsor ? [roobet, stake].find((s) => s.slug === t.sponsor) : null,
    })),
    approvalAbove: input.approvalAbove,
  });
};

function setup(put: FakeReply | ((body: unknown) => FakeReply) = echo) {
  const server = fakeApi({
    'GET /config': ok({ currency: 'USD' }),
    'GET /wager-milestones': ok(saved),
    'GET /sponsors': ok([sponsor(roobet), sponsor(stake)]),
    'PUT /admin/wager-milestones': (call) => (typeof put === 'function' ? put(call.body) : put),
  });
  return { ...server, ...renderApp(<TierEditor />) };
}
const row = (name: string) => screen.getByRole('group', { name });

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

describe('the tier editor', () => {
  it('English: add and remove rows, errors on the row they are about, the whole list sent', async () => {
    const { user, writes } = setup();
    expect(await screen.findByRole('group', { name: 'Milestone 2' })).toBeTruthy();
    const first = within(row('Milestone 1'));
    expect((first.getByLabelText('Casino') as HTMLSelectElement).value).toBe('stake');
    expect((first.getByLabelText('Wager ($)') as HTMLInputElement).value).toBe('1000');
    expect((first.getByLabelText('Points') as HTMLInputElement).value).toBe('500');
    const second = within(row('Milestone 2'));
    expect((second.getByLabelText('Casino') as HTMLSelectElement).value).toBe('');
    expect((second.getByLabelText('Counts') as HTMLSelectElement).value).toBe('lifetime');
    expect((second.getByLabelText('Prize') as HTMLInputElement).value).toBe('Hoodie');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    // A new row, sent as typed: its errors show on it, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Add a milestone' }));
    const third = within(row('Milestone 3'));
    await user.type(third.getByLabelText('Points'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const threshold = third.getByLabelText('Wager ($)');
    expect(threshold.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(threshold.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a whole amount from $1 to $100,000,000.',
    );
    expect(third.getByLabelText('Points').getAttribute('aria-invalid')).toBe('true');
    expect(third.getByText('Enter whole points from 1 to 1,000,000.')).toBeTruthy();
    expect(first.getByLabelText('Wager ($)').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Some fields need a fix: see the marked rows.');
    expect(writes()).toEqual([]);

    // Fixed: Roobet, since verification, $25,000 typed with grouping, a prize; the first row removed.
    await user.selectOptions(third.getByLabelText('Casino'), 'Roobet');
    await user.selectOptions(third.getByLabelText('Counts'), 'Since verification');
    await user.type(third.getByLabelText('Wager ($)'), '25,000');
    await user.selectOptions(third.getByLabelText('Reward'), 'A prize');
    await user.type(third.getByLabelText('Prize'), '  Signed shirt ');
    await user.click(screen.getByRole('button', { name: 'Remove milestone 1' }));
    expect(screen.queryByRole('group', { name: 'Milestone 3' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Milestones saved.')).toEqual({ variant: 'success' });
    // The saved list shows again, the new tier with its id; nothing left to save.
    expect((within(row('Milestone 2')).getByLabelText('Casino') as HTMLSelectElement).value).toBe('roobet');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/admin/wager-milestones',
        body: {
          tiers: [
            {
              id: uuid(5),
              sponsor: null,
              scope: 'lifetime',
              threshold: 50_000,
              rewardPoints: null,
              rewardText: 'Hoodie',
            },
            { sponsor: 'roobet', scope: 'lifetime', threshold: 25_000, rewardPoints: null, rewardText: 'Signed shirt' },
          ],
          approvalAbove: 10_000,
        },
      },
    ]);
  });

  it("pt-BR: the server's field errors on their rows, in the viewer's language; they move up with a removed row", async () => {
    await loadLocale('pt-BR');
    const { user, writes } = setup({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request.',
          fields: { 'tiers.1.sponsor': 'is not a sponsor', approvalAbove: 'must be whole points' },
        },
      },
    });
    expect(await screen.findByRole('group', { name: 'Meta 2' })).toBeTruthy();
    const approval = screen.getByLabelText('Aprovação acima de (pontos)');
    await user.clear(approval);
    await user.type(approval, '5000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const second = within(row('Meta 2'));
    const casino = await second.findByLabelText('Cassino');
    expect(casino.getAttribute('aria-invalid')).toBe('true');
    expect(second.getByText('Escolha um cassino da lista.')).toBeTruthy();
    expect(within(row('Meta 1')).queryByText('Escolha um cassino da lista.')).toBeNull();
    expect(text(screen.getByText(/^Digite pontos inteiros de 0 a/))).toBe('Digite pontos inteiros de 0 a 1.000.000.');
    expect((writes()[0]!.body as { approvalAbove: number }).approvalAbove).toBe(5_000);

    await user.click(screen.getByRole('button', { name: 'Remover a meta 1' }));
    expect(within(row('Meta 1')).getByText('Escolha um cassino da lista.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Descartar alterações' }));
    expect(screen.getByRole('group', { name: 'Meta 2' })).toBeTruthy();
    expect(screen.queryByText('Escolha um cassino da lista.')).toBeNull();
  });
});
