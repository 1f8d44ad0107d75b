import { describe, expect, it } from 'vitest';
import { customCommandNameIssue, DEFAULT_CHAT_COMMANDS } from './commands';
import { chatterValue, fixedValue, numberValue } from './reply-values';
import { renderAdminReply } from './templates';
import { twitchTextIssue } from './twitch-safety';

describe('custom commands and timers (issue 34)', () => {
  it('a name may not shadow a built-in name, alias or key', () => {
    const builtIns = DEFAULT_CHAT_COMMANDS.map((c) => (c.key === 'points' ? { ...c, aliases: ['pts'] } : c));
    expect(customCommandNameIssue('discord', builtIns)).toBeNull();
    expect(customCommandNameIssue('points', builtIns)).toBe('built_in');
    expect(customCommandNameIssue('pts', builtIns)).toBe('built_in');
    const renamed = builtIns.map((c) => (c.key === 'hunt' ? { ...c, name: 'bonus' } : c));
    expect(customCommandNameIssue('bonus', renamed)).toBe('built_in');
    expect(customCommandNameIssue('hunt', renamed)).toBe('built_in');
    expect(customCommandNameIssue('Big', builtIns)).toBe('bad_name');
    expect(customCommandNameIssue('a b', builtIns)).toBe('bad_name');
    expect(customCommandNameIssue('', builtIns)).toBe('bad_name');
  });

  it('a text for Twitch is read by the same guard as at send time', () => {
    expect(twitchTextIssue('Follow the channel, {user}!')).toBeNull();
    expect(twitchTextIssue('play on S t 4 k e now')).toBe('forbidden_word');
    expect(twitchTextIssue('use code BIGWIN', { extraWords: ['BIGWIN'] })).toBe('forbidden_word');
    expect(twitchTextIssue('join at example.com/r/me')).toBe('link');
    expect(twitchTextIssue('https://x.io')).toBe('link');
  });

  it("an admin's template is filled with safe values only", () => {
    const line = renderAdminReply('Hi {user}, {points} points {unknown}', 'en', {
      user: chatterValue('Ana', 'ana'),
      points: numberValue(1234),
    });
    expect(line.text).toBe('Hi Ana, 1,234 points {unknown}');
    expect(renderAdminReply('{site}', 'en', { site: fixedValue('x') }).text).toBe('x');
    expect(() => renderAdminReply('{user}', 'en', { user: { value: 'x' } as never })).toThrow();
  });
});
