import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeCall } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import type { ChatTimer, CustomChat as CustomChatView, CustomCommand } from '../types';
import { CustomChat } from './custom-chat';

const discord: CustomCommand = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'discord',
  template: 'Join us on {site}, {user}',
  twitch: true,
  kick: true,
  userCooldownSeconds: 0,
  globalCooldownSeconds: 30,
  modOnly: false,
  enabled: true,
  updatedAt: '2026-11-29T05:00:00.000Z',
};
const follow: ChatTimer = {
  id: '22222222-2222-4222-8222-222222222222',
  text: 'Follow the channel!',
  intervalMinutes: 15,
  minMessages: 10,
  twitch: true,
  kick: false,
  enabled: true,
  updatedAt: '2026-11-29T05:00:00.000Z',
};

afterEach(resetAfterEach);

describe('custom commands and timers on /admin/commands', () => {
  it('lists both, adds a command, switches a timer off and deletes the command', async () => {
    let state: CustomChatView = { commands: [discord], timers: [follow] };
    const answer = (next: CustomChatView) => {
      state = next;
      return ok(state);
    };
    const { writes } = fakeApi({
      'GET /admin/chat-commands/custom': () => ok(state),
      'POST /admin/chat-commands/custom': (call: FakeCall) =>
        answer({
          ...state,
          commands: [...state.commands, { ...(call.body as CustomCommand), id: 'new', updatedAt: '' }],
        }),
      [`PUT /admin/chat-commands/timers/${follow.id}`]: (call: FakeCall) =>
        answer({ ...state, timers: [{ ...follow, ...(call.body as ChatTimer) }] }),
      [`DELETE /admin/chat-commands/custom/${discord.id}`]: () =>
        answer({ ...state, commands: state.commands.filter((c) => c.id !== discord.id) }),
    });
    const { user } = renderApp(<CustomChat />);
    expect(await screen.findByText('!discord')).toBeTruthy();
    expect(screen.getByText('Follow the channel!')).toBeTruthy();
    expect(screen.getByText(/every 15 min, after 10 chat messages/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a command' }));
    await user.type(screen.getByRole('textbox', { name: 'Name (without !)' }), 'rules');
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Be nice, {{user}');
    await user.click(screen.getByRole('checkbox', { name: 'Moderators only' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await findToast('Saved.')).variant).toBe('success');
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      body: {
        name: 'rules',
        template: 'Be nice, {user}',
        twitch: true,
        kick: true,
        userCooldownSeconds: 0,
        globalCooldownSeconds: 5,
        modOnly: true,
        enabled: true,
      },
    });
    expect(await screen.findByText('!rules')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Follow the channel! on' }));
    expect(writes()[1]).toMatchObject({ method: 'PUT', body: { ...followInput(), enabled: false } });

    await user.click(screen.getByRole('button', { name: 'Delete !discord' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast('Deleted.')).variant).toBe('success');
    expect(writes()[2]).toMatchObject({ method: 'DELETE', path: `/admin/chat-commands/custom/${discord.id}` });
    expect(screen.queryByText('!discord')).toBeNull();
  }, 20_000);

  it("a Twitch text with a link or a casino is refused in the page's words", async () => {
    fakeApi({
      'GET /admin/chat-commands/custom': ok({ commands: [], timers: [] }),
      'POST /admin/chat-commands/timers': {
        status: 400,
        body: { error: { code: 'CHAT_TEXT_NOT_TWITCH_SAFE', message: 'x', fields: { text: 'link' } } },
      },
      'POST /admin/chat-commands/custom': {
        status: 409,
        body: { error: { code: 'CHAT_COMMAND_NAME_TAKEN', message: 'x', fields: { name: 'built_in' } } },
      },
    });
    const { user } = renderApp(<CustomChat />);
    await user.click(await screen.findByRole('button', { name: 'Add a timer' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'see evil.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      (
        await findToast(
          'On Twitch this text would carry a link: remove it (use the site variable), or turn Twitch off for it.',
        )
      ).variant,
    ).toBe('destructive');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add a command' }));
    await user.type(screen.getByRole('textbox', { name: 'Name (without !)' }), 'points');
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      (await findToast('That name belongs to a built-in command or one of its aliases: choose another.')).variant,
    ).toBe('destructive');
  }, 20_000);
});

function followInput() {
  const { id: _id, updatedAt: _u, ...rest } = follow;
  return rest;
}
