import { cardSequence, cardView, hashServerSeed, minesBoard, type CardView } from '@app/games';
import { t } from '@/i18n';

/** What a verification needs: the revealed server seed, the client seed and the nonce of the game. */
export type VerifyInput =
  | {
      kind: 'mines';
      serverSeed: string;
      clientSeed: string;
      nonce: number;
      mines: number;
      expectedHash?: string | null;
    }
  | { kind: 'blackjack'; serverSeed: string; clientSeed: string; nonce: number; expectedHash?: string | null };

export type HashCheck = { computed: string; expected: string | null; matches: boolean | null };

export type Verification =
  | { kind: 'mines'; hash: HashCheck; mines: number; mineTiles: number[] }
  | { kind: 'blackjack'; hash: HashCheck; cards: CardView[] };

/** Cards the verifier lists: enough for the deal and a few draws. */
export const VERIFY_CARD_COUNT = 12;

/**
 * SHA-256 of the server seed against the hash shown before the game (compared in lower case: a
 * hash pasted in capitals is the same hash). `matches` is null when no hash was given.
 */
export function checkHash(serverSeed: string, expected?: string | null): HashCheck {
  const computed = hashServerSeed(serverSeed);
  const wanted = expected?.trim().toLowerCase() || null;
  return { computed, expected: wanted, matches: wanted === null ? null : wanted === computed };
}

/**
 * Recomputes a game in the browser with the same engine the server runs (@app/games): the mine
 * tiles (0-based, sorted) or the first cards in dealing order, plus the hash check.
 */
export function verifyGame(input: VerifyInput): Verification {
  const hash = checkHash(input.serverSeed, input.expectedHash);
  if (input.kind === 'mines') {
    return {
      kind: 'mines',
      hash,
      mines: input.mines,
      mineTiles: minesBoard(input.serverSeed, input.clientSeed, input.nonce, input.mines),
    };
  }
  return {
    kind: 'blackjack',
    hash,
    cards: cardSequence(input.serverSeed, input.clientSeed, input.nonce, VERIFY_CARD_COUNT).map(cardView),
  };
}

/** Who receives card i of a round when nobody splits: the deal order of docs/games.md. */
export function dealRole(index: number): string {
  switch (index) {
    case 0:
    case 2:
      return t('fairness.result.rolePlayer');
    case 1:
      return t('fairness.result.roleDealerUp');
    case 3:
      return t('fairness.result.roleDealerHole');
    default:
      return t('fairness.result.roleNextDraw');
  }
}
