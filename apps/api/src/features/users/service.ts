import {
  isLocale,
  PLATFORM_NAMES,
  type AdminUserRow,
  type LinkedIdentity,
  type Me,
  type Page,
  type PointsLeaderboardRow,
} from '@app/contracts';
import type { Db } from '../../db/client';
import type { Platform } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { pointsService } from '../points/service';
import { mergeAccounts } from './merge';
import * as repo from './repository';
import { cliActor, systemActor } from '../audit/actor';
import { auditService } from '../audit/service';

export type SignInIdentity = repo.IdentityInput & {
  /** Only the built-in demo provider sets this (for its admin account). */
  grantAdmin?: boolean;
  /**
   * Only the built-in demo provider sets this (for its throwaway viewers): the balance a new user
   * starts with, credited as `demo_seed` instead of the sign-up bonus.
   */
  startingPoints?: number;
};

/** A login as commands write it: `kick:<login>` or `twitch:<login>`, or a bare login (Twitch). */
export function parseLoginTarget(target: string): { platform: Platform; login: string } {
  return {
    platform: /^kick:/i.test(target) ? 'kick' : 'twitch',
    login: target.replace(/^(kick|twitch):/i, ''),
  };
}

export type UsersServiceDeps = {
  db: Db;
  /** Lower-case logins per platform that are made admins when they sign in (ADMIN_TWITCH_LOGINS, ADMIN_KICK_LOGINS). */
  adminLogins: Partial<Record<Platform, string[]>>;
  signupBonus: number;
};

export function createUsersService(deps: UsersServiceDeps) {
  const { db } = deps;
  return {
    /** The account behind a sign-in, created on the first one; promotes configured admin logins. */
    async signIn(identity: SignInIdentity): Promise<repo.UserRow> {
      return db.transaction(async (tx) => {
        const { user, inserted } = await repo.signInIdentity(tx, {
          platform: identity.platform,
          platformUserId: identity.platformUserId,
          login: identity.login,
          displayName: identity.displayName,
          avatarUrl: identity.avatarUrl,
        });
        const welcome =
          identity.startingPoints === undefined
            ? { amount: deps.signupBonus, reason: 'signup_bonus' as const }
            : { amount: identity.startingPoints, reason: 'demo_seed' as const };
        if (inserted && welcome.amount > 0) {
          await pointsService.credit(tx, { userId: user.id, ...welcome });
        }
        const shouldBeAdmin =
          identity.grantAdmin === true ||
          (deps.adminLogins[identity.platform] ?? []).includes(identity.login.toLowerCase());
        if (shouldBeAdmin && user.role !== 'Admin') {
          await repo.setRoleById(tx, user.id, 'Admin');
          await auditService.record(tx, systemActor(identity.grantAdmin === true ? 'demo sign-in' : 'ADMIN_LOGINS'), {
            action: 'user.role',
            targetType: 'user',
            targetId: user.id,
            targetLabel: user.displayName,
            summary: { before: { role: user.role }, after: { role: 'Admin' } },
          });
        }
        return (await repo.findById(tx, user.id)) ?? user;
      });
    },

    /**
     * Adds a platform identity to the signed-in account. Refused, with nothing changed, when the
     * identity belongs to another account (merging two balances is an admin action) or the account
     * already has one on that platform. Linking the identity it already holds changes nothing.
     */
    async link(userId: string, identity: SignInIdentity): Promise<void> {
      const name = PLATFORM_NAMES[identity.platform];
      await db.transaction(async (tx) => {
        if (!(await repo.lockUser(tx, userId))) throw notFound('User');
        const owner = await repo.identityOwner(tx, identity.platform, identity.platformUserId);
        if (owner === userId) return;
        if (owner)
          throw new AppError(
            'IDENTITY_TAKEN',
            `This ${name} account is already linked to another account here. Sign in with it to use that account, or ask an admin to merge the two.`,
          );
        const inserted = await repo.insertIdentity(tx, userId, {
          platform: identity.platform,
          platformUserId: identity.platformUserId,
          login: identity.login,
          displayName: identity.displayName,
          avatarUrl: identity.avatarUrl,
        });
        if (inserted) return;
        // Lost a race: either the identity was just taken, or this account got one on the platform.
        if (await repo.identityOwner(tx, identity.platform, identity.platformUserId))
          throw new AppError('IDENTITY_TAKEN', `This ${name} account is already linked to another account here.`);
        throw new AppError(
          'PLATFORM_ALREADY_LINKED',
          `Your account already has a ${name} account linked. Unlink it first to link another.`,
        );
      });
    },

    /** Removes a platform from the account; never its last identity (it could not sign in again). */
    async unlink(userId: string, platform: Platform): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockUser(tx, userId))) throw notFound('User');
        const identities = await repo.identitiesOf(tx, userId);
        if (!identities.some((i) => i.platform === platform)) throw notFound(`${PLATFORM_NAMES[platform]} account`);
        if (identities.length <= 1)
          throw new AppError(
            'LAST_IDENTITY',
            'This is the only account you sign in with; link another platform before unlinking it.',
          );
        await repo.deleteIdentity(tx, userId, platform);
      });
    },

    /** The account's platform identities, Twitch first. */
    async identities(userId: string): Promise<LinkedIdentity[]> {
      const rows = await repo.identitiesOf(db, userId);
      return rows.map((r) => ({
        platform: r.platform,
        login: r.login,
        displayName: r.displayName,
        avatar: r.avatarUrl,
        linkedAt: r.linkedAt.toISOString(),
      }));
    },

    async me(userId: string): Promise<Me> {
      const user = await repo.findMe(db, userId);
      if (!user) throw notFound('User');
      return {
        _id: user.id,
        username: user.displayName,
        avatar: user.avatarUrl,
        points: user.points,
        role: user.role,
        locale: isLocale(user.locale) ? user.locale : null,
      };
    },

    /** The admin points table: server-side search, sort and paging. */
    async adminList(query: repo.UserListQuery): Promise<Page<AdminUserRow>> {
      const { items, total } = await repo.listUsers(db, query);
      return {
        items: items.map((u) => ({
          _id: u.id,
          username: u.displayName,
          login: u.login,
          twitchName: u.twitchName,
          kickName: u.kickName,
          points: u.points,
          role: u.role,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Public points leaderboard, points descending. Ranks are global (ties share one), even in a search. */
    async pointsLeaderboard(query: {
      q?: string;
      page: number;
      pageSize: number;
    }): Promise<Page<PointsLeaderboardRow>> {
      const { items, total } = await repo.listUsers(db, { ...query, sort: 'points', order: 'desc' });
      let rankByPoints = new Map<number, number>();
      if (query.q) {
        rankByPoints = await repo.ranksOf(
          db,
          items.map((u) => u.points),
        );
      } else {
        // Unfiltered, a row's rank is its position, except that a tie takes the rank of its first row.
        const first = items[0];
        if (first) rankByPoints.set(first.points, await repo.rankOf(db, first.points));
        items.forEach((u, i) => {
          if (!rankByPoints.has(u.points)) rankByPoints.set(u.points, (query.page - 1) * query.pageSize + i + 1);
        });
      }
      return {
        items: items.map((u) => ({
          rank: rankByPoints.get(u.points) ?? 0,
          username: u.displayName,
          avatar: u.avatarUrl,
          points: u.points,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * The account a command names: an account id, `kick:<login>` or `twitch:<login>`, or a bare login
     * (Twitch). Null when nobody matches.
     */
    async resolveAccount(target: string): Promise<string | null> {
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(target))
        return (await repo.findById(db, target.toLowerCase()))?.id ?? null;
      const { platform, login } = parseLoginTarget(target);
      return repo.findByLogin(db, platform, login);
    },

    /** `npm run admin -- merge <from> <into>`: see merge.ts. */
    merge: (input: { fromId: string; intoId: string; by: string }) => mergeAccounts(db, input),

    /** `npm run admin -- grant|revoke [kick:]<login>`: the role, and one audit row per account changed. */
    setRoleByLogin: (platform: Platform, login: string, role: 'User' | 'Admin', by: string) =>
      db.transaction(async (tx) => {
        const changed = await repo.setRoleByLogin(tx, platform, login, role);
        for (const user of changed)
          if (user.before !== role)
            await auditService.record(tx, cliActor(by), {
              action: 'user.role',
              targetType: 'user',
              targetId: user.id,
              targetLabel: user.displayName,
              summary: { before: { role: user.before }, after: { role } },
            });
        return changed.length > 0;
      }),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
