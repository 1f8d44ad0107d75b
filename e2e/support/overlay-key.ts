import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The site has one overlay key, and rotating it ends the one before: a test that rotates the key and
 * then opens an overlay with it holds this lock until it is done, so a test of another spec running
 * beside it (another worker) cannot rotate the key under it. A directory in the temporary folder,
 * named by the server's port (one per server under test); one left by a killed run goes stale.
 */
const LOCK = path.join(tmpdir(), `e2e-overlay-key-${process.env.E2E_PORT ?? 3100}.lock`);
const STALE_MS = 180_000;

/** Waits for the lock and returns its release (safe to call twice). */
export async function holdOverlayKey(): Promise<() => Promise<void>> {
  for (;;) {
    try {
      await mkdir(LOCK);
      let held = true;
      return async () => {
        if (held) await rm(LOCK, { recursive: true, force: true });
        held = false;
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const since = await stat(LOCK).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_MS) await rm(LOCK, { recursive: true, force: true });
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}
