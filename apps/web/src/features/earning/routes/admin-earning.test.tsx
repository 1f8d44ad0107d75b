import type { EarningAdmin } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import AdminEarningPage from './admin-earning';

const admin: EarningAdmin = {
  connection: {
    connected: true,
    reason: null,
    login: 'bigstreamer',
    scopes: ['moderator:read:chatters'],
    missingScopes: ['channel:read:subscriptions'],
    connectedAt: '2026-11-20T10:00:00.000Z',
    tokenExpiresAt: null,
    lastError: null,
  },
  kick: {
    configured: true,
    connected: true,
    reason: null,
    channel: 'bigchannel',
    login: 'bigkick',
    scopes: ['user:read'],
    missingScopes: [],
    subscriptions: [
      { name: 'chat.message.sent', subscribed: true },
      { name: 'livestream.status.updated', subscribed: false },
    ],
    subscriptionsCheckedAt: null,
    connectedAt: null,
    tokenExpiresAt: null,
    lastError: null,
    webhookUrl: 'https://site.example/api/v1/webhooks/kick',
  },
  settings: { amount: 25, tickMinutes: 5, subMultiplier: 2, dailyCap: 0 },
  ignored: ['nightbot'],
  live: false,
  ticks: [
    {
      id: 't1',
      windowStart: '2026-11-20T10:00:00.000Z',
      startedAt: '2026-11-20T10:00:01.000Z',
      chattersRead: 1_234,
      usersCredited: 1,
      pointsGiven: 25,
      durationMs: 1_500,
      errors: [],
    },
  ],
};

/** The same page with every diagnostic the server can send: codes and figures, never sentences. */
const troubled: EarningAdmin = {
  ...admin,
  connection: {
    ...admin.connection,
    reason: { code: 'MISSING_SCOPES', platform: 'twitch', scopes: ['moderator:read:chatters'] },
    lastError: { code: 'REFRESH_REFUSED', platform: 'twitch', detail: 'invalid refresh token' },
  },
  kick: {
    ...admin.kick,
    reason: { code: 'SUBSCRIPTIONS_MISSING', platform: 'kick', events: ['livestream.status.updated'] },
    lastError: {
      code: 'SUBSCRIPTIONS_REFUSED',
      platform: 'kick',
      events: ['livestream.status.updated'],
      detail: 'livestream.status.updated: forbidden',
    },
  },
  ticks: [
    {
      ...admin.ticks[0]!,
      errors: [
        { code: 'PRESENCE_FAILED', platform: 'twitch', detail: 'socket hang up' },
        { code: 'UNKNOWN', detail: 'Twitch: an old failure' },
      ],
    },
  ],
};

function setup(route = '/admin/earning', data: EarningAdmin = admin) {
  const server = fakeApi({
    'GET /admin/earning': ok(data),
    'GET /admin/support-rewards': ok({ rules: [], recent: [] }),
    'POST /admin/earning/tick': ok({ ran: false, reason: 'offline' }),
    'PUT /admin/earning/settings': {
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid request', fields: { amount: 'Too big' } } },
    },
  });
  return { ...server, ...renderApp(<AdminEarningPage />, { route }) };
}

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

describe('/admin/earning', () => {
  it('English: both connections, the rates, the ticks and a tick that did not run', async () => {
    const { user } = setup('/admin/earning?connect=ok');
    expect(screen.getByText('Twitch account connected.')).toBeTruthy();
    const twitch = await screen.findByRole('region', { name: 'Twitch connection' });
    expect(twitch.textContent).toMatch(/Connected as bigstreamer since 20 Nov 2026, \d\d:\d\d\./);
    expect(within(twitch).getByTestId('earning-login').textContent).toBe('bigstreamer');
    expect(twitch.textContent).toContain('Scopes: moderator:read:chatters (missing channel:read:subscriptions)');
    expect(twitch.textContent).toContain('Stream: offline: no ticks until it goes live');
    const kick = screen.getByRole('region', { name: 'Kick connection' });
    expect(kick.textContent).toContain('Connected as bigkick for the channel bigchannel.');
    expect(within(kick).getByTestId('kick-sub-livestream.status.updated').textContent).toContain('not subscribed');
    expect(kick.textContent).toContain('Kick delivers to https://site.example/api/v1/webhooks/kick');
    const ticks = screen.getByTestId('earning-ticks');
    expect(ticks.textContent).toContain('1,234');
    expect(ticks.textContent).toContain('1,500 ms');

    await user.click(screen.getByRole('button', { name: 'Run tick now' }));
    await findToast('No tick: the stream is offline.');

    // The server refuses a rate: the field says its rule, not the server's words.
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('A whole number, 1 - 1,000,000')).toBeTruthy();
    expect(screen.queryByText('Too big')).toBeNull();
  });

  it('pt-PT and pt-BR', async () => {
    await loadLocale('pt-PT');
    const first = setup('/admin/earning?kick=denied');
    expect(screen.getByText('A ligação foi cancelada no Kick.')).toBeTruthy();
    let twitch = await screen.findByRole('region', { name: 'Ligação à Twitch' });
    expect(twitch.textContent).toContain('Permissões: moderator:read:chatters (em falta: channel:read:subscriptions)');
    expect(screen.getByText(/^1 - 1\s000\s000$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar taxas' })).toBeTruthy();
    first.unmount();

    await loadLocale('pt-BR');
    setup();
    twitch = await screen.findByRole('region', { name: 'Conexão com a Twitch' });
    expect(twitch.textContent).toMatch(/Conectado como bigstreamer desde/);
    expect(screen.getByText('1 - 1.000.000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar taxas' })).toBeTruthy();
    expect(screen.getByTestId('earning-ticks').textContent).toContain('1.234');
  });
});

describe('/admin/earning diagnostics', () => {
  it.each([
    [
      'en',
      [
        'The connection lacks moderator:read:chatters: connect again.',
        'Last error: Twitch refused the refresh token: connect again.',
        'Technical detail: invalid refresh token',
      ],
      [
        'Kick holds no webhook subscription for every event yet: check the subscriptions.',
        'Last error: Kick refused the subscription of livestream.status.updated.',
        'Technical detail: livestream.status.updated: forbidden',
      ],
      ['Twitch: who is in the chat could not be read.', 'socket hang up', 'A failure was recorded.'],
    ],
    [
      'pt-PT',
      [
        'A ligação não tem as permissões moderator:read:chatters: volte a ligar.',
        'Último erro: A Twitch recusou o token de renovação: volte a ligar.',
        'Detalhe técnico: invalid refresh token',
      ],
      [
        'O Kick ainda não tem uma subscrição de webhook para cada evento: verifique as subscrições.',
        'Último erro: O Kick recusou a subscrição de livestream.status.updated.',
      ],
      ['Twitch: não foi possível ler quem está no chat.', 'Foi registada uma falha.'],
    ],
    [
      'pt-BR',
      [
        'A conexão não tem as permissões moderator:read:chatters: conecte novamente.',
        'Último erro: A Twitch recusou o token de renovação: conecte novamente.',
      ],
      ['O Kick ainda não tem uma inscrição de webhook para cada evento: verifique as inscrições.'],
      ['Uma falha foi registrada.'],
    ],
  ] as const)('are worded in %s from their codes', async (locale, twitchTexts, kickTexts, tickTexts) => {
    await loadLocale(locale);
    setup('/admin/earning', troubled);
    const twitch = await screen.findByRole('region', { name: locale === 'en' ? 'Twitch connection' : /Twitch/ });
    for (const text of twitchTexts) expect(twitch.textContent).toContain(text);
    const kick = screen.getByRole('region', { name: locale === 'en' ? 'Kick connection' : /Kick/ });
    for (const text of kickTexts) expect(kick.textContent).toContain(text);
    const errors = within(screen.getByTestId('earning-ticks')).getAllByTestId('tick-error');
    expect(errors).toHaveLength(2);
    const ticks = errors.map((e) => e.textContent).join(' | ');
    for (const text of tickTexts) expect(ticks).toContain(text);
  });

  it('says why a connection is off in the page language: not configured, not connected', async () => {
    await loadLocale('pt-PT');
    setup('/admin/earning', {
      ...admin,
      connection: {
        ...admin.connection,
        connected: false,
        reason: { code: 'NOT_CONNECTED', platform: 'twitch' },
        login: null,
        scopes: [],
        connectedAt: null,
      },
      kick: {
        ...admin.kick,
        configured: false,
        connected: false,
        reason: { code: 'NOT_CONFIGURED', platform: 'kick' },
      },
    });
    expect((await screen.findByTestId('earning-off')).textContent).toBe(
      'Nenhuma conta da Twitch está ligada: os ganhos ficam desligados até o streamer ou um moderador ligar a sua conta.',
    );
    expect(screen.getByTestId('kick-off').textContent).toBe(
      'O Kick não está configurado neste servidor (KICK_CLIENT_ID / KICK_CLIENT_SECRET).',
    );
  });
});

describe('give points to everyone in chat now', () => {
  afterEach(resetAfterEach);

  it('asks to confirm, sends one gift id (the same on a retry), says who got it, then starts a new gift', async () => {
    const bodies: { id: string; points: number; reason: string }[] = [];
    let fail = true;
    fakeApi({
      'GET /admin/earning': ok(admin),
      'POST /admin/earning/chat-gift': (call) => {
        bodies.push(call.body as (typeof bodies)[number]);
        if (fail) {
          fail = false;
          return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } } };
        }
        return ok({ id: bodies[0]!.id, points: 250, credited: 37, twitch: 30, kick: 9, repeated: false });
      },
    });
    const { user } = renderApp(<AdminEarningPage />);
    const card = await screen.findByRole('region', { name: 'Give points to everyone in chat now' });
    const give = within(card).getByRole('button', { name: 'Give to chat' });
    expect(give).toHaveProperty('disabled', true);
    await user.type(within(card).getByLabelText('Points each'), '250');
    await user.type(within(card).getByLabelText('Reason'), 'Hype train');
    for (const attempt of [1, 2]) {
      await user.click(give);
      const dialog = await screen.findByRole('alertdialog', { name: 'Give points to everyone in chat?' });
      expect(dialog.textContent).toContain('Everyone present in chat now gets 250 points. Reason: Hype train');
      await user.click(within(dialog).getByRole('button', { name: 'Give to chat' }));
      if (attempt === 1) expect(await within(card).findByText(/temporarily unavailable|try again/i)).toBeTruthy();
    }
    await findToast('250 points given to 37 viewers (present on Twitch: 30, on Kick: 9).');
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ points: 250, reason: 'Hype train' });
    expect(bodies[1]!.id).toBe(bodies[0]!.id);
    expect(within(card).getByLabelText('Points each')).toHaveProperty('value', '');
  });
});
