import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_COMMAND_NAME, parseCommand } from './parse';

describe('parseCommand', () => {
  it('reads the name and the arguments', () => {
    expect(parseCommand('!gtb 1234.50')).toEqual({ name: 'gtb', args: ['1234.50'] });
    expect(parseCommand('!avg C 200')).toEqual({ name: 'avg', args: ['C', '200'] });
    expect(parseCommand('!sr Gates of Olympus')).toEqual({ name: 'sr', args: ['Gates', 'of', 'Olympus'] });
    expect(parseCommand('  !points  ')).toEqual({ name: 'points', args: [] });
  });

  it('lower-cases the name, not the arguments', () => {
    expect(parseCommand('!GTB OPEN')).toEqual({ name: 'gtb', args: ['OPEN'] });
    expect(parseCommand('!ÁVG c 5')).toEqual({ name: 'ávg', args: ['c', '5'] });
  });

  it('reads a full-width ！ as ! (NFKC)', () => {
    expect(parseCommand('！ｇｔｂ　１２３４')).toEqual({ name: 'gtb', args: ['1234'] });
  });

  it('sees through zero-width and bidi characters and Kick emotes', () => {
    expect(parseCommand('\u200B!po\u200Dints')).toEqual({ name: 'points', args: [] });
    expect(parseCommand('\u202E!hunt')).toEqual({ name: 'hunt', args: [] });
    expect(parseCommand('[emote:1:KEKW] !join [emote:2:x]')).toEqual({ name: 'join', args: [] });
  });

  it.each([
    [''],
    ['   '],
    ['points'],
    ['hello !points'],
    ['!'],
    ['! points'],
    ['!!points'],
    ['!gtb!'],
    ['!poi.nts'],
    ['!😀'],
    [`!${'a'.repeat(33)}`],
    ['?points'],
  ])('%j is not a command', (text) => {
    expect(parseCommand(text)).toBeNull();
  });

  it('accepts names of letters, digits, _ and - up to 32', () => {
    expect(parseCommand(`!${'a'.repeat(32)}`)?.name).toHaveLength(32);
    expect(parseCommand('!sr_2-x')?.name).toBe('sr_2-x');
    expect(parseCommand('!١٢٣')?.name).toBe('١٢٣');
  });

  it('keeps at most 10 arguments', () => {
    expect(parseCommand('!sr 1 2 3 4 5 6 7 8 9 10 11 12')?.args).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });

  it('takes another prefix, and refuses an empty or spaced one', () => {
    expect(parseCommand('?points', '?')).toEqual({ name: 'points', args: [] });
    expect(parseCommand('!points', '?')).toBeNull();
    expect(parseCommand('>>hunt', '>>')).toEqual({ name: 'hunt', args: [] });
    expect(() => parseCommand('!points', '')).toThrow();
    expect(() => parseCommand('!points', '! ')).not.toThrow();
    expect(() => parseCommand('!points', 'a b')).toThrow();
  });

  it('does not lower-case by locale: a dotted capital I is no valid name', () => {
    expect(parseCommand('!İ')).toBeNull();
    expect(parseCommand('!I')?.name).toBe('i');
  });

  it('survives 500+ characters', () => {
    const long = `!sr ${'x '.repeat(400)}`;
    expect(parseCommand(long)?.args).toHaveLength(10);
  });

  it('property: a result always has a valid lower-case name and at most 10 non-empty arguments', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.boolean(), (tail, bang) => {
        const parsed = parseCommand((bang ? '!' : '') + tail);
        if (parsed === null) return;
        expect(CHAT_COMMAND_NAME.test(parsed.name)).toBe(true);
        expect(parsed.name).toBe(parsed.name.toLowerCase());
        expect(parsed.args.length).toBeLessThanOrEqual(10);
        for (const a of parsed.args) expect(a).toMatch(/^\S+$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: what parses parses the same once normalized or padded', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9_-]{1,32}$/),
        fc.array(fc.stringMatching(/^[A-Za-z0-9.,$]{1,8}$/), { maxLength: 10 }),
        (name, args) => {
          const text = `!${name} ${args.join('  ')}`;
          expect(parseCommand(`  ${text}\u200B `)).toEqual({ name, args });
        },
      ),
    );
  });
});
