/**
 * npm run admin -- grant|revoke <login> | merge <from> <into> [--by <name>]  (see admin-commands.ts)
 * Uses the same configuration (DATABASE_URL, or DATA_DIR and EMBEDDED_DB) as the server.
 */
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { createUsersService } from '../features/users/service';
import { ADMIN_USAGE, runAdminCommand } from './admin-commands';

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0) {
    console.error(ADMIN_USAGE);
    return 64;
  }
  const config = loadConfig();
  // Next to a running app on the embedded PostgreSQL, its server is used (and left running).
  const opened = await openConfiguredDatabase(config, {
    poolSize: 1,
    reuseRunning: true,
    log: { info: () => {}, warn: (message) => console.error(message) },
  });
  try {
    const users = createUsersService({ db: opened.database.db, adminLogins: {}, signupBonus: 0 });
    return await runAdminCommand(argv, users);
  } finally {
    await opened.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
