import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coalesceReplies as coalesce, type ChatOutcome, type ChatOutcomeKind } from './coalesce';
import type { Locale } from '@app/contracts';
import { chatterValue, fixedValue, isSafeReply, localizedValue, typedText, type SafeValue } from './reply-values';

type Plain = { kind: ChatOutcomeKind; ok: boolean; reason?: string | undefined; chatter: string };
const outcome = (o: Plain): ChatOutcome => ({
  kind: o.kind,
  ok: o.ok,
  chatter: chatterValue(o.chatter),
  ...(o.reason === undefined ? {} : { reason: fixedValue(o.reason) }),
});
/** The lines' texts (every line is a SafeReply, the only kind the Twitch queue takes). */
const coalesceReplies = (os: readonly (Plain | ChatOutcome)[], ...rest: [locale: Locale, options?: object]) => {
  const lines = coalesce(
    os.map((o) => (typeof o.chatter === 'string' ? outcome(o as Plain) : (o as ChatOutcome))),
    ...rest,
  );
  expect(lines.every(isSafeReply)).toBe(true);
  return lines.map((l) => l.text);
};
const many = (n: number, o: Omit<Plain, 'chatter'>): Plain[] =>
  Array.from({ length: n }, (_, i) => ({ ...o, chatter: `viewer${i}` }));

describe('coalesceReplies', () => {
  it('has nothing to say about nothing', () => {
    expect(coalesceReplies([], 'pt-BR')).toEqual([]);
  });

  it("keeps a lone result's chatter", () => {
    expect(coalesceReplies([{ kind: 'gtb', ok: true, chatter: 'ana' }], 'pt-BR')).toEqual(['@ana: palpite registrado']);
    expect(coalesceReplies([{ kind: 'gtb', ok: true, chatter: 'ana' }], 'pt-PT')).toEqual(['@ana: palpite registado']);
    expect(coalesceReplies([{ kind: 'gtb', ok: true, chatter: '@ana' }], 'en')).toEqual(['@ana: guess recorded']);
    expect(coalesceReplies([{ kind: 'avg', ok: false, reason: 'AVG fechado', chatter: 'bia' }], 'pt-BR')).toEqual([
      '@bia: aposta recusada: AVG fechado',
    ]);
    expect(coalesceReplies([{ kind: 'sr', ok: false, chatter: 'caio' }], 'en')).toEqual(['@caio: request refused']);
  });

  it('counts several results of a kind, with the refusal reasons', () => {
    const outcomes = [
      ...many(12, { kind: 'gtb', ok: true }),
      ...many(3, { kind: 'gtb', ok: false, reason: 'already guessed' }),
    ];
    expect(coalesceReplies(outcomes, 'en')).toEqual(['12 guesses recorded, 3 refused: already guessed']);
    const pt = [...many(12, { kind: 'gtb', ok: true }), ...many(3, { kind: 'gtb', ok: false, reason: 'já palpitou' })];
    expect(coalesceReplies(pt, 'pt-BR')).toEqual(['12 palpites registrados, 3 recusados: já palpitou']);
    expect(coalesceReplies(pt, 'pt-PT')).toEqual(['12 palpites registados, 3 recusados: já palpitou']);
  });

  it('lists several reasons by frequency, agreeing in gender and number in Portuguese', () => {
    const outcomes = [
      ...many(1, { kind: 'avg', ok: true }),
      ...many(1, { kind: 'avg', ok: false, reason: 'AVG fechado' }),
      ...many(2, { kind: 'avg', ok: false, reason: 'pontos insuficientes' }),
    ];
    expect(coalesceReplies(outcomes, 'pt-BR')).toEqual([
      '1 aposta registrada, 3 recusadas: pontos insuficientes (2), AVG fechado (1)',
    ]);
    expect(coalesceReplies(many(2, { kind: 'join', ok: false }), 'pt-PT')).toEqual(['2 entradas recusadas']);
    expect(coalesceReplies(many(2, { kind: 'join', ok: true }), 'en')).toEqual(['2 entries recorded']);
  });

  it('counts a reason only over the refusals that gave one', () => {
    const outcomes = [...many(2, { kind: 'sr', ok: false, reason: 'closed' }), ...many(1, { kind: 'sr', ok: false })];
    expect(coalesceReplies(outcomes, 'en')).toEqual(['3 requests refused: closed (2)']);
  });

  it('puts kinds in first-seen order on one line while they fit', () => {
    const outcomes: Plain[] = [
      { kind: 'avg', ok: true, chatter: 'ana' },
      ...many(2, { kind: 'gtb', ok: true }),
      { kind: 'sr', ok: true, chatter: 'bia' },
    ];
    expect(coalesceReplies(outcomes, 'en')).toEqual([
      '@ana: bet recorded · 2 guesses recorded · @bia: request recorded',
    ]);
  });

  it('keeps to maxLines of 500 characters, marking what was dropped', () => {
    const long = 'r'.repeat(300);
    const outcomes = (['gtb', 'avg', 'join', 'sr', 'gtb', 'avg', 'join', 'sr'] as const).map((kind, i) => ({
      kind,
      ok: false,
      reason: `${long}${i}`,
      chatter: `x${i}`,
    }));
    const lines = coalesceReplies(outcomes, 'en', { maxLines: 2 });
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith(' ...')).toBe(true);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(500);
    expect(coalesceReplies(outcomes, 'en', { maxLines: 0 })).toEqual([]);
  });

  it('normalizes names and reasons (no controls, no emotes)', () => {
    expect(
      coalesceReplies([{ kind: 'gtb', ok: false, reason: ' já\u200B palpitou ', chatter: '\u202Eana' }], 'pt-BR'),
    ).toEqual(['@ana: palpite recusado: já palpitou']);
  });

  it('words every count by its plural category: one refusal is singular beside many recorded', () => {
    const outcomes = [
      ...many(2, { kind: 'gtb', ok: true }),
      ...many(1, { kind: 'gtb', ok: false, reason: 'já palpitou' }),
    ];
    expect(coalesceReplies(outcomes, 'pt-BR')).toEqual(['2 palpites registrados, 1 recusado: já palpitou']);
    const entries = [...many(1, { kind: 'join', ok: true }), ...many(4, { kind: 'join', ok: false })];
    expect(coalesceReplies(entries, 'pt-BR')).toEqual(['1 entrada registrada, 4 recusadas']);
    expect(coalesceReplies(entries, 'pt-PT')).toEqual(['1 entrada registada, 4 recusadas']);
    expect(coalesceReplies(entries, 'en')).toEqual(['1 entry recorded, 4 refused']);
  });

  it('writes the whole line in its language: counts grouped its way, each reason in it', () => {
    const reason = localizedValue({ en: 'closed', 'pt-PT': 'fechado', 'pt-BR': 'fechado' });
    const outcomes: ChatOutcome[] = Array.from({ length: 1500 }, (_, i) => ({
      kind: 'gtb',
      ok: i >= 2,
      chatter: chatterValue(`v${i}`),
      ...(i < 2 ? { reason } : {}),
    }));
    expect(coalesceReplies(outcomes, 'en')).toEqual(['1,498 guesses recorded, 2 refused: closed']);
    expect(coalesceReplies(outcomes, 'pt-PT')).toEqual(['1 498 palpites registados, 2 recusados: fechado']);
    expect(coalesceReplies(outcomes, 'pt-BR')).toEqual(['1.498 palpites registrados, 2 recusados: fechado']);
  });

  it('takes safe values only: a typed text cast into an outcome is refused at run time', () => {
    const typed = typedText('use code BIGWIN') as unknown as SafeValue;
    expect(() => coalesce([{ kind: 'sr', ok: false, reason: typed, chatter: chatterValue('ana') }], 'en')).toThrow();
    expect(() => coalesce([{ kind: 'sr', ok: true, chatter: typed }], 'en')).toThrow();
  });

  it('property: at most maxLines lines of at most 500 characters, never empty', () => {
    const outcome = fc.record({
      kind: fc.constantFrom<ChatOutcomeKind>('gtb', 'avg', 'join', 'sr'),
      ok: fc.boolean(),
      reason: fc.option(fc.string({ maxLength: 600 }), { nil: undefined }),
      chatter: fc.string({ maxLength: 40 }),
    });
    fc.assert(
      fc.property(
        fc.array(outcome, { maxLength: 60 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom<Locale>('en', 'pt-PT', 'pt-BR'),
        (os, maxLines, locale) => {
          const lines = coalesceReplies(os, locale, { maxLines });
          expect(lines.length).toBeLessThanOrEqual(maxLines);
          if (os.length > 0) expect(lines.length).toBeGreaterThan(0);
          for (const l of lines) {
            expect(l.length).toBeGreaterThan(0);
            expect(l.length).toBeLessThanOrEqual(500);
          }
        },
      ),
    );
  });

  it('property: the counts of a kind add up to its results', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999 }), fc.integer({ min: 0, max: 999 }), (ok, refused) => {
        const [line] = coalesceReplies(
          [...many(ok, { kind: 'gtb', ok: true }), ...many(refused, { kind: 'gtb', ok: false, reason: 'closed' })],
          'en',
        );
        const expected =
          refused === 0 ? `${ok} guesses recorded` : `${ok} guesses recorded, ${refused} refused: closed`;
        expect(line).toBe(expected);
      }),
    );
  });
});
