import type { WagerProgress } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { progress, progressOf, tier, viewer } from '../test-fixtures';
import { WagerProgressCard } from './wager-progress-card';

const signIn = () => (document.cookie = 'signedIn=1; path=/');
const signOut = () => (document.cookie = 'signedIn=; path=/; max-age=0');
/** Intl's narrow and thin spaces read as plain spaces. */
const text = (el: Element) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

function setup(answer: WagerProgress) {
  signIn();
  const server = fakeApi({
    'GET /users/me': ok(viewer),
    'GET /config': ok({ currency: 'USD' }),
    'GET /wager-milestones/progress': ok(answer),
  });
  return { ...server, ...renderApp(<WagerProgressCard />) };
}

afterEach(async () => {
  signOut();
  resetAfterEach();
  await loadLocale('en');
});

describe("the profile's wager milestones", () => {
  it("English: the standing, each tier's bar and grant, the next tier standing out", async () => {
    setup(progress);
    const card = await screen.findByTestId('wager-progress-card');
    expect(within(card).getByRole('heading', { name: 'Wager milestones' })).toBeTruthy();
    const standing = within(card).getByTestId('wager-standing');
    expect(text(standing)).toContain('Stakelucky_spinner');
    expect(text(standing)).toContain('Wagered in November 2026$2,500.50');
    expect(text(standing)).toContain('Wagered since verification$7,000.00');
    expect(within(standing).getByTestId('wager-standing-rank').textContent).toBe('#57 on the Stake board this month');

    // The groups: Stake this month (smallest first), Stake since verification, all casinos last.
    const groups = within(card).getAllByTestId('milestone-group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Stake · November 2026',
      'Stake · Since verification',
      'All casinos · November 2026',
    ]);
    const stakeMonth = within(groups[0]!).getAllByTestId('milestone-tier');
    expect(stakeMonth.map((li) => li.querySelector('p')?.textContent)).toEqual([
      '$1,000 · 500 points',
      '$2,000 · 20,000 points',
      '$5,000 · 2,500 points',
      '$10,000 · 5,000 points',
    ]);
    expect(within(stakeMonth[0]!).getByTestId('milestone-grant-status').textContent).toBe('Paid');
    expect(within(stakeMonth[1]!).getByTestId('milestone-grant-status').textContent).toBe('Awaiting approval');
    // Only the first tier not reached is the next one.
    expect(stakeMonth.map((li) => li.dataset.next ?? null)).toEqual([null, null, 'true', null]);
    expect(within(stakeMonth[2]!).getByText('Next')).toBeTruthy();
    expect(text(stakeMonth[2]!)).toContain('$2,500.50 of $5,000 · $2,499.50 to go');

    const bar = within(stakeMonth[2]!).getByRole('progressbar', { name: 'Stake, This month: $5,000' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('5000');
    expect(bar.getAttribute('aria-valuenow')).toBe('2500');
    expect(bar.getAttribute('aria-valuetext')).toBe('$2,500.50 of $5,000');
    // A reached tier's bar is full at its threshold.
    expect(within(stakeMonth[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1000');

    expect(within(groups[1]!).getByTestId('milestone-grant-status').textContent).toBe('Prize to be handed out');
    expect(text(within(groups[1]!).getByTestId('milestone-tier'))).toContain('$5,000 · Hoodie');
    expect(within(groups[2]!).getByTestId('milestone-grant-status').textContent).toBe('Rejected');
  });

  it('pt-PT: the same in European Portuguese', async () => {
    await loadLocale('pt-PT');
    setup(progress);
    const card = await screen.findByTestId('wager-progress-card');
    expect(within(card).getByRole('heading', { name: 'Metas de wager' })).toBeTruthy();
    expect(within(card).getByTestId('wager-standing-rank').textContent).toBe('#57 na classificação do Stake este mês');
    expect(text(within(card).getByTestId('wager-standing'))).toContain('Apostado em novembro de 2026');
    const groups = within(card).getAllByTestId('milestone-group');
    expect(groups[2]!.getAttribute('aria-label')).toBe('Todos os casinos · novembro de 2026');
    const tiers = within(groups[0]!).getAllByTestId('milestone-tier');
    expect(within(tiers[1]!).getByTestId('milestone-grant-status').textContent).toBe('A aguardar aprovação');
    expect(within(tiers[2]!).getByText('Próxima')).toBeTruthy();
    expect(text(tiers[2]!)).toContain('2 500,50 US$ de 5 000 US$ · faltam 2 499,50 US$');
    expect(within(groups[1]!).getByTestId('milestone-grant-status').textContent).toBe('Prémio por entregar');
  });

  it('a viewer with no verified account is pointed to the card above; the all-casino tiers show at zero', async () => {
    setup({ period: '2026-11', standings: [], tiers: [progressOf(tier(6, { sponsor: null }), 0)] });
    const card = await screen.findByTestId('wager-progress-card');
    expect(within(card).getByTestId('wager-progress-unverified').textContent).toBe(
      'Verify your username at a casino in Casino accounts above: your wager there then counts here.',
    );
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });

  it('nothing without tiers and standings, and nothing for a visitor (no call)', async () => {
    const first = setup({ period: '2026-11', standings: [], tiers: [] });
    await waitFor(() => expect(first.calls.some((c) => c.path === '/wager-milestones/progress')).toBe(true));
    expect(screen.queryByTestId('wager-progress-card')).toBeNull();
    first.unmount();

    signOut();
    const server = fakeApi({ 'GET /wager-milestones/progress': ok(progress) });
    renderApp(<WagerProgressCard />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('wager-progress-card')).toBeNull();
    expect(server.calls.filter((c) => c.path.startsWith('/wager-milestones'))).toEqual([]);
  });
});
