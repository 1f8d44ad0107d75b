import { describe, expect, it } from 'vitest';
import * as chat from './index';

/** A message as the API will handle it, through the package's public API only. */
function handle(text: string, platform: 'twitch' | 'kick', badges: chat.ChatBadge[] = []) {
  const command = chat.resolveCommand(chat.parseCommand(text), chat.DEFAULT_CHAT_COMMANDS, platform);
  if (!command) return null;
  const moderator = chat.isModerator(badges, platform);
  const cooldown = chat.cooldownDecision({
    now: 10_000,
    userLastUsedAt: 8_000,
    globalLastUsedAt: null,
    config: command.config,
    bypass: moderator,
  });
  if (!cooldown.allowed) return { key: command.key, cooldown: cooldown.retryInSeconds };
  const args = chat.parseCommand(text)!.args;
  if (command.key === 'gtb') return { key: command.key, args: chat.parseGtbArgs(args), moderator };
  if (command.key === 'avg') return { key: command.key, args: chat.parseAvgArgs(args), moderator };
  if (command.key === 'sr') return { key: command.key, args: chat.parseSrArgs(args), moderator };
  return { key: command.key, moderator };
}

describe('@app/chat end to end', () => {
  it('a moderator skips the cooldown and may open GTB', () => {
    expect(handle('！ＧＴＢ open', 'kick', [{ type: 'moderator' }])).toEqual({
      key: 'gtb',
      args: { kind: 'open' },
      moderator: true,
    });
  });

  it('a viewer within the cooldown is told to wait', () => {
    expect(handle('!gtb 1234,50', 'twitch')).toEqual({ key: 'gtb', cooldown: 3 });
  });

  it('offers is not a command on Twitch', () => {
    expect(handle('!offers', 'twitch')).toBeNull();
    expect(handle('!offers', 'kick', ['broadcaster'])).toEqual({ key: 'offers', moderator: true });
  });

  it('a reply goes to Twitch only through the guard, within the rate limit', () => {
    const reply = chat.renderReply('gtb_recorded', 'pt-BR', { user: 'ana', guess: '$1,234.50' });
    expect(chat.sanitizeForTwitch(reply)).toBe('@ana: palpite de $1,234.50 registrado no GTB!');
    expect(
      chat.sanitizeForTwitch(chat.renderReply('offers_link', 'pt-BR', { user: 'ana', offersUrl: 'https://x.example' })),
    ).toBe('@ana: as ofertas do canal estão em');
    expect(chat.replyQueuePlan(chat.CHAT_RATE_LIMITS.twitch).nextSendAt([], 5)).toBe(5);
  });
});
