/**
 * At most `max` calls of `work` running at once; the others wait, first come first served. A call's
 * failure frees its place like a success does.
 */
export function createLimit(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      // The place passes to the next in line (still counted as running), or is given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
