import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { EmbeddedServerError } from './db/embedded-server';
import { openConfiguredDatabase } from './db/open-configured';
import { seedDemo } from './seed';
import { applyPopularSlots, seedSlotCatalogue } from './features/slots/service';
import { listeningUrl } from './lib/listening-url';
import { resolveSecretsKey, resolveSessionSecret } from './lib/session-secret';

function defaultWebRoot(): string {
  // src/server.ts (tsx) and dist/server.js (bundle) both sit two levels under apps/.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

async function main(config: Config) {
  // Until the app (and its logger) exists, the database's own messages go to a pino logger of the same level.
  const bootLog = pino({ level: config.LOG_LEVEL });
  let closing = false;
  const opened = await openConfiguredDatabase(config, {
    log: { info: (message) => bootLog.info(message), warn: (message) => bootLog.warn(message) },
    onIdleError: (err) => {
      // Ctrl-C reaches the embedded server too (one process group): its goodbye is no news then.
      if (!closing) console.error(`database: idle connection lost (${err.message}); reconnecting on demand`);
    },
    onNotifyError: (err) => {
      if (!closing)
        bootLog.warn({ err: err.message }, 'database: after-commit notifications not sent (live pushes missed)');
    },
    onEmbeddedExit: (code, signal) => {
      if (closing) return;
      bootLog.fatal({ code, signal }, 'the embedded PostgreSQL server exited unexpectedly; stopping');
      process.exit(1);
    },
  });
  const { database } = opened;
  // The slot catalogue is product data: seeded into an empty catalogue in every environment.
  const slotAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/slots');
  await seedSlotCatalogue(database.db, path.join(slotAssets, 'slots.csv'));
  // The curated starting popularity of the most streamed slots (a floor; adds the ones missing).
  await applyPopularSlots(database.db, path.join(slotAssets, 'popular.csv'));
  if (config.seedDemo) await seedDemo(database.db);

  const app = await buildApp({
    config,
    database,
    sessionSecret: resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR),
    secretsKey: resolveSecretsKey(config.SECRETS_KEY, config.DATA_DIR),
    webRoot: config.SERVE_WEB ? path.resolve(config.WEB_DIST_DIR ?? defaultWebRoot()) : undefined,
  });

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
      // Closes the pool, then stops the embedded PostgreSQL server (when this process runs one).
      await opened.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    {
      db: opened.embedded ? 'embedded postgres' : database.kind,
      demoLogin: config.demoLogin,
      publicUrl: config.PUBLIC_URL,
    },
    `ready on ${listeningUrl(app.server.address(), config.HOST)}`,
  );
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
  // The embedded server's errors are addressed to the operator: the message is the whole story.
  console.error('failed to start:', err instanceof EmbeddedServerError ? err.message : err);
  process.exit(1);
});
