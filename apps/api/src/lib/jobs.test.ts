import { describe, expect, it } from 'vitest';
import { startJob } from './jobs';

const quiet = { info: () => {}, error: () => {} };

describe('startJob', () => {
  it('never overlaps runs of one job and keeps going after a failure', async () => {
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    const errors: unknown[] = [];
    const job = startJob({
      name: 't',
      everyMs: 5,
      firstDelayMs: 0,
      log: { info: () => {}, error: (o) => errors.push(o) },
      run: async () => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        runs++;
        await new Promise((r) => setTimeout(r, 10));
        running--;
        if (runs === 1) throw new Error('first run fails');
      },
    });
    await Promise.all([job.runNow(), job.runNow(), job.runNow()]);
    await new Promise((r) => setTimeout(r, 60));
    await job.stop();
    const after = runs;
    await new Promise((r) => setTimeout(r, 30));
    expect(maxRunning).toBe(1);
    expect(errors).toHaveLength(1);
    expect(runs).toBeGreaterThan(2);
    expect(runs).toBe(after);
  });

  it('stop waits for the run in flight', async () => {
    let done = false;
    const job = startJob({
      name: 't',
      everyMs: 1000,
      log: quiet,
      run: async () => {
        await new Promise((r) => setTimeout(r, 20));
        done = true;
      },
    });
    void job.runNow();
    await job.stop();
    expect(done).toBe(true);
  });
});
