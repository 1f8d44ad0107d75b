import type { SignInIdentity } from '../users/service';

/** The points the demo viewer starts with (the seed), and every throwaway demo viewer too. */
export const DEMO_VIEWER_POINTS = 10_000;

/** The built-in demo provider's accounts (development only; never on in production). */
export const demoAccounts = {
  viewer: {
    platform: 'twitch',
    platformUserId: 'demo-viewer',
    login: 'demo_viewer',
    displayName: 'DemoViewer',
    avatarUrl: '/avatars/demo-viewer.svg',
  },
  admin: {
    platform: 'twitch',
    platformUserId: 'demo-admin',
    login: 'demo_admin',
    displayName: 'DemoAdmin',
    avatarUrl: '/avatars/demo-admin.svg',
    grantAdmin: true,
  },
  /** The demo viewer's Kick side: a separate person until linked from the profile's Linked accounts. */
  kick_viewer: {
    platform: 'kick',
    platformUserId: 'demo-kick-viewer',
    login: 'demo_kick_viewer',
    displayName: 'DemoKickViewer',
    avatarUrl: '/avatars/demo-viewer.svg',
  },
  kick_admin: {
    platform: 'kick',
    platformUserId: 'demo-kick-admin',
    login: 'demo_kick_admin',
    displayName: 'DemoKickAdmin',
    avatarUrl: '/avatars/demo-admin.svg',
    grantAdmin: true,
  },
} satisfies Record<string, SignInIdentity>;

export type DemoAccount = keyof typeof demoAccounts;
export const isDemoAccount = (value: string): value is DemoAccount => Object.hasOwn(demoAccounts, value);

/**
 * A throwaway viewer of the demo provider: a login the caller picks (the browser tests give each test
 * its own, so no two tests share a balance or a game). The pattern keeps these apart from the named
 * accounts above and from any real Twitch id (those are numeric; the twitch id here is `demo-<login>`).
 */
export const THROWAWAY_LOGIN = /^e2e_[a-z0-9_]{1,20}$/;
export const isThrowawayLogin = (value: string): boolean => THROWAWAY_LOGIN.test(value);

/**
 * Who a demo sign-in code stands for: a named account, or a throwaway viewer created on first sign-in
 * with the demo viewer's starting points (instead of the sign-up bonus). Null for anything else.
 */
export function demoIdentity(account: string): SignInIdentity | null {
  if (isDemoAccount(account)) return demoAccounts[account];
  // A throwaway Kick viewer is `kick:e2e_…`; a bare `e2e_…` is a Twitch one.
  const kick = account.startsWith('kick:');
  const login = kick ? account.slice('kick:'.length) : account;
  if (!isThrowawayLogin(login)) return null;
  return {
    platform: kick ? 'kick' : 'twitch',
    platformUserId: `demo-${login}`,
    login,
    displayName: login,
    avatarUrl: '/avatars/demo-viewer.svg',
    startingPoints: DEMO_VIEWER_POINTS,
  };
}
