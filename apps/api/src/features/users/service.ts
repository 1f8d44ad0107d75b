import type { Me } from '@app/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { pointsService } from '../points/service';
import * as repo from './repository';

export type SignInIdentity = repo.IdentityInput & {
  /** Only the built-in demo provider sets this (for its admin account). */
  grantAdmin?: boolean;
};

export function createUsersService(deps: { db: Db; adminLogins: string[]; signupBonus: number }) {
  const { db } = deps;
  return {
    /** Creates or refreshes the user behind a sign-in; promotes configured admin logins. */
    async signIn(identity: SignInIdentity): Promise<repo.UserRow> {
      return db.transaction(async (tx) => {
        const { user, inserted } = await repo.upsertIdentity(tx, {
          twitchId: identity.twitchId,
          login: identity.login,
          displayName: identity.displayName,
          avatarUrl: identity.avatarUrl,
        });
        if (inserted && deps.signupBonus > 0) {
          await pointsService.credit(tx, { userId: user.id, amount: deps.signupBonus, reason: 'signup_bonus' });
        }
        const shouldBeAdmin = identity.grantAdmin === true || deps.adminLogins.includes(identity.login.toLowerCase());
        if (shouldBeAdmin && user.role !== 'Admin') {
          await repo.setRoleById(tx, user.id, 'Admin');
        }
        return (await repo.findById(tx, user.id)) ?? user;
      });
    },

    async me(userId: string): Promise<Me> {
      const user = await repo.findById(db, userId);
      if (!user) throw notFound('User');
      return { _id: user.id, username: user.displayName, avatar: user.avatarUrl, points: user.points, role: user.role };
    },

    findRole: (userId: string) => repo.findRole(db, userId),

    /** `npm run admin -- grant|revoke <login>` */
    setRoleByLogin: (login: string, role: 'User' | 'Admin') => repo.setRoleByLogin(db, login, role),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
