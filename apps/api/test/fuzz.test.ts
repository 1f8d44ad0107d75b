// API fuzz suite (issue 12): walks every operation of /api/openapi.json and sends generated bad
// input — wrong types, huge and negative numbers, NUL and unicode, long strings, deep JSON, bad and
// unknown uuids, unknown fields — as a visitor, a viewer and an admin. Any 5xx, or any body carrying
// a stack trace or SQL, fails the operation's test. New routes are covered as soon as they exist.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { seedDemo } from '../src/seed';
import { insertSession } from '../src/features/sessions/repository';
import { createSessionCodec, SESSION_TTL_SECONDS } from '../src/lib/session';
import { createTestApp, TEST_ORIGIN, TEST_SECRET } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { createUser } from './helpers/factories';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type Role = 'visitor' | 'viewer' | 'admin';
type Case = { label: string; url: string; body?: { raw: string } | { json: unknown } };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Values no field should choke on: wrong types, edges, injections, encodings, sizes. */
const BAD_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['empty string', ''],
  ['word', 'x'],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.5],
  ['2^31', 2 ** 31],
  ['2^53+1', 2 ** 53 + 1],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['long digits', '9'.repeat(400)],
  ['NUL', 'a\u0000b'],
  ['unicode', 'ß漢字😀\u202e\uFEFF'],
  ['lone surrogate', '\ud800x'],
  ['long string', 'x'.repeat(20_000)],
  ['array', [1, 'a', null]],
  ['object', { $ne: 1, __proto__: { polluted: true } }],
  ['sql', "' or 1=1; drop table users; --"],
  ['path traversal', '../../../../etc/passwd'],
  ['bad uuid', '123e4567-e89b-12d3-a456-42661417400Z'],
  ['unknown uuid', randomUUID()],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['html', '<img src=x onerror=alert(1)>'],
];

/** Strings for path and query positions (already text). */
const BAD_TEXT: Array<[string, string]> = [
  ['empty', ''],
  ['word', 'x'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['huge', '9'.repeat(40)],
  ['exponent', '1e308'],
  ['NaN', 'NaN'],
  ['NUL', '%00'],
  ['encoded NUL', 'a%00b'],
  ['bad percent', '%ff%fe'],
  ['unicode', encodeURIComponent('ß漢字😀')],
  ['long', 'x'.repeat(5_000)],
  ['sql', encodeURIComponent("' or 1=1 --")],
  ['traversal', '..%2f..%2fetc%2fpasswd'],
  ['bad uuid', '123e4567-e89b-12d3-a456-42661417400Z'],
  ['unknown uuid', randomUUID()],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
];

const STACK = /\n\s+at\s|\.(?:ts|js|mjs):\d+:\d+/;
const SQL =
  /syntax error at or near|violates [\w ]*constraint|relation "[^"]*" does not exist|column "[^"]*" does not exist|invalid input syntax for|duplicate key value|\bselect\b[^"]{0,200}\bfrom\b|\binsert into\b|\bupdate\b \S+ \bset\b/i;

let database: Database;
let app: FastifyInstance;
let doc: {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Record<string, Schema> };
};
const codec = createSessionCodec(TEST_SECRET);
let viewerId = '';
let adminId = '';
const counts = { requests: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, {
    RATE_LIMIT_BETS_PER_MINUTE: '1000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
  });
  // Real content, so ids found in the data exist and routes go past their "not found" checks.
  await seedDemo(database.db);
  viewerId = (await createUser(database, { points: 1_000_000 })).id;
  adminId = (await createUser(database, { role: 'Admin', points: 1_000 })).id;
  doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  const statuses = [...counts.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  console.log(`fuzz: ${counts.requests} requests; by status ${statuses.join(', ')}`);
  await app?.close();
  await database?.close();
});

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let i = 0; i < 10 && current.$ref; i++) {
    const name = current.$ref.split('/').pop()!;
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current.allOf?.length ? Object.assign({}, ...current.allOf.map(resolve)) : current;
}

/** A value the schema accepts, as far as a small generator can tell (the base the mutations start from). */
function sample(schema: Schema | undefined, depth = 0): unknown {
  const s = resolve(schema);
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const variant = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (variant) return sample(variant, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return s.format === 'uuid' ? randomUUID() : 'a'.repeat(Math.max(1, s.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      if (depth > 4) return {};
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? Object.keys(s.properties ?? {}))
        out[key] = sample(s.properties?.[key], depth + 1);
      return out;
    }
    default:
      return {};
  }
}

/** Every bad body for a schema: each field (and nested field) replaced, plus whole-body abuse. */
function badBodies(schema: Schema | undefined): Array<{ label: string; body: { raw: string } | { json: unknown } }> {
  const base = sample(schema);
  const out: Array<{ label: string; body: { raw: string } | { json: unknown } }> = [];
  const visit = (node: Schema | undefined, path: string[]) => {
    const s = resolve(node);
    for (const [key, child] of Object.entries(s.properties ?? {})) {
      for (const [name, value] of BAD_VALUES) {
        const copy = structuredClone(base) as Record<string, unknown>;
        let target = copy;
        for (const p of path) target = (target[p] ??= {}) as Record<string, unknown>;
        target[key] = value;
        out.push({ label: `${[...path, key].join('.')} = ${name}`, body: { json: copy } });
      }
      if (path.length < 2 && resolve(child).properties) visit(child, [...path, key]);
    }
  };
  visit(schema, []);
  const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
  const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  out.push(
    { label: 'body null', body: { raw: 'null' } },
    { label: 'body array', body: { json: [base] } },
    { label: 'body string', body: { raw: '"text"' } },
    { label: 'body number', body: { raw: '-1e999' } },
    { label: 'truncated JSON', body: { raw: '{"a":' } },
    { label: 'deep object', body: { raw: deep } },
    { label: 'deep array', body: { raw: deepArray } },
    {
      label: 'unknown fields',
      body: {
        json: {
          ...(base as object),
          extra: 'x',
          constructor: { prototype: { polluted: 1 } },
          __proto__: { admin: true },
        },
      },
    },
    { label: 'NUL key', body: { json: { ...(base as object), ['k\u0000']: 1 } } },
    {
      label: 'huge array field',
      body: { json: { ...(base as object), list: Array.from({ length: 10_000 }, (_, i) => i) } },
    },
  );
  // And some arbitrary JSON, reproducible by seed.
  for (const value of fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: 12, numRuns: 8 }))
    out.push({ label: 'arbitrary JSON', body: { json: value } });
  return out;
}

function cases(path: string, op: Operation): Case[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const fill = (overrides: Record<string, string> = {}) =>
    path.replace(
      /\{(\w+)\}/g,
      (_, name: string) => overrides[name] ?? String(sample(params.find((p) => p.name === name)?.schema)),
    );
  const out: Case[] = [];
  for (const param of pathParams)
    for (const [name, text] of BAD_TEXT)
      out.push({ label: `path ${param.name} = ${name}`, url: fill({ [param.name]: text }) });
  for (const param of params.filter((p) => p.in === 'query')) {
    for (const [name, text] of BAD_TEXT)
      out.push({ label: `query ${param.name} = ${name}`, url: `${fill()}?${param.name}=${text}` });
    out.push({ label: `query ${param.name} repeated`, url: `${fill()}?${param.name}=1&${param.name}=2` });
  }
  out.push({ label: 'unknown query', url: `${fill()}?__proto__[x]=1&constructor=%00` });
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  if (bodySchema) for (const { label, body } of badBodies(bodySchema)) out.push({ label, url: fill(), body });
  return out;
}

async function cookieFor(role: Role): Promise<string | undefined> {
  if (role === 'visitor') return undefined;
  const userId = role === 'admin' ? adminId : viewerId;
  // A fresh session per operation: logout routes must not sign the next operation's requests out.
  const sessionId = await insertSession(database.db, userId, SESSION_TTL_SECONDS);
  return `accessToken=${await codec.sign({ userId, sessionId, role: role === 'admin' ? 'Admin' : 'User' })}`;
}

const isEventStream = (op: Operation) =>
  Object.values(op.responses ?? {}).some((r) => Object.keys(r.content ?? {}).includes('text/event-stream'));

describe('API fuzz over /api/openapi.json', () => {
  it('documents operations to fuzz', () => {
    const operations = Object.values(doc.paths).flatMap((ops) => METHODS.filter((m) => ops[m]));
    expect(operations.length).toBeGreaterThan(30);
  });

  // Operations are read from the document inside the test (it is fetched in beforeAll), one test per path.
  it('no operation answers 5xx or leaks a stack or SQL, whoever calls it', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const op = ops[method];
        if (!op || isEventStream(op)) continue;
        const generated = cases(path, op);
        for (const role of ['visitor', 'viewer', 'admin'] as const) {
          const cookie = await cookieFor(role);
          for (const c of generated) {
            const headers: Record<string, string> = { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) };
            let payload: string | undefined;
            if (c.body && method !== 'get') {
              headers['content-type'] = 'application/json';
              payload = 'raw' in c.body ? c.body.raw : JSON.stringify(c.body.json);
            }
            const res = await app.inject({
              method: method.toUpperCase() as 'GET',
              url: c.url,
              headers,
              ...(payload !== undefined ? { payload } : {}),
            });
            counts.requests++;
            counts.byStatus.set(res.statusCode, (counts.byStatus.get(res.statusCode) ?? 0) + 1);
            const leak = STACK.test(res.body) ? 'stack' : SQL.test(res.body) ? 'SQL' : null;
            if (res.statusCode >= 500 || leak) {
              failures.push(
                `${method.toUpperCase()} ${path} as ${role} [${c.label}] -> ${res.statusCode}${leak ? ` (${leak} in body)` : ''}: ${res.body.slice(0, 160)}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
