import { createContext, useContext, type ComponentType } from 'react';

/** The sponsor whose board is shown: its slug, and its name as the admin typed it. */
export type BoardSponsor = { slug: string; name: string };

/**
 * What another feature adds to the wager board of the sponsor shown (features never import each other:
 * the app layer fills this in, router.tsx). The board works without it.
 */
export type WagerBoardExtras = {
  /** Drawn under the current month's board of the sponsor shown (the viewer's own standing). */
  Below?: ComponentType<{ sponsor: BoardSponsor }>;
  /**
   * A hook: the place on the sponsor's current board to highlight as the viewer's own, or null. Called
   * on every render of the board, so it must be the same function for the board's whole life.
   */
  useOwnPlace?: (sponsor: string) => number | null;
};

export const WagerBoardExtrasContext = createContext<WagerBoardExtras>({});

export const useWagerBoardExtras = () => useContext(WagerBoardExtrasContext);
