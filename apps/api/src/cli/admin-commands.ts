import { userInfo } from 'node:os';
import { AppError } from '../lib/app-error';
import { parseLoginTarget, type UsersService } from '../features/users/service';

export const ADMIN_USAGE = `usage:
  npm run admin -- grant <login>            make a Twitch login an admin (kick:<login> for a Kick login)
  npm run admin -- revoke <login>           make it a viewer again
  npm run admin -- merge <from> <into> [--by <name>]
                                            move the account <from> into <into> (each an account id,
                                            <twitch login> or kick:<login>): balance, identities and
                                            bonus hunts; <from> can no longer sign in`;

type Out = { log: (line: string) => void; error: (line: string) => void };

/** One admin command against the users service; the exit code (0 done, 1 refused, 64 usage). */
export async function runAdminCommand(argv: string[], users: UsersService, out: Out = console): Promise<number> {
  const [action, ...rest] = argv;
  if ((action === 'grant' || action === 'revoke') && rest.length === 1) {
    const { platform, login } = parseLoginTarget(rest[0]!);
    const found = await users.setRoleByLogin(
      platform,
      login,
      action === 'grant' ? 'Admin' : 'User',
      `cli:${userInfo().username}`,
    );
    if (!found) {
      out.error(
        `No user with the ${platform === 'kick' ? 'Kick' : 'Twitch'} login "${login}" yet: they must sign in once first (or list them in ADMIN_${platform.toUpperCase()}_LOGINS).`,
      );
      return 1;
    }
    out.log(`${login} is now ${action === 'grant' ? 'an admin' : 'a viewer'}.`);
    return 0;
  }
  if (action === 'merge') {
    const byAt = rest.indexOf('--by');
    const by = byAt >= 0 ? rest[byAt + 1] : `cli:${userInfo().username}`;
    const targets = byAt >= 0 ? [...rest.slice(0, byAt), ...rest.slice(byAt + 2)] : rest;
    if (targets.length !== 2 || !by) {
      out.error(ADMIN_USAGE);
      return 64;
    }
    const [fromTarget, intoTarget] = targets as [string, string];
    const fromId = await users.resolveAccount(fromTarget);
    const intoId = await users.resolveAccount(intoTarget);
    if (!fromId || !intoId) {
      out.error(`No account for "${!fromId ? fromTarget : intoTarget}".`);
      return 1;
    }
    try {
      const done = await users.merge({ fromId, intoId, by });
      out.log(
        `Merged ${done.from.name} into ${done.into.name}: ${done.pointsMoved} points, ` +
          `${done.platformsMoved.length ? done.platformsMoved.join(' and ') + ' identity' : 'no identity'}, ` +
          `${done.huntsMoved} bonus hunt(s). ${done.into.name} keeps the role ${done.into.role}. Record ${done.mergeId}.`,
      );
      return 0;
    } catch (err) {
      if (err instanceof AppError) {
        out.error(`Not merged (${err.code}): ${err.message}`);
        return 1;
      }
      throw err;
    }
  }
  out.error(ADMIN_USAGE);
  return 64;
}
