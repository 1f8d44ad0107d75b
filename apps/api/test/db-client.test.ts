import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTogether, type Database, type Executor } from '../src/db/client';
import { openTestDatabase } from './helpers/database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Two reads that log when they start and end. */
function tracedReads(executor: Executor, log: string[]) {
  const read = (name: string) => async () => {
    log.push(`start ${name}`);
    const rows = await executor.execute(sql`select ${name}::text as name`);
    log.push(`end ${name}`);
    return rows;
  };
  return [read('a'), read('b')] as const;
}

describe('readTogether', () => {
  it('starts every read at once on the pool', async () => {
    const log: string[] = [];
    await readTogether(database.db, tracedReads(database.db, log));
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('runs the reads one after another inside a transaction (one connection, one query at a time)', async () => {
    const log: string[] = [];
    await database.db.transaction(async (tx) => {
      await readTogether(tx, tracedReads(tx, log));
    });
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('returns the results in the order of the reads', async () => {
    const [one, two] = await readTogether(database.db, [async () => 1, async () => 'two'] as const);
    expect([one, two]).toEqual([1, 'two']);
  });
});
