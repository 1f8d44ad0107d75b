/** Walks an error and its causes (drizzle wraps driver errors) looking for a PostgreSQL error code. */
function pgError(err: unknown): { code?: string; constraint?: string; message?: string } | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return current as { code: string };
    current = e.cause;
  }
  return null;
}

/** True for a unique violation (23505), optionally of one named constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  if (e?.code !== '23505') return false;
  return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
}
