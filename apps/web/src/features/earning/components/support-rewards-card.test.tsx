import type { SupportRewardsAdmin } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { SupportRewardsCard } from './support-rewards-card';

const rules: SupportRewardsAdmin['rules'] = [
  { platform: 'twitch', kind: 'sub', points: 500 },
  { platform: 'twitch', kind: 'resub', points: 300 },
  { platform: 'twitch', kind: 'gift', points: 200 },
  { platform: 'twitch', kind: 'cheer', points: 10 },
  { platform: 'twitch', kind: 'follow', points: 0 },
  { platform: 'kick', kind: 'sub', points: 400 },
  { platform: 'kick', kind: 'resub', points: 250 },
  { platform: 'kick', kind: 'gift', points: 150 },
  { platform: 'kick', kind: 'kicks', points: 2 },
  { platform: 'kick', kind: 'follow', points: 40 },
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
      points: 3000,
      at: '2026-11-20T10:00:00.000Z',
    },
    {
      platform: 'twitch',
      kind: 'gift',
      userId: null,
      login: 'fan',
      amount: 5,
      points: 1000,
      at: '2026-11-20T09:00:00.000Z',
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
    expect(twitch.textContent).toContain('points per 100 bits');
    const kick = within(card).getByRole('group', { name: 'Kick' });
    expect(kick.textContent).toContain('points per kick');
    expect(kick.textContent).toContain('Sub renewal');
    const events = screen.getByTestId('support-events');
    expect(events.textContent).toContain('1,500 kicks');
    expect(events.textContent).toContain('5 gifted subs');
    expect(events.textContent).toContain('3,000');

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
  });

  it('pt-PT and pt-BR', async () => {
    await loadLocale('pt-PT');
    const first = setup();
    expect(await screen.findByRole('region', { name: 'Recompensas de apoio' })).toBeTruthy();
    expect((await screen.findByTestId('support-events')).textContent).toContain('5 subscrições oferecidas');
    expect(screen.getByRole('button', { name: 'Guardar recompensas de apoio' })).toBeTruthy();
    first.unmount();
    await loadLocale('pt-BR');
    setup();
    expect(await screen.findByRole('region', { name: 'Recompensas de apoio' })).toBeTruthy();
    expect((await screen.findByTestId('support-events')).textContent).toContain('5 inscrições de presente');
    expect(screen.getByTestId('support-events').textContent).toContain('1.500 kicks');
    expect(screen.getByRole('button', { name: 'Salvar recompensas de apoio' })).toBeTruthy();
  });
});
