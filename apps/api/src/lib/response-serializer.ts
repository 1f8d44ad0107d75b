import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson, { type Schema as FjsSchema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * The zod response schema as a JSON schema that fast-json-stringify compiles: the contract stays
 * zod, this is its output shape. Nullable unions become type lists (fast-json-stringify serialises
 * `anyOf` by validating every value against each branch, which costs more than the zod parse it
 * replaces). Parts JSON Schema cannot express (dates, transforms) become `{}`, serialised by
 * JSON.stringify as before.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  // A fresh registry: schemas that carry an OpenAPI id are inlined rather than referenced.
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
    reused: 'inline',
    metadata: z.registry(),
  }) as JsonSchema;
  delete json.$schema;
  return simplify(json);
}

function simplify(node: unknown): JsonSchema {
  if (typeof node !== 'object' || node === null) return node as JsonSchema;
  if (Array.isArray(node)) return node.map(simplify) as unknown as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s: JsonSchema) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && typeof other.type === 'string' && !('anyOf' in other) && !('oneOf' in other)) {
      delete out.anyOf;
      return { ...other, ...out, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** One route's compiled serialiser, or null when its schema is not one fast-json-stringify takes. */
function compile(schema: z.ZodType): ((data: unknown) => string) | null {
  try {
    return fastJson(responseJsonSchema(schema) as unknown as FjsSchema) as (data: unknown) => string;
  } catch {
    return null;
  }
}

/** A serialiser compiled from a zod response schema, for bodies a route prepares ahead of requests. */
export function compileResponse<T>(schema: z.ZodType<T>): (data: T) => string {
  return compile(schema) ?? ((data: T) => JSON.stringify(z.encode(schema, data)));
}

export class ResponseContractError extends Error {
  constructor(route: string, expected: string, actual: string) {
    super(
      `compiled response of ${route} differs from its zod contract:\n  zod:      ${expected.slice(0, 2000)}\n  compiled: ${actual.slice(0, 2000)}`,
    );
    this.name = 'ResponseContractError';
  }
}

/**
 * Fastify's compiled JSON serialisation for responses declared with zod schemas. In production a
 * response is serialised by fast-json-stringify from the schema (unknown fields are dropped, as the
 * zod parse dropped them). With `verify` (the test suites), every response is also encoded by zod
 * and the two results must be the same JSON, so the whole API suite checks that the compiled
 * serialiser keeps the contract.
 */
export function createResponseSerializerCompiler({
  verify,
}: {
  verify: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const compiled = compile(route.schema);
    if (!compiled) return viaZod;
    return verify ? verifying(`${route.method} ${route.url}`, viaZod, compiled) : compiled;
  };
}

/** Serialises with `compiled`, after checking that it gives the same JSON as the zod encoder. */
export function verifying(
  route: string,
  viaZod: (data: unknown) => string,
  compiled: (data: unknown) => string,
): (data: unknown) => string {
  return (data) => {
    const expected = viaZod(data);
    const actual = compiled(data);
    if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected)))
      throw new ResponseContractError(route, expected, actual);
    return actual;
  };
}
