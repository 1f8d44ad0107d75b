import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';
import { vi } from 'vitest';

/**
 * Every statement the app sends while `run` runs, on either database: `<name> <sql>` (the name is `-`
 * for an unnamed statement). PGlite's BEGIN and COMMIT are not seen.
 */
export async function statementsDuring<T>(run: () => Promise<T>): Promise<{ result: T; sent: string[] }> {
  const sent: string[] = [];
  const spies = [NodePgSession.prototype, PgliteSession.prototype].map((proto) => {
    const original = proto.prepareQuery;
    return vi.spyOn(proto, 'prepareQuery').mockImplementation(function (
      this: unknown,
      ...args: Parameters<typeof original>
    ) {
      sent.push(`${args[2] ?? '-'} ${args[0].sql.replace(/\s+/g, ' ')}`);
      return original.apply(this, args);
    });
  });
  try {
    return { result: await run(), sent };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/** The names of the named statements among `sent`, in order. */
export const namedStatements = (sent: string[]): string[] =>
  sent.map((s) => s.split(' ')[0]!).filter((name) => name !== '-');
