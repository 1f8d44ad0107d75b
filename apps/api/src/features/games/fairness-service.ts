import { randomBytes } from 'node:crypto';
import type { Fairness, RotateResult } from '@app/contracts';
import { generateClientSeed, generateServerSeed, hashServerSeed } from '@app/games';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';

const RECENT_GAMES = 20;
const random = (n: number) => new Uint8Array(randomBytes(n));

function newPair(userId: string, clientSeed?: string) {
  const serverSeed = generateServerSeed(random);
  return {
    userId,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: clientSeed ?? generateClientSeed(random),
  };
}

/**
 * The user's active pair, created on first use, locked for the rest of the transaction. A rotation
 * committing while we wait for the lock retires the pair we waited on; we then take its successor.
 */
export async function lockActivePair(tx: Tx, userId: string): Promise<repo.SeedRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await repo.activePair(tx, userId, true);
    if (existing) return existing;
    await repo.insertPairIfNone(tx, newPair(userId));
  }
  throw new Error('could not lock a fairness pair');
}

/**
 * The active pair a new round is computed from, unlocked, created on first use. The deal's statement
 * writes only while the pair still has this nonce (repo.dealWrite), so deals and rotations of one user
 * each see the pair as the other left it.
 */
export async function pairForDeal(db: Db, userId: string): Promise<repo.PairForDeal> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const pair = await repo.currentPair(db, userId);
    if (pair) return pair;
    await repo.insertPairIfNone(db, newPair(userId));
  }
  throw new Error('could not read a fairness pair');
}

const gameActive = () =>
  new AppError('GAME_ACTIVE', 'Finish your active game first: seeds cannot change while a game is running.');

export function createFairnessService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * The active pair, created on first use. No lock: a rotation reveals the old pair and inserts the
   * new one in one commit, so any single read sees exactly one active pair.
   */
  async function currentPair(userId: string): Promise<repo.SeedRow> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const pair = await repo.activePair(db, userId, false);
      if (pair) return pair;
      await repo.insertPairIfNone(db, newPair(userId));
    }
    throw new Error('could not read a fairness pair');
  }

  async function view(userId: string): Promise<Fairness> {
    const pair = await currentPair(userId);
    const [previous, recent] = await Promise.all([
      repo.lastRevealedPair(db, userId),
      repo.recentFinished(db, userId, RECENT_GAMES),
    ]);
    return {
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nonce: pair.nonce,
      previous: previous
        ? {
            serverSeed: previous.serverSeed,
            serverSeedHash: previous.serverSeedHash,
            clientSeed: previous.clientSeed,
            nonce: previous.nonce,
          }
        : null,
      recentGames: recent.map((g) => ({
        gameId: g.id,
        kind: g.kind,
        createdAt: g.createdAt.toISOString(),
        bet: g.totalBet,
        payout: g.payout,
        mines: g.mines,
        serverSeedHash: g.serverSeedHash,
        serverSeed: g.serverSeed,
        clientSeed: g.clientSeed,
        nonce: g.nonce,
      })),
    };
  }

  return {
    view,

    /** Changes the client seed of the active pair; refused while a game is active. */
    async setClientSeed(userId: string, clientSeed: string): Promise<Fairness> {
      await db.transaction(async (tx) => {
        await repo.serialiseSeedChanges(tx, userId);
        const pair = await lockActivePair(tx, userId);
        if (await repo.hasActiveGame(tx, userId)) throw gameActive();
        await repo.setClientSeed(tx, pair.id, clientSeed);
      });
      return view(userId);
    },

    /** Reveals the server seed of the active pair and starts a new pair at nonce 0 (same client seed). */
    async rotate(userId: string): Promise<RotateResult> {
      // One atomic step per user: parallel rotations queue on a transaction lock instead of racing
      // for the pair (each then reveals the pair the previous one created).
      const revealed = await db.transaction(async (tx) => {
        await repo.serialiseSeedChanges(tx, userId);
        const pair = await lockActivePair(tx, userId);
        if (await repo.hasActiveGame(tx, userId)) throw gameActive();
        await repo.revealPair(tx, pair.id);
        await repo.insertPairIfNone(tx, newPair(userId, pair.clientSeed));
        return {
          serverSeed: pair.serverSeed,
          serverSeedHash: pair.serverSeedHash,
          clientSeed: pair.clientSeed,
          nonce: pair.nonce,
        };
      });
      return { revealed, fairness: await view(userId) };
    },
  };
}

export type FairnessService = ReturnType<typeof createFairnessService>;
