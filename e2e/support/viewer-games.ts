import { mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';

/**
 * DemoViewer's games are shared by every game spec (and by the fairness spec: seeds cannot change
 * while any game is active): one test at a time holds them, across both workers.
 */
const LOCK = path.join(os.tmpdir(), `e2e-demo-viewer-games-${process.env.E2E_PORT ?? 3100}`);

async function acquireViewerGames() {
  for (;;) {
    try {
      await mkdir(LOCK);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const info = await stat(LOCK).catch(() => null);
      if (info && Date.now() - info.mtimeMs > 120_000) await rm(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The fixtures' `test`, holding DemoViewer's games for the whole test. */
export const test = base.extend<{ viewerGames: void }>({
  viewerGames: [
    async ({ baseURL: _baseURL }, use) => {
      await acquireViewerGames();
      try {
        await use();
      } finally {
        await rm(LOCK, { recursive: true, force: true });
      }
    },
    { timeout: 150_000 },
  ],
});

/** A JSON call to the API with the page's session, failing the test on any non-2xx answer. */
export async function callApi<T>(page: Page, method: 'GET' | 'POST' | 'PUT', apiPath: string, data?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(`${origin}/api/v1${apiPath}`, { method, data, headers: method === 'GET' ? {} : { origin } });
  expect(res.ok(), `${method} ${apiPath} -> ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}
