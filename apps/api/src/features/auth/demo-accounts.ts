import type { SignInIdentity } from '../users/service';

/** The points the demo viewer starts with (the seed), and every throwaway demo viewer too. */
export const DEMO_VIEWER_POINTS = 10_000;

/** The built-in demo provider's accounts (development only; never on in production). */
export const demoAccounts = {
  viewer: {
    twitchId: 'demo-viewer',
    login: 'demo_viewer',
    displayName: 'DemoViewer',
    avatarUrl: '/avatars/demo-viewer.svg',
  },
  admin: {
    twitchId: 'demo-admin',
    login: 'demo_admin',
    displayName: 'DemoAdmin',
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
  if (!isThrowawayLogin(account)) return null;
  return {
    twitchId: `demo-${account}`,
    login: account,
    displayName: account,
    avatarUrl: '/avatars/demo-viewer.svg',
    startingPoints: DEMO_VIEWER_POINTS,
  };
}
