import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok, type FakeCall, type FakeReply } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach, toastTexts } from '@/test/render';
import type { ChatCommandConfig, ChatCommandKey, ChatCommandsAdmin } from '../types';
import AdminCommandsPage from './admin-commands';

const KEYS: ChatCommandKey[] = ['points', 'gtb', 'avg', 'join', 'sr', 'hunt', 'offers', 'wager'];
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
      points_balance: {
        en: '@{user}: you have {points} points.',
        'pt-PT': '@{user}: tem {points} pontos.',
        'pt-BR': '@{user}: você tem {points} pontos.',
      },
    },
  },
  connections: {
    kick: { connected: true, reason: null },
    twitch: { connected: false, reason: { code: 'NOT_CONNECTED', platform: 'twitch' } },
  },
  language: 'pt-BR',
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
    'GET /admin/chat-commands/custom': ok({ commands: [], timers: [] }),
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
    // !wager answers on Twitch too (numbers only there, no casino name).
    expect(screen.getByRole('switch', { name: 'wager on Twitch' })).toHaveProperty('disabled', false);

    const name = screen.getByRole('textbox', { name: 'Name of points' });
    await user.clear(name);
    await user.type(name, 'saldo');
    await user.type(screen.getByRole('textbox', { name: 'Aliases of points' }), 'pts, bal');
    await user.click(screen.getByRole('switch', { name: 'hunt on Kick' }));
    const cooldown = screen.getByRole('textbox', { name: 'User cooldown of gtb' });
    await user.clear(cooldown);
    await user.type(cooldown, '30');
    expect(screen.getByText(/in the site's default language \(Português \(Brasil\)\)/)).toBeTruthy();
    await user.click(screen.getByText('points_balance'));
    // One text per language, each named in itself, the default as its placeholder.
    expect(screen.getByRole('textbox', { name: 'English' }).getAttribute('placeholder')).toBe(
      '@{user}: you have {points} points.',
    );
    expect(screen.getByRole('textbox', { name: 'Português (Portugal)' }).getAttribute('placeholder')).toBe(
      '@{user}: tem {points} pontos.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Português (Brasil)' }), 'Saldo: {{points}');
    await user.click(screen.getByRole('button', { name: 'Save commands' }));

    expect((await findToast('Commands saved.')).variant).toBe('success');
    const body = writes()[0]!.body as ChatCommandsAdmin['settings'];
    expect(writes()).toHaveLength(1);
    expect(body.commands[0]).toEqual({ ...commands[0], name: 'saldo', aliases: ['pts', 'bal'] });
    expect(body.commands[1]!.userCooldownSeconds).toBe(30);
    expect(body.commands[5]!.enabled).toEqual({ twitch: true, kick: false });
    expect(body.commands.slice(2, 5)).toEqual(commands.slice(2, 5));
    expect(body.templates).toEqual({ points_balance: { 'pt-BR': 'Saldo: {points}' } });
  }, 20_000);

  it("a 400 naming a field shows the page's own sentence at that field, not the server's, not as a toast", async () => {
    const { user } = setup(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request — commands.5.aliases.0: "points" is already used at 0.name',
          fields: {
            'commands.5.aliases.0': '"points" is already used at 0.name',
            'commands.1.userCooldownSeconds': 'must be whole seconds from 0 to 86400',
            'templates.points_balance.pt-PT': 'Too big: expected string to have <=500 characters',
          },
        },
      },
    }));
    await user.type(await screen.findByRole('textbox', { name: 'Aliases of hunt' }), 'points');
    await user.click(screen.getByRole('button', { name: 'Save commands' }));
    const aliases = screen.getByRole('textbox', { name: 'Aliases of hunt' });
    const row = aliases.closest('td')!;
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'points is already used: names and aliases are unique across every command.',
    );
    expect(aliases.getAttribute('aria-invalid')).toBe('true');
    const cooldown = screen.getByRole('textbox', { name: 'User cooldown of gtb' }).closest('td')!;
    expect(within(cooldown).getByRole('alert').textContent).toBe('Whole seconds from 0 to 86,400.');
    // The refused template's kind opens, the sentence under its language.
    expect(screen.getByRole('textbox', { name: 'Português (Portugal)' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('At most 500 characters.')).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  }, 20_000);

  it("words each platform's reason from its code, the platform's own words as a technical detail", async () => {
    fakeApi({
      'GET /admin/chat-commands': ok({
        ...view,
        connections: {
          kick: {
            connected: false,
            reason: { code: 'CHAT_SUBSCRIPTION_MISSING', platform: 'kick', events: ['chat.message.sent'] },
          },
          twitch: {
            connected: false,
            reason: { code: 'CHAT_SUBSCRIPTION_FAILED', platform: 'twitch', detail: '403 subscription limit reached' },
          },
        },
      }),
      'GET /admin/chat-commands/log': ok([]),
    });
    renderApp(<AdminCommandsPage />);
    const kick = await screen.findByTestId('chat-connection-kick');
    expect(kick.textContent).toContain(
      'Kick holds no chat.message.sent subscription yet: check the subscriptions on the Earning page.',
    );
    const twitch = screen.getByTestId('chat-connection-twitch');
    expect(twitch.textContent).toContain('The Twitch chat subscription failed.');
    expect(twitch.textContent).toContain('Technical detail: 403 subscription limit reached');
  });

  it.each([
    [
      'pt-PT',
      'Comandos',
      'Guardar comandos',
      'Ligações ao chat',
      'Nenhuma conta da Twitch está ligada na página Ganhos.',
      'Nomes alternativos de points',
      'Repor',
    ],
    [
      'pt-BR',
      'Comandos',
      'Salvar comandos',
      'Conexões do chat',
      'Nenhuma conta da Twitch está conectada na página Ganhos.',
      'Apelidos de points',
      'Restaurar',
    ],
  ] as const)(
    'reads in %s',
    async (locale, title, save, connections, twitchOff, aliases, reset) => {
      await loadLocale(locale);
      try {
        const { user } = setup();
        expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
        expect(await screen.findByRole('heading', { name: connections })).toBeTruthy();
        // Why the bot does not read the Twitch chat: the server's code, worded in the page's language.
        expect(screen.getByTestId('chat-connection-twitch').textContent).toContain(twitchOff);
        expect(screen.getByRole('textbox', { name: aliases })).toBeTruthy();
        expect(screen.getByRole('button', { name: save })).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Modelos de resposta' })).toBeTruthy();
        // The language names are each language's own, whatever the page's.
        await user.click(screen.getByText('points_balance'));
        expect(screen.getByRole('textbox', { name: 'English' })).toBeTruthy();
        expect(screen.getAllByText(reset)).toHaveLength(3);
        expect(screen.getByRole('button', { name: `${reset} points_balance Português (Portugal)` })).toBeTruthy();
        expect(await screen.findByText(locale === 'pt-PT' ? 'Registo' : 'Registro')).toBeTruthy();
      } finally {
        await loadLocale('en');
      }
    },
    20_000,
  );
});
