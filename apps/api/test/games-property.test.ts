import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { balanceOf, createUser, expectLedgerInvariant } from './helpers/factories';

let database: Database;
let app: FastifyInstance;

useTestApp((opened) => ({ app, database } = opened), { RATE_LIMIT_BETS_PER_MINUTE: '100000' });

type Step =
  | { kind: 'minesBet'; bet: number; mines: number }
  | { kind: 'reveal'; position: number }
  | { kind: 'cashout' }
  | { kind: 'bjBet'; bet: number; pp: number; t3: number }
  | { kind: 'bjAction'; action: 'hit' | 'stand' | 'double' | 'split'; staleId: boolean }
  | { kind: 'rotate' };

/** Legal and illegal moves alike: out-of-range numbers, actions in the wrong state, stale ids. */
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('minesBet' as const),
    bet: fc.integer({ min: -5, max: 130 }),
    mines: fc.integer({ min: -1, max: 26 }),
  }),
  fc.record({ kind: fc.constant('reveal' as const), position: fc.integer({ min: -1, max: 27 }) }),
  fc.constant({ kind: 'cashout' as const }),
  fc.record({
    kind: fc.constant('bjBet' as const),
    bet: fc.integer({ min: -1, max: 120 }),
    pp: fc.integer({ min: -1, max: 110 }),
    t3: fc.integer({ min: -1, max: 110 }),
  }),
  fc.record({
    kind: fc.constant('bjAction' as const),
    action: fc.constantFrom('hit' as const, 'stand' as const, 'double' as const, 'split' as const),
    staleId: fc.boolean(),
  }),
  fc.constant({ kind: 'rotate' as const }),
);

describe('random action sequences through the API', () => {
  it('never break the ledger: balance = credits - stakes + payouts, never negative, one active round per game', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 400 }),
        fc.array(step, { minLength: 1, maxLength: 14 }),
        async (start, steps) => {
          await resetDatabase(database);
          const user = await createUser(database, { points: start });
          let lastGameId = '00000000-0000-4000-8000-000000000000';
          const headers = { origin: TEST_ORIGIN, cookie: user.cookie };
          for (const s of steps) {
            let res;
            if (s.kind === 'minesBet')
              res = await app.inject({
                method: 'POST',
                url: '/api/v1/mines',
                headers,
                payload: { bet: s.bet, mines: s.mines },
              });
            else if (s.kind === 'reveal')
              res = await app.inject({
                method: 'PUT',
                url: '/api/v1/mines',
                headers,
                payload: { position: s.position },
              });
            else if (s.kind === 'cashout')
              res = await app.inject({ method: 'POST', url: '/api/v1/mines/cashout', headers });
            else if (s.kind === 'bjBet')
              res = await app.inject({
                method: 'POST',
                url: '/api/v1/blackjack/bet',
                headers,
                payload: { bet: s.bet, sideBets: { perfectPairs: s.pp, twentyOnePlusThree: s.t3 } },
              });
            else if (s.kind === 'bjAction') {
              const active = (await app.inject({ method: 'GET', url: '/api/v1/blackjack/active', headers })).json()
                .round;
              const gameId = s.staleId || !active ? lastGameId : active.gameId;
              res = await app.inject({
                method: 'POST',
                url: `/api/v1/blackjack/${s.action}`,
                headers,
                payload: { gameId },
              });
            } else res = await app.inject({ method: 'POST', url: '/api/v1/fairness/rotate', headers });

            // Every answer is a success or a client error with a stable code: never a 5xx.
            expect(res.statusCode).toBeLessThan(500);
            if (res.statusCode >= 400) expect(res.json().error.code).toMatch(/^[A-Z_]+$/);
            const body = res.json();
            if (body.round?.gameId && s.kind.startsWith('bj')) lastGameId = body.round.gameId;
            if (res.statusCode === 200 && typeof body.balance === 'number')
              expect(body.balance).toBe(await balanceOf(database, user.id));

            await expectLedgerInvariant(database);
            const [totals] = await queryRows<{ bet: number; paid: number; active_per_kind: number }>(
              database.db,
              sql`select (select coalesce(sum(total_bet), 0)::int from games where user_id = ${user.id}) as bet,
                       (select coalesce(sum(payout), 0)::int from games where user_id = ${user.id}) as paid,
                       (select coalesce(max(n), 0)::int from (select count(*) as n from games where user_id = ${user.id} and status = 'active' group by kind) a) as active_per_kind`,
            );
            expect(await balanceOf(database, user.id)).toBe(start - totals!.bet + totals!.paid);
            expect(totals!.active_per_kind).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
