import type { ChannelReward, ChannelRewardsAdmin } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok, refuse } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import AdminChannelRewardsPage from './admin-channel-rewards';

const reward = (over: Partial<ChannelReward>): ChannelReward => ({
  id: '00000000-0000-4000-8000-000000000001',
  platform: 'twitch',
  platformRewardId: 'r1',
  title: 'Site points',
  prompt: '',
  cost: 500,
  points: 250,
  dailyCap: 3,
  enabled: true,
  state: 'active',
  lastError: null,
  credited: 12,
  refunded: 2,
  pending: 1,
  createdAt: '2026-11-29T10:00:00.000Z',
  ...over,
});

const data: ChannelRewardsAdmin = {
  platforms: { twitch: true, kick: false },
  rewards: [
    reward({}),
    reward({
      id: '00000000-0000-4000-8000-000000000002',
      title: 'Broken',
      state: 'error',
      lastError: 'Twitch answered 500',
    }),
    reward({ id: '00000000-0000-4000-8000-000000000003', platform: 'kick', title: 'Kick one', state: 'not_connected' }),
  ],
};

beforeEach(() => loadLocale('en'));
afterEach(resetAfterEach);

describe('/admin/channel-rewards', () => {
  it('shows each platform with its rewards and their state', async () => {
    fakeApi({ 'GET /admin/channel-rewards': ok(data) });
    renderApp(<AdminChannelRewardsPage />);
    const twitch = await screen.findByRole('region', { name: 'Twitch' });
    expect(within(twitch).getByText('Active')).toBeTruthy();
    expect(within(twitch).getByText('Error')).toBeTruthy();
    expect(within(twitch).getByText('Last platform error: Twitch answered 500')).toBeTruthy();
    expect(within(twitch).getAllByText('Costs 500 channel points · gives 250 points · daily cap: 3')).toHaveLength(2);
    expect(within(twitch).getAllByText('Credited: 12 · refunded: 2 · waiting for the platform: 1')).toHaveLength(2);
    const kick = screen.getByRole('region', { name: 'Kick' });
    expect(within(kick).getByText('Not connected')).toBeTruthy();
    expect(within(kick).getByText(/Kick is not connected with the rewards permission/)).toBeTruthy();
  });

  it('creates a reward on a connected platform, shows a refusal in words, and pauses one', async () => {
    let refuseOnce = true;
    const server = fakeApi({
      'GET /admin/channel-rewards': ok(data),
      'POST /admin/channel-rewards': () => {
        if (refuseOnce) {
          refuseOnce = false;
          return refuse(502, 'CHANNEL_REWARD_PLATFORM_FAILED', 'Twitch refused');
        }
        return { status: 201, body: reward({ id: '00000000-0000-4000-8000-000000000009', title: 'New one' }) };
      },
      'PATCH /admin/channel-rewards/00000000-0000-4000-8000-000000000001': ok(
        reward({ enabled: false, state: 'paused' }),
      ),
    });
    const { user } = renderApp(<AdminChannelRewardsPage />);
    const card = await screen.findByRole('region', { name: 'New reward' });
    const submit = within(card).getByRole('button', { name: 'Create reward' });
    expect(submit).toHaveProperty('disabled', true);
    // Only the connected platform is offered.
    expect(
      within(card)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Twitch']);
    await user.type(within(card).getByLabelText('Title'), 'New one');
    await user.type(within(card).getByLabelText('Cost in channel points'), '1000');
    await user.type(within(card).getByLabelText('Site points given'), '50');
    await user.click(submit);
    expect(await within(card).findByText(/The platform refused the change/)).toBeTruthy();
    await user.click(submit);
    await findToast('“New one” created on the platform.');
    expect(server.writes()[1]).toMatchObject({
      method: 'POST',
      body: { platform: 'twitch', title: 'New one', cost: 1000, points: 50, dailyCap: 0, prompt: '', enabled: true },
    });

    const twitch = screen.getByRole('region', { name: 'Twitch' });
    await user.click(within(twitch).getAllByRole('button', { name: 'Pause' })[0]!);
    expect(server.writes().at(-1)).toMatchObject({ method: 'PATCH', body: { enabled: false } });
  });

  it('reads in European and Brazilian Portuguese', async () => {
    fakeApi({ 'GET /admin/channel-rewards': ok(data) });
    await loadLocale('pt-PT');
    const first = renderApp(<AdminChannelRewardsPage />);
    expect(await screen.findByText('Ativa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Criar recompensa' })).toBeTruthy();
    first.unmount();
    await loadLocale('pt-BR');
    renderApp(<AdminChannelRewardsPage />);
    expect(await screen.findAllByRole('button', { name: 'Excluir' })).toHaveLength(3);
  });
});
