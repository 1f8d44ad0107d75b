import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// The API suites wait on the database (a PostgreSQL server, or PGlite) and on timers more than they
// compute: three files at once on a 2-core machine take the PostgreSQL pass from about 12 to under 5
// minutes, and PGlite's from about 11 to under 7 (each file has its own database, so files never share
// rows). Vitest's default is one worker per core less one: a single worker on 2 cores.
const databaseWorkers = Math.max(3, availableParallelism() - 1);
// The unit and component suites compute, but their files also spend time loading modules: two at once
// on 2 cores took the component suite from 126 to 77 seconds. Every project runs with `isolate: false`:
// a worker loads the modules once for all its files instead of once per file.
const computeWorkers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: computeWorkers,
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          maxWorkers: databaseWorkers,
          include: ['apps/api/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/api/test/medium/**'],
          environment: 'node',
          globalSetup: ['apps/api/test/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files of a worker share its loaded modules (each still opens its own database and app):
          // importing the whole app again for each of 78 files cost 381 s of a CI run's API pass.
          isolate: false,
        },
      },
      {
        // The service tier: services built on the real repositories and a real database, no HTTP
        // (docs/architecture.md#testing).
        test: {
          name: 'medium',
          maxWorkers: databaseWorkers,
          include: ['apps/api/test/medium/**/*.medium.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        // The web's shared components, rendered with Testing Library in happy-dom (no browser).
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          maxWorkers: computeWorkers,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // As the other projects: a worker's files share its loaded modules (97 s to 30 s here);
          // Testing Library unmounts after each test, and no test depends on the order of files.
          isolate: false,
        },
      },
    ],
  },
});
