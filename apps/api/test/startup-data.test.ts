import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { applyPopularSlots, seedSlotCatalogue } from '../src/features/slots/service';
import { seedDemo } from '../src/seed';
import { openTestDatabase, resetDatabase } from './helpers/database';

const slotAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/slots');

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The data steps of server.ts, as one starting instance runs them. */
async function startupSteps(db: Database['db']) {
  await seedSlotCatalogue(db, path.join(slotAssets, 'slots.csv'));
  await applyPopularSlots(db, path.join(slotAssets, 'popular.csv'));
  await seedDemo(db);
}

async function counts() {
  const [row] = await queryRows<{ slots: number; users: number; popular: number }>(
    database.db,
    sql`select (select count(*)::int from slots) as slots, (select count(*)::int from users) as users, (select count(*)::int from slots where popularity > 0) as popular`,
  );
  return row!;
}

describe('start-up data steps', () => {
  it('two instances starting on one empty database at once both start, and seed everything once', async () => {
    // One instance alone gives the expected figures.
    await resetDatabase(database);
    await startupSteps(database.db);
    const alone = await counts();
    expect(alone.slots).toBeGreaterThan(1000);
    expect(alone.popular).toBeGreaterThan(10);
    expect(alone.users).toBeGreaterThan(0);

    // On PostgreSQL each step runs on its own pooled connection, as two processes would: before the
    // start-up lock this deadlocked on the catalogue rows (40P01) and stopped one instance.
    for (let round = 0; round < 3; round += 1) {
      await resetDatabase(database);
      await Promise.all([startupSteps(database.db), startupSteps(database.db), startupSteps(database.db)]);
      expect(await counts()).toEqual(alone);
    }
  });
});
