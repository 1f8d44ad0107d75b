import { meSchema, shopItemSchema } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler, ResponseContractError, verifying } from './response-serializer';

const compilerFor = (verify: boolean) => (schema: z.ZodType) =>
  createResponseSerializerCompiler({ verify })({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

const serialise = compilerFor(false);
const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

const roundSchema = z.object({
  id: z.uuid(),
  when: z.date(),
  note: z.string().nullable(),
  winner: z.object({ name: z.string(), amount: z.number() }).nullable(),
  groups: z.record(z.string(), z.number().int()),
  status: z.enum(['soon', 'opened', 'closed']),
  cards: z.array(z.object({ rank: z.string(), value: z.number().int() })),
});

describe('compiled response serialiser', () => {
  it('gives the same JSON as the zod encoder for the contract shapes (nullables, dates, records, enums)', () => {
    const me = {
      _id: '5f0c5a39-8d6e-4a5e-9d7c-3c4f7f6b8a10',
      username: 'Viewer',
      avatar: 'https://x/y.png',
      points: 1500,
      role: 'User',
      locale: 'pt-PT',
    };
    expect(serialise(meSchema)(me)).toBe(viaZod(meSchema, me));
    const items = [
      {
        id: '5f0c5a39-8d6e-4a5e-9d7c-3c4f7f6b8a10',
        name: 'Skin "A"\n',
        description: '',
        cost: 10,
        quantity: 0,
        image: '/i.png',
        available: false,
        redeemed: true,
        detail: null,
        affiliate: null,
        meetsAffiliateRule: true,
      },
      {
        id: '6a1d6b4a-9e7f-4b6f-8e8d-4d5a8c7b9b21',
        name: 'Gift card',
        description: 'To "you"',
        cost: 500,
        quantity: 3,
        image: '/g.png',
        available: true,
        redeemed: false,
        detail: { label: 'E-mail', kind: 'email' as const, required: true },
        affiliate: { sponsor: { slug: 'stake', name: 'Stake "VIP"' } },
        meetsAffiliateRule: false,
      },
    ];
    expect(serialise(z.array(shopItemSchema))(items)).toBe(viaZod(z.array(shopItemSchema), items));
  });

  it('matches zod on generated values of a shape with every feature the contracts use', () => {
    // Any code point and lone surrogates (fast-check's 'binary' unit takes seconds to build its values).
    const anyText = fc.string({
      unit: fc.oneof(
        fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
        fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
      ),
    });
    const arbitrary = fc.record({
      id: fc.uuid(),
      when: fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }),
      note: fc.option(anyText, { nil: null }),
      winner: fc.option(fc.record({ name: fc.string(), amount: fc.double({ noNaN: true, noDefaultInfinity: true }) }), {
        nil: null,
      }),
      // zod drops a record key `__proto__` (its guard against prototype pollution) where the compiled
      // serialiser writes it; no contract's record can hold that key (the only record is an error's
      // `fields`, keyed by the schema's own field names), so the generator leaves it out.
      groups: fc.dictionary(
        fc.string().filter((key) => key !== '__proto__'),
        fc.integer(),
      ),
      status: fc.constantFrom('soon' as const, 'opened' as const, 'closed' as const),
      cards: fc.array(fc.record({ rank: fc.string(), value: fc.integer() })),
    });
    const compiled = serialise(roundSchema);
    fc.assert(
      fc.property(arbitrary, (value) => {
        expect(JSON.parse(compiled(value))).toEqual(JSON.parse(viaZod(roundSchema, value)));
      }),
      { numRuns: 300 },
    );
    // 300 generated values take about 3 s on a quiet machine: past vitest's 5 s default on 2 loaded
    // cores (seen on 2026-11-25 as a timeout, not a difference), so this test gets its own limit.
  }, 30_000);

  it('drops fields the contract does not name, as the zod parse did', () => {
    const row = {
      _id: '5f0c5a39-8d6e-4a5e-9d7c-3c4f7f6b8a10',
      username: 'V',
      avatar: '',
      points: 1,
      role: 'User',
      locale: null,
      twitchAccessToken: 'secret',
    };
    expect(serialise(meSchema)(row)).not.toContain('secret');
  });

  it('refuses a response that lacks a required field', () => {
    expect(() => serialise(meSchema)({ _id: '5f0c5a39-8d6e-4a5e-9d7c-3c4f7f6b8a10', username: 'V' })).toThrow();
  });

  it('in verify mode, fails on any difference between the compiled and the zod output', () => {
    const check = verifying(
      'GET /x',
      () => '{"a":1}',
      () => '{"a":2}',
    );
    expect(() => check({})).toThrow(ResponseContractError);
    expect(
      verifying(
        'GET /x',
        () => '{"a":1,"b":2}',
        () => '{"b":2,"a":1}',
      )({}),
    ).toBe('{"b":2,"a":1}');
    // The verifying compiler of a real route answers the compiled JSON.
    const me = {
      _id: '5f0c5a39-8d6e-4a5e-9d7c-3c4f7f6b8a10',
      username: 'V',
      avatar: '',
      points: 1,
      role: 'User',
      locale: null,
    };
    expect(compilerFor(true)(meSchema)(me)).toBe(viaZod(meSchema, me));
  });
});
