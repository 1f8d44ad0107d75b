import type { SupportRewardsAdmin } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { SupportRewardsCard } from './support-rewards-card';

const rules: SupportRewardsAdmin['rules'] = [
  { platform: 'twitch', kind: 'sub', reward: 'tickets', points: 2 },
  { platform: 'twitch', kind: 'resub', reward: 'points', points: 300 },
  { platform: 'twitch', kind: 'gift', reward: 'points', points: 200 },
  { platform: 'twitch', kind: 'cheer', reward: 'points', points: 10 },
  { platform: 'twitch', kind: 'follow', reward: 'points', points: 0 },
  { platform: 'kick', kind: 'sub', reward: 'points', points: 400 },
  { platform: 'kick', kind: 'resub', reward: 'points', points: 250 },
  { platform: 'kick', kind: 'gift', reward: 'points', points: 150 },
  { platform: 'kick', kind: 'kicks', reward: 'points', points: 2 },
  { platform: 'kick', kind: 'follow', reward: 'points', points: 40 },
];
const data: SupportRewardsAdmin = {
  rules,
  recent: [
    {
      platform: 'kick',
      kind: 'kicks',
      userId: null,
      login: 'kfan',
      amount: 1500,
      reward: 'points',
      points: 3000,
      tickets: 0,
      giveaway: null,
      skip: null,
      at: '2026-11-20T10:00:00.000Z',
    },
    {
      platform: 'twitch',
      kind: 'gift',
      userId: null,
      login: 'fan',
      amount: 5,
      reward: 'points',
      points: 1000,
      tickets: 0,
      giveaway: null,
      skip: null,
      at: '2026-11-20T09:00:00.000Z',
    },
    {
      platform: 'twitch',
      kind: 'sub',
      userId: null,
      login: 'subber',
      amount: 1,
      reward: 'tickets',
      points: 0,
      tickets: 2,
      giveaway: { id: '00000000-0000-4000-8000-000000000001', title: 'Big Bonus Buy' },
      skip: null,
      at: '2026-11-20T08:00:00.000Z',
    },
    {
      platform: 'twitch',
      kind: 'resub',
      userId: null,
      login: 'late',
      amount: 1,
      reward: 'tickets',
      points: 0,
      tickets: 0,
      giveaway: null,
      skip: 'no_open_giveaway',
      at: '2026-11-20T07:00:00.000Z',
    },
  ],
};

function setup() {
  const server = fakeApi({
    'GET /admin/support-rewards': ok(data),
    'PUT /admin/support-rewards': (call) => ok(call.body),
  });
  return { ...server, ...renderApp(<SupportRewardsCard />) };
}

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

describe('support rewards card', () => {
  it('English: the table per platform, the last events; a bad value is refused on the page, a good table saved whole', async () => {
    const { user, writes } = setup();
    const card = await screen.findByRole('region', { name: 'Support rewards' });
    const twitch = await within(card).findByRole('group', { name: 'Twitch' });
    expect(within(twitch).getByRole('textbox', { name: /Cheer/ })).toHaveProperty('value', '10');
    expect(twitch.textContent).toContain('per 100 bits');
    const kick = within(card).getByRole('group', { name: 'Kick' });
    expect(kick.textContent).toContain('per kick');
    expect(kick.textContent).toContain('Sub renewal');
    const events = screen.getByTestId('support-events');
    expect(events.textContent).toContain('1,500 kicks');
    expect(events.textContent).toContain('5 gifted subs');
    expect(events.textContent).toContain('3,000');
    expect(events.textContent).toContain('2 tickets in Big Bonus Buy');
    expect(events.textContent).toContain('No tickets: no giveaway was open');
    expect(within(twitch).getByRole('combobox', { name: 'Reward for New sub' })).toHaveProperty('value', 'tickets');
    expect(within(twitch).getByRole('textbox', { name: 'Amount for New sub' })).toHaveProperty('value', '2');
    expect(screen.getByTestId('support-tickets-note').textContent).toContain('giveaway open for entries');

    const follow = within(twitch).getByRole('textbox', { name: /Follow/ });
    await user.clear(follow);
    await user.type(follow, '-3');
    await user.click(screen.getByRole('button', { name: 'Save support rewards' }));
    expect(await screen.findByText('Not valid. Whole points from 0 to 100,000.')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    await user.clear(follow);
    await user.type(follow, '50');
    await user.click(screen.getByRole('button', { name: 'Save support rewards' }));
    await findToast('Support rewards saved.');
    const body = writes()[0]!.body as SupportRewardsAdmin;
    expect(body.rules).toHaveLength(10);
    expect(body.rules.find((r) => r.platform === 'twitch' && r.kind === 'follow')!.points).toBe(50);
    expect(body.rules.find((r) => r.platform === 'twitch' && r.kind === 'sub')).toMatchObject({
      reward: 'tickets',
      points: 2,
    });
  });

  it('a kind switched to giveaway tickets is saved with its reward, and a ticket amount over the maximum is refused', async () => {
    const { user, writes } = setup();
    const kick = await screen.findByRole('group', { name: 'Kick' });
    await user.selectOptions(within(kick).getByRole('combobox', { name: 'Reward for Gifted subs' }), 'tickets');
    const gift = within(kick).getByRole('textbox', { name: 'Amount for Gifted subs' });
    await user.clear(gift);
    await user.type(gift, '1001');
    await user.click(screen.getByRole('button', { name: 'Save support rewards' }));
    expect(await screen.findByText('Not valid. Whole tickets from 0 to 1,000.')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    await user.clear(gift);
    await user.type(gift, '3');
    await user.click(screen.getByRole('button', { name: 'Save support rewards' }));
    await findToast('Support rewards saved.');
    const body = writes()[0]!.body as SupportRewardsAdmin;
    expect(body.rules.find((r) => r.platform === 'kick' && r.kind === 'gift')).toEqual({
      platform: 'kick',
      kind: 'gift',
      reward: 'tickets',
      points: 3,
    });
    expect(body.rules.find((r) => r.platform === 'kick' && r.kind === 'sub')!.reward).toBe('points');
  });

  it('pt-PT and pt-BR', async () => {
    await loadLocale('pt-PT');
    const first = setup();
    expect(await screen.findByRole('region', { name: 'Recompensas de apoio' })).toBeTruthy();
    expect((await screen.findByTestId('support-events')).textContent).toContain('5 subscrições oferecidas');
    expect(screen.getByRole('button', { name: 'Guardar recompensas de apoio' })).toBeTruthy();
    expect(screen.getByTestId('support-events').textContent).toContain('2 bilhetes em Big Bonus Buy');
    expect(screen.getAllByRole('option', { name: 'Bilhetes de sorteio' }).length).toBe(10);
    first.unmount();
    await loadLocale('pt-BR');
    setup();
    expect(await screen.findByRole('region', { name: 'Recompensas de apoio' })).toBeTruthy();
    expect((await screen.findByTestId('support-events')).textContent).toContain('5 inscrições de presente');
    expect(screen.getByTestId('support-events').textContent).toContain('1.500 kicks');
    expect(screen.getByRole('button', { name: 'Salvar recompensas de apoio' })).toBeTruthy();
    expect(screen.getByTestId('support-events').textContent).toContain('Sem bilhetes: nenhum sorteio estava aberto');
  });
});
