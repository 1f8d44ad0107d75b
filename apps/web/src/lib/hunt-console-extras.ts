import { createContext, useContext, type ComponentType } from 'react';

/**
 * What another feature adds to the live hunt console page, /admin/hunt (features never import each
 * other: the app layer fills this in, router.tsx). The page works without it.
 */
export type HuntConsoleExtras = {
  /** Drawn right under the console (or the form that starts a hunt): the tournaments' consoles. */
  AfterConsole?: ComponentType;
};

export const HuntConsoleExtrasContext = createContext<HuntConsoleExtras>({});

export const useHuntConsoleExtras = () => useContext(HuntConsoleExtrasContext);
