import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BASE_URL } from '../../playwright.config';

/*
 * One live hunt exists at a time on the shared server, and the workers run spec files side by side:
 * a test that changes the live hunt (creates, cancels or finishes one, adds a bonus to it) holds this
 * lock while it does, so that no other spec's test changes the hunt under it. The lock is a folder
 * (mkdir is atomic across the workers' processes) named after the port of the server whose live hunt
 * changes: a test on the live server (LIVE_URL) never waits for one on the main server, and runs on
 * other ports never wait for each other; one left by a killed run is taken over after STALE_MS.
 */
const STALE_MS = 5 * 60_000;
const POLL_MS = 200;

const lockDir = (server: string) => path.join(tmpdir(), `streamer-e2e-live-hunt-${new URL(server).port}.lock`);

/** Waits for the lock of the live hunt of `server` (the main server unless told) and takes it; returns its release. */
export async function lockLiveHunt(server: string = BASE_URL): Promise<() => void> {
  const dir = lockDir(server);
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Released meanwhile: the next try takes it.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
