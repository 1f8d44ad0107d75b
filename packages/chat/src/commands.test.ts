import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAT_COMMAND_KEYS,
  DEFAULT_CHAT_COMMANDS,
  completeCommandConfigs,
  resolveCommand,
  validateCommandConfigs,
  type ChatCommandConfig,
  type ChatCommandKey,
} from './commands';
import { parseCommand } from './parse';

const copy = (): ChatCommandConfig[] =>
  DEFAULT_CHAT_COMMANDS.map((c) => ({ ...c, aliases: [...c.aliases], enabled: { ...c.enabled } }));
const edit = (key: ChatCommandKey, change: Partial<ChatCommandConfig>) =>
  copy().map((c) => (c.key === key ? { ...c, ...change } : c));
const codes = (configs: ChatCommandConfig[]) => validateCommandConfigs(configs).map((e) => `${e.path} ${e.code}`);

describe('default commands', () => {
  it('configure every key once, named after the key, with no alias', () => {
    expect(DEFAULT_CHAT_COMMANDS.map((c) => c.key)).toEqual([...CHAT_COMMAND_KEYS]);
    for (const c of DEFAULT_CHAT_COMMANDS) {
      expect(c.name).toBe(c.key);
      expect(c.aliases).toEqual([]);
      expect(c.userCooldownSeconds).toBe(5);
      expect(c.cost).toBe(0);
    }
  });

  it('are on both platforms except offers, which is off on Twitch', () => {
    for (const c of DEFAULT_CHAT_COMMANDS) expect(c.enabled).toEqual({ twitch: c.key !== 'offers', kick: true });
  });

  it('have a 10 s channel cooldown on hunt and offers only', () => {
    const global = Object.fromEntries(DEFAULT_CHAT_COMMANDS.map((c) => [c.key, c.globalCooldownSeconds]));
    expect(global).toEqual({ points: 0, gtb: 0, avg: 0, join: 0, sr: 0, hunt: 10, offers: 10, wager: 0, pick: 0 });
  });

  it('are valid', () => {
    expect(validateCommandConfigs(DEFAULT_CHAT_COMMANDS)).toEqual([]);
  });
});

describe('validateCommandConfigs', () => {
  it('accepts aliases and renames', () => {
    expect(codes(edit('points', { name: 'pontos', aliases: ['pts', 'saldo'] }))).toEqual([]);
  });

  it('refuses a name or alias used twice, across commands or within one', () => {
    expect(codes(edit('points', { aliases: ['gtb'] }))).toEqual(['0.aliases.0 DUPLICATE_NAME']);
    expect(codes(edit('avg', { aliases: ['bet', 'bet'] }))).toEqual(['2.aliases.1 DUPLICATE_NAME']);
    expect(codes(edit('hunt', { aliases: ['hunt'] }))).toEqual(['5.aliases.0 DUPLICATE_NAME']);
  });

  it('refuses bad characters, upper case, the prefix, empty and long names', () => {
    for (const bad of ['', '!gtb', 'GTB', 'g tb', 'gtb.', 'a'.repeat(33), '😀'])
      expect(codes(edit('gtb', { name: bad }))).toEqual(['1.name BAD_NAME']);
    expect(codes(edit('gtb', { name: 'a'.repeat(32) }))).toEqual([]);
    expect(codes(edit('gtb', { name: 'palpite_2-x' }))).toEqual([]);
  });

  it('refuses more than 5 aliases', () => {
    expect(codes(edit('sr', { aliases: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toEqual(['4.aliases TOO_MANY_ALIASES']);
  });

  it('refuses offers on Twitch', () => {
    expect(codes(edit('offers', { enabled: { twitch: true, kick: true } }))).toEqual([
      '6.enabled.twitch FORBIDDEN_ON_TWITCH',
    ]);
  });

  it('refuses cooldowns that are not whole seconds in 0..86400', () => {
    for (const bad of [-1, 1.5, 86_401, Number.NaN, Number.POSITIVE_INFINITY])
      expect(codes(edit('join', { userCooldownSeconds: bad }))).toEqual(['3.userCooldownSeconds BAD_COOLDOWN']);
    expect(codes(edit('join', { globalCooldownSeconds: 86_400 }))).toEqual([]);
  });

  it('allows a cost on sr alone', () => {
    expect(codes(edit('sr', { cost: 500 }))).toEqual([]);
    expect(codes(edit('sr', { cost: 1_000_001 }))).toEqual(['4.cost BAD_COST']);
    expect(codes(edit('sr', { cost: 0.5 }))).toEqual(['4.cost BAD_COST']);
    expect(codes(edit('points', { cost: 1 }))).toEqual(['0.cost BAD_COST']);
  });

  it('refuses a missing, repeated or unknown key', () => {
    expect(codes(copy().slice(1))).toEqual([' MISSING_KEY']);
    expect(codes([...copy(), { ...copy()[0]!, name: 'other' }])).toEqual(['9.key DUPLICATE_KEY']);
    expect(codes([...copy(), { ...copy()[0]!, key: 'slots' as ChatCommandKey, name: 'slots' }])).toEqual([
      '9.key UNKNOWN_KEY',
    ]);
  });
});

describe('completeCommandConfigs', () => {
  // A configuration an admin saved before `wager` (and `pick`) existed: the seven commands of that version.
  const beforeWager = () => copy().filter((c) => c.key !== 'wager' && c.key !== 'pick');

  it('adds a key added since with its defaults and keeps every stored choice', () => {
    const stored = beforeWager().map((c) =>
      c.key === 'points' ? { ...c, name: 'pontos', aliases: ['pts'], userCooldownSeconds: 30 } : c,
    );
    expect(codes(stored)).toEqual([' MISSING_KEY', ' MISSING_KEY']);
    const completed = completeCommandConfigs(stored);
    expect(codes(completed)).toEqual([]);
    expect(completed.slice(0, 7)).toEqual(stored);
    expect(completed[7]).toEqual(DEFAULT_CHAT_COMMANDS.find((c) => c.key === 'wager'));
    expect(completed[8]).toEqual(DEFAULT_CHAT_COMMANDS.find((c) => c.key === 'pick'));
    expect(resolveCommand(parseCommand('!wager'), completed, 'twitch')?.key).toBe('wager');
    expect(resolveCommand(parseCommand('!pts'), completed, 'kick')?.key).toBe('points');
  });

  it('adds it switched off under a free name when its name is taken by an admin name or alias', () => {
    const stored = beforeWager().map((c) => (c.key === 'points' ? { ...c, aliases: ['wager', 'wager-2'] } : c));
    const completed = completeCommandConfigs(stored);
    expect(codes(completed)).toEqual([]);
    expect(completed[7]).toMatchObject({ key: 'wager', name: 'wager-3', enabled: { twitch: false, kick: false } });
    // The admin's alias keeps meaning what it meant.
    expect(resolveCommand(parseCommand('!wager'), completed, 'kick')?.key).toBe('points');
  });

  it('drops a key this version does not know and leaves a complete configuration as it is', () => {
    const unknown = { ...copy()[0]!, key: 'slots' as ChatCommandKey, name: 'slots' };
    expect(completeCommandConfigs([...copy(), unknown])).toEqual(copy());
    expect(completeCommandConfigs(copy())).toEqual(copy());
  });

  it('property: whatever keys were stored, the result is valid when the stored commands were', () => {
    fc.assert(
      fc.property(fc.subarray([...CHAT_COMMAND_KEYS]), (keys) => {
        const stored = copy().filter((c) => keys.includes(c.key));
        expect(codes(completeCommandConfigs(stored))).toEqual([]);
      }),
    );
  });
});

describe('resolveCommand', () => {
  const configs = edit('points', { name: 'pontos', aliases: ['pts'] });

  it('finds a command by name or alias', () => {
    expect(resolveCommand(parseCommand('!pontos'), configs, 'kick')?.key).toBe('points');
    expect(resolveCommand(parseCommand('!PTS'), configs, 'twitch')?.key).toBe('points');
    expect(resolveCommand(parseCommand('!gtb 100'), configs, 'twitch')?.config.name).toBe('gtb');
  });

  it('answers null for no command, an unknown name, a renamed default or a disabled platform', () => {
    expect(resolveCommand(null, configs, 'kick')).toBeNull();
    expect(resolveCommand(parseCommand('!nope'), configs, 'kick')).toBeNull();
    expect(resolveCommand(parseCommand('!points'), configs, 'kick')).toBeNull();
    const off = edit('join', { enabled: { twitch: false, kick: true } });
    expect(resolveCommand(parseCommand('!join'), off, 'twitch')).toBeNull();
    expect(resolveCommand(parseCommand('!join'), off, 'kick')?.key).toBe('join');
  });

  it('never answers offers on Twitch, even when a configuration enables it', () => {
    const on = edit('offers', { enabled: { twitch: true, kick: true } });
    expect(resolveCommand(parseCommand('!offers'), on, 'twitch')).toBeNull();
    expect(resolveCommand(parseCommand('!offers'), on, 'kick')?.key).toBe('offers');
  });

  it('property: offers never resolves on Twitch, whatever its names and switches', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9_-]{1,32}$/),
        fc.array(fc.stringMatching(/^[a-z0-9_-]{1,32}$/), { maxLength: 5 }),
        fc.boolean(),
        (name, aliases, twitch) => {
          const cs = edit('offers', { name, aliases, enabled: { twitch, kick: true } });
          for (const n of [name, ...aliases])
            expect(resolveCommand({ name: n, args: [] }, cs, 'twitch')?.key).not.toBe('offers');
        },
      ),
    );
  });
});
