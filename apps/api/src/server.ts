import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { resolveSessionSecret } from './lib/session-secret';

function defaultWebRoot(): string {
  // src/server.ts (tsx) and dist/server.js (bundle) both sit two levels under apps/.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

async function main(config: Config) {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, onIdleError: (err) => console.error(`database: idle connection lost (${err.message}); reconnecting on demand`) }
      : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  await database.migrate();
  if (config.seedDemo) await seedDemo(database.db);

  const app = await buildApp({
    config,
    database,
    sessionSecret: resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR),
    webRoot: config.SERVE_WEB ? path.resolve(config.WEB_DIST_DIR ?? defaultWebRoot()) : undefined,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ db: database.kind, demoLogin: config.demoLogin }, `ready on ${config.PUBLIC_URL}`);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78);
  }
  throw err;
}
main(config).catch((err: unknown) => {
  console.error('failed to start:', err);
  process.exit(1);
});
