import type { SignInIdentity } from '../users/service';

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
