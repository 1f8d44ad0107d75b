import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { demoAuthCodes } from '../../db/schema';

export async function insertDemoCode(db: Executor, code: string, account: string, ttlSeconds: number): Promise<void> {
  await db.delete(demoAuthCodes).where(lt(demoAuthCodes.expiresAt, sql`now()`));
  await db
    .insert(demoAuthCodes)
    .values({ code, account, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
}

/** Consumes a code exactly once: the delete is the check, so a replayed code finds nothing. */
export async function consumeDemoCode(db: Executor, code: string): Promise<string | null> {
  const [row] = await db
    .delete(demoAuthCodes)
    .where(and(eq(demoAuthCodes.code, code), gt(demoAuthCodes.expiresAt, sql`now()`)))
    .returning({ account: demoAuthCodes.account });
  return row?.account ?? null;
}
