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
