/**
 * npm run admin -- grant <login>        makes a Twitch login an admin (kick:<login> for a Kick login)
 * npm run admin -- revoke <login>       makes it a viewer again
 * Uses the same configuration (DATABASE_URL, or DATA_DIR and EMBEDDED_DB) as the server.
 */
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { createUsersService } from '../features/users/service';

async function main(argv: string[]): Promise<number> {
  const [action, target] = argv;
  if ((action !== 'grant' && action !== 'revoke') || !target) {
    console.error('usage: npm run admin -- grant|revoke <twitch login>|kick:<kick login>');
    return 64;
  }
  const platform = target.toLowerCase().startsWith('kick:') ? 'kick' : 'twitch';
  const login = target.replace(/^(kick|twitch):/i, '');
  const platformName = platform === 'kick' ? 'Kick' : 'Twitch';
  const config = loadConfig();
  // Next to a running app on the embedded PostgreSQL, its server is used (and left running).
  const opened = await openConfiguredDatabase(config, {
    poolSize: 1,
    reuseRunning: true,
    log: { info: () => {}, warn: (message) => console.error(message) },
  });
  const { database } = opened;
  try {
    const users = createUsersService({ db: database.db, adminLogins: {}, signupBonus: 0 });
    const found = await users.setRoleByLogin(platform, login, action === 'grant' ? 'Admin' : 'User');
    if (!found) {
      console.error(
        `No user with the ${platformName} login "${login}" yet: they must sign in once first (or list them in ADMIN_${platform.toUpperCase()}_LOGINS).`,
      );
      return 1;
    }
    console.log(`${login} is now ${action === 'grant' ? 'an admin' : 'a viewer'}.`);
    return 0;
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
