import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeCall, type FakeReply } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach, toastTexts } from '@/test/render';
import type { ChatCommandConfig, ChatCommandKey, ChatCommandsAdmin } from '../types';
import AdminCommandsPage from './admin-commands';

const KEYS: ChatCommandKey[] = ['points', 'gtb', 'avg', 'join', 'sr', 'hunt', 'offers'];
const commands: ChatCommandConfig[] = KEYS.map((key) => ({
  key,
  name: key,
  aliases: [],
  enabled: { twitch: key !== 'offers', kick: true },
  userCooldownSeconds: 5,
  globalCooldownSeconds: 0,
  cost: 0,
}));
const view: ChatCommandsAdmin = {
  settings: { commands, templates: {} },
  defaults: {
    commands,
    templates: {
      points_balance: { pt: '@{user}: você tem {points} pontos.', en: '@{user}: you have {points} points.' },
    },
  },
  connections: {
    kick: { connected: true, reason: null },
    twitch: { connected: false, reason: 'No Twitch account is connected on the Earning page.' },
  },
  language: 'pt',
};

function setup(put?: (call: FakeCall) => FakeReply) {
  const server = fakeApi({
    'GET /admin/chat-commands': ok(view),
    'GET /admin/chat-commands/log': ok([
      {
        at: '2026-11-26T09:00:00.000Z',
        platform: 'kick',
        chatter: 'ana',
        command: 'points',
        input: '!points',
        outcome: 'ok',
        code: null,
        reply: '@Ana: você tem 7 pontos.',
      },
    ]),
    'PUT /admin/chat-commands': put ?? ((call) => ok({ ...view, settings: call.body })),
  });
  return { ...server, ...renderApp(<AdminCommandsPage />) };
}

afterEach(resetAfterEach);

describe('/admin/commands', () => {
  it('shows the connections and the log, and saving sends the edited configuration', async () => {
    const { user, writes } = setup();
    expect(await screen.findByRole('heading', { name: 'Commands', level: 1 })).toBeTruthy();
    expect(await screen.findByText('No Twitch account is connected on the Earning page.')).toBeTruthy();
    expect(await screen.findByText('@Ana: você tem 7 pontos.')).toBeTruthy();
    const offersTwitch = screen.getByRole('switch', { name: 'offers on Twitch' });
    expect(offersTwitch).toHaveProperty('disabled', true);
    expect(offersTwitch.getAttribute('title')).toMatch(/Twitch forbids casino links/);

    const name = screen.getByRole('textbox', { name: 'Name of points' });
    await user.clear(name);
    await user.type(name, 'saldo');
    await user.type(screen.getByRole('textbox', { name: 'Aliases of points' }), 'pts, bal');
    await user.click(screen.getByRole('switch', { name: 'hunt on Kick' }));
    const cooldown = screen.getByRole('textbox', { name: 'User cooldown of gtb' });
    await user.clear(cooldown);
    await user.type(cooldown, '30');
    await user.click(screen.getByText('points_balance'));
    await user.type(screen.getByRole('textbox', { name: 'Portuguese' }), 'Saldo: {{points}');
    await user.click(screen.getByRole('button', { name: 'Save commands' }));

    expect((await findToast('Commands saved.')).variant).toBe('success');
    const body = writes()[0]!.body as ChatCommandsAdmin['settings'];
    expect(writes()).toHaveLength(1);
    expect(body.commands[0]).toEqual({ ...commands[0], name: 'saldo', aliases: ['pts', 'bal'] });
    expect(body.commands[1]!.userCooldownSeconds).toBe(30);
    expect(body.commands[5]!.enabled).toEqual({ twitch: true, kick: false });
    expect(body.commands.slice(2, 5)).toEqual(commands.slice(2, 5));
    expect(body.templates).toEqual({ points_balance: { pt: 'Saldo: {points}' } });
  }, 20_000);

  it('a 400 naming a field shows the message at that field, not as a toast', async () => {
    const { user } = setup(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request — commands.5.aliases.0: "pts" is already used at 0.aliases.0',
          fields: { 'commands.5.aliases.0': '"pts" is already used at 0.aliases.0' },
        },
      },
    }));
    await user.type(await screen.findByRole('textbox', { name: 'Aliases of hunt' }), 'pts');
    await user.click(screen.getByRole('button', { name: 'Save commands' }));
    const aliases = screen.getByRole('textbox', { name: 'Aliases of hunt' });
    const row = aliases.closest('td')!;
    expect((await within(row).findByRole('alert')).textContent).toBe('"pts" is already used at 0.aliases.0');
    expect(aliases.getAttribute('aria-invalid')).toBe('true');
    expect(toastTexts()).toEqual([]);
  }, 20_000);
});
