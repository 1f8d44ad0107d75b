import { useSyncExternalStore } from 'react';

/** Whether the "Log in via Twitch" dialog is open: any screen may ask for it (e.g. Bet while logged out). */
let open = false;
const listeners = new Set<() => void>();

export function setLoginDialogOpen(value: boolean): void {
  open = value;
  listeners.forEach((l) => l());
}
export const openLoginDialog = () => setLoginDialogOpen(true);

export function useLoginDialogOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
  );
}

/**
 * The gate of every action that needs an account (Redeem, Bet, Put GTB, an AVG group, Add new…): a
 * visitor's click opens the login dialog and nothing else, before any form to fill; anyone else's
 * click runs the action. While the session is not known yet (`undefined`, a moment for a visitor,
 * who has no session cookie) the action runs: the server refuses it without a session anyway.
 */
export function signInFirst(signedIn: boolean | undefined, action: () => void): void {
  if (signedIn === false) openLoginDialog();
  else action();
}
