/**
 * npm run admin -- grant <login>   makes a Twitch login an admin
 * npm run admin -- revoke <login>  makes it a viewer again
 * Uses the same configuration (DATABASE_URL or DATA_DIR) as the server.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createUsersService } from '../features/users/service';

async function main(argv: string[]): Promise<number> {
  const [action, login] = argv;
  if ((action !== 'grant' && action !== 'revoke') || !login) {
    console.error('usage: npm run admin -- grant|revoke <twitch login>');
    return 64;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 } : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  try {
    await database.migrate();
    const users = createUsersService({ db: database.db, adminLogins: [], signupBonus: 0 });
    const found = await users.setRoleByLogin(login, action === 'grant' ? 'Admin' : 'User');
    if (!found) {
      console.error(`No user with the Twitch login "${login}" yet: they must sign in once first (or list them in ADMIN_TWITCH_LOGINS).`);
      return 1;
    }
    console.log(`${login} is now ${action === 'grant' ? 'an admin' : 'a viewer'}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
