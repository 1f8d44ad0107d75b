import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { pointsService } from '../src/features/points/service';
import { useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { createItem, createUser, type TestUser } from './helpers/factories';

/*
 * The one user search (lib/user-search.ts) behind the points leaderboard, the admin users table and
 * the redemptions desk: a case-insensitive substring of the login or display name, wildcards literal.
 */

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let users: TestUser[];

useTestApp((opened) => ({ app, database } = opened));
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', displayName: 'Boss', login: 'boss' });
  users = [
    await createUser(database, { login: 'demoviewer', displayName: 'DemoViewer', points: 400 }),
    await createUser(database, { login: 'per_cent', displayName: '100%Club', points: 300 }),
    await createUser(database, { login: 'pernocent', displayName: '1000Club', points: 200 }),
    await createUser(database, { login: 'back_slash', displayName: 'Back\\Slash', points: 100 }),
    await createUser(database, { login: 'xx_twitch_login_only', displayName: 'Shown Name', points: 50 }),
  ];
  // Every user redeems one item, so the desk has one row per user (the item costs nothing they lack).
  for (const u of users) {
    const item = await createItem(database, { name: `Prize of ${u.displayName}`, cost: 10 });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/reedem/${item.id}`,
      headers: { origin: TEST_ORIGIN, cookie: u.cookie },
    });
    expect(res.statusCode).toBe(200);
  }
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

/** The names each of the three searches returns for `q` (sorted, so the three can be compared). */
async function searchAll(q: string) {
  const query = new URLSearchParams({ q }).toString();
  const board = await get(`/api/v1/points?${query}&pageSize=100`);
  const table = await get(`/api/v1/admin/users?${query}&pageSize=100`);
  const desk = await get(`/api/v1/reedem?${query}`);
  expect([board.statusCode, table.statusCode, desk.statusCode]).toEqual([200, 200, 200]);
  return {
    board: (board.json().items as Array<{ username: string }>).map((r) => r.username).sort(),
    table: (table.json().items as Array<{ username: string }>).map((r) => r.username).sort(),
    desk: [...new Set((desk.json() as Array<{ twitchName: string }>).map((r) => r.twitchName))].sort(),
  };
}

describe('user search on /points, /admin/users and /reedem', () => {
  it.each([
    ['Viewer', ['DemoViewer']],
    ['viewer', ['DemoViewer']],
    ['EMOVIE', ['DemoViewer']],
    ['club', ['100%Club', '1000Club']],
    // the login counts too, not only the name shown
    ['twitch_login', ['Shown Name']],
  ])('%s matches anywhere in the name, in any case, the same on all three', async (q, expected) => {
    const found = await searchAll(q);
    expect(found).toEqual({ board: expected, table: expected, desk: expected });
  });

  it('% and _ match themselves, not any text', async () => {
    // '0%C' is in '100%Club' only; as a wildcard it would also match '1000Club'.
    expect(await searchAll('0%C')).toEqual({ board: ['100%Club'], table: ['100%Club'], desk: ['100%Club'] });
    // 'r_c' is in 'per_cent' only; as a wildcard it would also match 'pernocent'… and 'r%' would match everything.
    expect(await searchAll('r_c')).toEqual({ board: ['100%Club'], table: ['100%Club'], desk: ['100%Club'] });
    expect((await searchAll('%')).board).toEqual(['100%Club']);
    expect((await searchAll('_')).board).toEqual(['100%Club', 'Back\\Slash', 'Shown Name']);
    expect((await searchAll('k\\s')).board).toEqual(['Back\\Slash']);
  });

  it('an empty or blank query lists everyone; a query nobody matches lists no one', async () => {
    expect((await searchAll('  ')).board).toHaveLength(users.length + 1);
    expect((await searchAll('  ')).desk).toHaveLength(users.length);
    expect(await searchAll('nobody')).toEqual({ board: [], table: [], desk: [] });
  });

  it('the board keeps global ranks in a search; the desk still needs an admin', async () => {
    const res = await get(`/api/v1/points?q=club`);
    expect(res.json().items.map((r: { username: string; rank: number }) => [r.username, r.rank])).toEqual([
      ['100%Club', 2],
      ['1000Club', 3],
    ]);
    const viewer = users[0]!;
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/reedem?q=x', headers: { cookie: viewer.cookie } })).statusCode,
    ).toBe(403);
    expect((await get(`/api/v1/reedem?q=${'x'.repeat(51)}`)).statusCode).toBe(400);
  });
});

describe('points history names the game', () => {
  it("a game bet or win carries its game ('mines', 'blackjack'); other rows carry null", async () => {
    const u = users[0]!;
    await pointsService.debit(database.db, {
      userId: u.id,
      amount: 5,
      reason: 'game_bet',
      refType: 'mines',
      refId: 'g1',
    });
    await pointsService.credit(database.db, {
      userId: u.id,
      amount: 9,
      reason: 'game_payout',
      refType: 'blackjack',
      refId: 'g2',
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/points/history?pageSize=3',
      headers: { cookie: u.cookie },
    });
    expect(res.json().items.map((e: { reason: string; game: string | null }) => [e.reason, e.game])).toEqual([
      ['game_payout', 'blackjack'],
      ['game_bet', 'mines'],
      ['redemption', null],
    ]);
  });
});
