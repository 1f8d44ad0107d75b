/**
 * A periodic background job of one API instance: runs `run` every `everyMs` (plus up to `jitterMs`
 * so instances drift apart), never two runs of one job at once in this process, errors logged and
 * never thrown. Jobs hold no lock across instances: what they write must be idempotent (keyed by
 * what they work on and the period), so several instances running the same job are safe.
 */
export type JobLogger = {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type Job = {
  /** Runs now unless a run is in flight (then waits for that one). Resolves when done. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
};

export function startJob(options: {
  name: string;
  everyMs: number;
  jitterMs?: number;
  /** First run after this delay (default: one period). */
  firstDelayMs?: number;
  run: () => Promise<unknown>;
  log: JobLogger;
  /** A frequent job: its runs are not logged (failures still are). */
  quiet?: boolean;
}): Job {
  const { name, everyMs, jitterMs = 0, run, log } = options;
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const once = (): Promise<void> => {
    if (inFlight) return inFlight;
    const started = Date.now();
    inFlight = run()
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err, job: name }, `job ${name} failed`))
      .finally(() => {
        if (!options.quiet) log.info({ job: name, ms: Date.now() - started }, `job ${name} ran`);
        inFlight = null;
      });
    return inFlight;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void once().finally(() => schedule(everyMs + Math.floor(Math.random() * (jitterMs + 1))));
    }, delay);
    timer.unref();
  };
  schedule(options.firstDelayMs ?? everyMs);

  return {
    runNow: once,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (inFlight) await inFlight;
    },
  };
}
