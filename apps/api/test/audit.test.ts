import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { auditService } from '../src/features/audit/service';
import { pointsService } from '../src/features/points/service';
import { TEST_ORIGIN, useTestApp } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { balanceOf, createItem, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';
import { testActor } from './helpers/actor';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;

useTestApp((opened) => ({ app, database } = opened));
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', displayName: 'Boss', login: 'boss' });
});

type Row = {
  actor_id: string | null;
  actor_name: string;
  actor_role: string;
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string | null;
  summary: { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
  request_id: string | null;
  ip: string | null;
};
const rows = (action?: string) =>
  queryRows<Row>(
    database.db,
    action
      ? sql`select * from audit_log where action = ${action} order by id`
      : sql`select * from audit_log order by id`,
  );

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  who: TestUser | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

/** The one row an action wrote: exactly one with this code, by the admin, with the request's id. */
async function onlyRow(action: string, requestId?: string): Promise<Row> {
  const found = await rows(action);
  expect(found, action).toHaveLength(1);
  const row = found[0]!;
  expect(row).toMatchObject({ actor_id: admin.id, actor_name: 'Boss', actor_role: 'Admin' });
  if (requestId) expect(row.request_id).toBe(requestId);
  else expect(row.request_id).toBeTruthy();
  return row;
}

describe('audit rows of admin actions', () => {
  it('points.set: before and after balance, the request id and IP; a refused adjustment writes none', async () => {
    const viewer = await createUser(database, { points: 50, displayName: 'Ana' });
    const res = await send(
      'PUT',
      '/api/v1/points',
      admin,
      { id: viewer.id, points: 80 },
      { 'x-request-id': 'req-set-1' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await onlyRow('points.set', 'req-set-1');
    expect(row).toMatchObject({ target_type: 'user', target_id: viewer.id, target_label: 'Ana', ip: '127.0.0.1' });
    expect(row.summary).toEqual({ before: { balance: 50 }, after: { balance: 80, note: 'set to 80' } });

    // Refused: an unknown user (404) and a balance over the ceiling (400): no row, nothing moved.
    const unknown = await send('PUT', '/api/v1/points', admin, {
      id: '00000000-0000-4000-8000-000000000000',
      points: 5,
    });
    expect(unknown.statusCode).toBe(404);
    const tooMuch = await send('PUT', '/api/v1/points', admin, { id: viewer.id, points: 10 ** 16 });
    expect(tooMuch.statusCode).toBeGreaterThanOrEqual(400);
    expect(await rows('points.set')).toHaveLength(1);
    expect(await balanceOf(database, viewer.id)).toBe(80);
  });

  it('an audit insert that fails rolls the adjustment back with it (one transaction)', async () => {
    const viewer = await createUser(database, { points: 50 });
    // A name the NOT NULL column refuses: the audit insert fails after the balance moved.
    const broken = { ...testActor(admin.id), name: null as unknown as string };
    await expect(
      pointsService.setBalance(database.db, { userId: viewer.id, points: 70, actor: broken }),
    ).rejects.toThrow();
    expect(await balanceOf(database, viewer.id)).toBe(50);
    expect(await rows()).toHaveLength(0);
    await expectLedgerInvariant(database);
  });

  it('season.reset, shop item create/update/archive, redemption approve and deny', async () => {
    await createUser(database, { points: 30 });
    expect((await send('POST', '/api/v1/admin/points/season-reset', admin, { confirm: 'RESET' })).statusCode).toBe(200);
    const reset = await onlyRow('season.reset');
    expect(reset.summary.after).toMatchObject({ usersReset: 1, pointsRemoved: 30 });
    // A fixed target carries no English name: the page names it from its type, in the reader's language.
    expect(reset).toMatchObject({ target_type: 'season', target_id: null, target_label: null });

    const created = await send('POST', '/api/v1/shop', admin, {
      name: 'Mug',
      description: 'A mug',
      cost: 100,
      quantity: 3,
      image: '/shop/mug.png',
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect((await onlyRow('shop.item.create')).target_label).toBe('Mug');
    // (The description is sent: the patch schema's default would otherwise clear it.)
    await send('PATCH', `/api/v1/shop/${item.id}`, admin, { cost: 150, name: 'Mug', description: 'A mug' });
    const update = await onlyRow('shop.item.update');
    expect(update.summary, JSON.stringify(update.summary)).toEqual({ before: { cost: 100 }, after: { cost: 150 } });
    expect((await send('DELETE', `/api/v1/shop/${item.id}`, admin)).statusCode).toBe(204);
    await onlyRow('shop.item.archive');
    // A second archive is refused: no second row.
    expect((await send('DELETE', `/api/v1/shop/${item.id}`, admin)).statusCode).toBe(404);
    expect(await rows('shop.item.archive')).toHaveLength(1);

    const listed = await createItem(database, { name: 'Cap', cost: 10 });
    const a = await createUser(database, { points: 100 });
    const b = await createUser(database, { points: 100 });
    const ra = (await send('POST', `/api/v1/reedem/${listed.id}`, a)).json().redemption;
    const rb = (await send('POST', `/api/v1/reedem/${listed.id}`, b)).json().redemption;
    expect((await send('POST', `/api/v1/reedem/approve/${ra._id}`, admin, { note: 'sent' })).statusCode).toBe(200);
    expect((await onlyRow('redemption.approve')).summary).toEqual({
      before: { status: 'pending' },
      after: { status: 'approved', note: 'sent' },
    });
    expect((await send('POST', `/api/v1/reedem/denied/${rb._id}`, admin)).statusCode).toBe(204);
    expect((await onlyRow('redemption.deny')).summary.after).toEqual({ status: 'denied', note: null, refunded: 10 });
    // Deciding again is refused and writes nothing.
    expect((await send('POST', `/api/v1/reedem/approve/${ra._id}`, admin)).statusCode).toBe(409);
    expect(await rows('redemption.approve')).toHaveLength(1);
  });

  it('offers, sponsors (create and CSV import), slots, giveaways', async () => {
    const offer = await send('POST', '/api/v1/offers', admin, {
      slug: 'nova',
      name: 'Nova',
      image: '/offers/nova.svg',
      color: '#112233',
      link: 'https://nova.example/r',
      details: {
        vpn: true,
        kyc: false,
        minDeposit: '$10',
        minWithdrawal: '$20',
        depositMethods: ['BTC'],
        withdrawalMethods: ['BTC'],
        providers: ['Evolution'],
        steps: [{ position: 1, bonusPercentage: 100, minDep: 10, upTo: 500 }],
        bonusTexts: ['Wager x35.'],
        promoCode: 'CODE1',
      },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    await send('PATCH', `/api/v1/offers/${offer.json().id}`, admin, { hidden: true });
    expect((await onlyRow('offer.update')).summary).toEqual({ before: { hidden: false }, after: { hidden: true } });
    await onlyRow('offer.create');

    const sponsor = await send('POST', '/api/v1/admin/sponsors', admin, {
      slug: 'csvco',
      name: 'CSV Co',
      logo: '/sponsors/csvco.svg',
      adapter: 'csv',
      credentials: null,
    });
    expect(sponsor.statusCode, sponsor.body).toBe(201);
    await onlyRow('sponsor.create');
    const imported = await send('POST', '/api/v1/admin/sponsors/csvco/import', admin, {
      period: '2026-10',
      csv: 'username,wagered\nana,100.50\nbob,20\n',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const sponsorImport = await onlyRow('sponsor.import');
    expect(sponsorImport.summary.after).toMatchObject({ period: '2026-10', rows: 2 });
    // The sponsor's name is the label; the month is a figure of the summary.
    expect(sponsorImport.target_label).toBe('CSV Co');

    const slots = await send('POST', '/api/v1/slots', admin, { name: 'Gates of Olympus', provider: 'Pragmatic Play' });
    expect(slots.statusCode, slots.body).toBe(201);
    await send('PATCH', `/api/v1/slots/${slots.json()._id ?? slots.json().id}`, admin, { rtp: '96.5' });
    const slotRow = await onlyRow('slot.update');
    expect(slotRow.target_label).toBe('Gates of Olympus (Pragmatic Play)');
    expect(slotRow.summary.after).toEqual({ rtp: expect.anything() });

    const g = await send('POST', '/api/v1/admin/giveaways', admin, {
      title: 'Headset',
      prize: 'A gaming headset',
      winners: 1,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
      entryCost: 100,
      maxTicketsPerAccount: 3,
    });
    expect(g.statusCode, g.body).toBe(201);
    const created = await onlyRow('giveaway.create');
    expect(JSON.stringify(created.summary)).not.toMatch(/"serverSeed"/);
    expect((await send('POST', `/api/v1/admin/giveaways/${g.json()._id}/cancel`, admin)).statusCode).toBe(200);
    await onlyRow('giveaway.cancel');
    // A second cancel is refused: still one row.
    expect((await send('POST', `/api/v1/admin/giveaways/${g.json()._id}/cancel`, admin)).statusCode).toBe(409);
    expect(await rows('giveaway.cancel')).toHaveLength(1);
  });

  it('the live hunt console: start, bonus, GTB, finish with the settlement; a refused action writes none', async () => {
    expect((await send('POST', '/api/v1/admin/live-hunt/finish', admin)).json().error.code).toBe('NO_LIVE_HUNT');
    expect(await rows()).toHaveLength(0);
    const hunt = await send('POST', '/api/v1/admin/live-hunt', admin, { start: 100_000 });
    expect(hunt.statusCode, hunt.body).toBe(201);
    expect((await onlyRow('live_hunt.create')).target_label).toBe('Bonus Hunt #1');
    const added = await send('POST', '/api/v1/admin/live-hunt/bonuses', admin, {
      slot: { name: 'Book of Dead', provider: "Play'n GO" },
      bet: 100,
      superBonus: false,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await onlyRow('live_hunt.bonus.add')).summary.after).toMatchObject({ slot: 'Book of Dead', bet: 100 });
    // An edit lists only what changed (never the bonus's id, X → X); the label names the bonus.
    const bonusId = (added.json() as { bonus: { _id: string }[] }).bonus[0]!._id;
    const edited = await send('PATCH', `/api/v1/admin/live-hunt/bonuses/${bonusId}`, admin, { bet: 250 });
    expect(edited.statusCode, edited.body).toBe(200);
    const edit = await onlyRow('live_hunt.bonus.update');
    expect(edit.summary).toEqual({ before: { bet: 100 }, after: { bet: 250 } });
    expect(edit.target_label).toBe(`Bonus Hunt #1 · Book of Dead (${bonusId})`);
    await send('POST', '/api/v1/admin/live-hunt/gtb', admin, { status: 'opened' });
    expect((await onlyRow('live_hunt.gtb.open')).summary).toEqual({
      before: { gtb: 'closed' },
      after: { gtb: 'opened' },
    });
    expect((await send('POST', '/api/v1/admin/live-hunt/finish', admin)).statusCode).toBe(200);
    expect((await onlyRow('live_hunt.finish')).summary.after).toMatchObject({ status: 'finished', finalBalance: 0 });
  });

  it('chat command settings and earning settings record only what changed', async () => {
    const current = (await send('GET', '/api/v1/admin/chat-commands', admin)).json().settings;
    const commands = current.commands.map((c: { key: string; userCooldownSeconds: number }) =>
      c.key === 'points' ? { ...c, userCooldownSeconds: c.userCooldownSeconds + 7 } : c,
    );
    const saved = await send('PUT', '/api/v1/admin/chat-commands', admin, { commands, templates: current.templates });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await onlyRow('chat_commands.update');
    expect(Object.keys(row.summary.after!)).toEqual(['points']);
    expect(row.summary.after!.points).toEqual({ userCooldownSeconds: expect.any(Number) });

    const earning = await send('PUT', '/api/v1/admin/earning/settings', admin, {
      amount: 10,
      tickMinutes: 10,
      subMultiplier: 3,
      dailyCap: 50,
    });
    expect(earning.statusCode, earning.body).toBe(200);
    expect(await onlyRow('earning.settings')).toMatchObject({
      target_type: 'setting',
      target_id: 'earning',
      target_label: null,
    });
    expect((await onlyRow('chat_commands.update')).target_label).toBeNull();
  });

  it('role changes (the admin CLI) and merges are recorded with the CLI as actor', async () => {
    const viewer = await createUser(database, { displayName: 'Vera', login: 'vera' });
    expect(await app.users.setRoleByLogin('twitch', 'vera', 'Admin', 'cli:ops')).toBe(true);
    const [role] = await rows('user.role');
    expect(role).toMatchObject({
      actor_id: null,
      actor_name: 'cli:ops',
      actor_role: 'cli',
      target_id: viewer.id,
      summary: { before: { role: 'User' }, after: { role: 'Admin' } },
    });
    const from = await createUser(database, { points: 40 });
    await database.db.execute(sql`delete from user_identities where user_id = ${from.id}`);
    await app.users.merge({ fromId: from.id, intoId: viewer.id, by: 'cli:ops' });
    const [merge] = await rows('user.merge');
    expect(merge).toMatchObject({ actor_name: 'cli:ops', target_id: viewer.id });
    expect(merge!.summary.after).toMatchObject({ pointsMoved: 40 });
  });
});

describe('append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE on audit_log, even of no row', async () => {
    await database.db.transaction((tx) =>
      auditService.record(tx, testActor(admin.id), { action: 'test.row', targetType: 'test' }),
    );
    const refusal = (query: ReturnType<typeof sql>) =>
      database.db.execute(query).then(
        () => 'accepted',
        (err: Error & { cause?: Error }) => `${err.message} ${err.cause?.message ?? ''}`,
      );
    expect(await refusal(sql`update audit_log set action = 'forged'`)).toMatch(/audit_log is append-only: UPDATE/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/audit_log is append-only: DELETE/);
    expect(await refusal(sql`delete from audit_log where false`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/audit_log is append-only: TRUNCATE/);
    expect(await refusal(sql`truncate users, audit_log cascade`)).toMatch(/audit_log is append-only: TRUNCATE/);
    expect((await rows()).map((r) => r.action)).toEqual(['test.row']);
  });

  it('an edit is stored with only its changed fields, whatever the service passed', async () => {
    await database.db.transaction((tx) =>
      auditService.record(tx, testActor(admin.id), {
        action: 'test.edit',
        targetType: 'test',
        summary: {
          before: { nonce: 3, disqualified: false, tags: ['a'] },
          after: { nonce: 3, disqualified: true, tags: ['a'] },
        },
      }),
    );
    expect((await rows('test.edit'))[0]!.summary).toEqual({
      before: { disqualified: false },
      after: { disqualified: true },
    });
  });

  it('the API has no route that changes or deletes a row', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const res = await send(method, '/api/v1/admin/audit', admin, {});
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('reading the log', () => {
  /** 130 rows: 5 actions x 26, three actors, the first 10 in one transaction (one created_at). */
  async function seedRows() {
    const actors = [testActor(admin.id, 'Boss'), testActor(null, 'cli:ops'), testActor(admin.id, 'Other, "quoted"')];
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 10; i++)
        await auditService.record(tx, actors[0]!, {
          action: 'shop.item.update',
          targetType: 'shop_item',
          targetId: `s${i}`,
        });
    });
    const actions = ['shop.item.update', 'shop.item.create', 'points.set', 'offer.update', 'live_hunt.finish'];
    for (let i = 10; i < 130; i++)
      await database.db.transaction((tx) =>
        auditService.record(tx, actors[i % 3]!, {
          action: actions[i % 5]!,
          targetType: 'thing',
          targetId: `t${i}`,
          targetLabel: i === 11 ? '=SUM(A1)\n"tricky", label' : `thing ${i}`,
          summary: { before: { n: i - 1 }, after: { n: i, text: 'a,b "c"' } },
        }),
      );
  }

  it('pages with the cursor newest first, without gaps or repeats', async () => {
    await seedRows();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const qs = new URLSearchParams({ limit: '17', ...(cursor ? { cursor } : {}) });
      const res = await send('GET', `/api/v1/admin/audit?${qs}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { items: Array<{ id: string; createdAt: string }>; nextCursor: string | null };
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(Math.ceil(130 / 17));
    expect(new Set(seen).size).toBe(130);
    const all = await queryRows<{ id: string }>(
      database.db,
      sql`select a.id::text as id from audit_log a order by a.created_at desc, a.id desc`,
    );
    expect(seen).toEqual(all.map((r) => r.id));
    expect((await send('GET', '/api/v1/admin/audit?cursor=bm9wZQ', admin)).statusCode).toBe(400);
  });

  it('filters by actor (id or name part), action (exact or prefix), target and time', async () => {
    await seedRows();
    const count = async (qs: Record<string, string>) => {
      const items: unknown[] = [];
      let cursor: string | null = null;
      do {
        const res = await send(
          'GET',
          `/api/v1/admin/audit?${new URLSearchParams({ ...qs, limit: '200', ...(cursor ? { cursor } : {}) })}`,
          admin,
        );
        expect(res.statusCode, res.body).toBe(200);
        items.push(...res.json().items);
        cursor = res.json().nextCursor;
      } while (cursor);
      return items.length;
    };
    expect(await count({ action: 'points.set' })).toBe(24);
    expect(await count({ action: 'shop.' })).toBe(58);
    expect(await count({ action: 'shop*' })).toBe(58);
    expect(await count({ actor: 'cli:' })).toBe(40);
    expect(await count({ actor: admin.id })).toBe(90);
    expect(await count({ targetType: 'shop_item' })).toBe(10);
    expect(await count({ targetType: 'thing', targetId: 't42' })).toBe(1);
    expect(await count({ actor: '%' })).toBe(0);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await count({ from: future })).toBe(0);
    expect(await count({ to: future })).toBe(130);
    expect((await send('GET', `/api/v1/admin/audit?from=${future}&to=2020-01-01T00:00:00Z`, admin)).statusCode).toBe(
      400,
    );
    const actions = (await send('GET', '/api/v1/admin/audit/actions', admin)).json().actions;
    expect(actions).toEqual(['live_hunt.finish', 'offer.update', 'points.set', 'shop.item.create', 'shop.item.update']);
  });

  it('exports the filtered rows as CSV, quoted and with formulas defused', async () => {
    await seedRows();
    const res = await send('GET', '/api/v1/admin/audit/export.csv?actor=Other', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-.*\.csv"$/);
    const parsed = Papa.parse<string[]>(res.body.trim(), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...data] = parsed.data;
    expect(header).toEqual([
      'time',
      'actor_id',
      'actor_name',
      'actor_role',
      'action',
      'target_type',
      'target_id',
      'target_label',
      'before',
      'after',
      'request_id',
      'ip',
    ]);
    expect(data).toHaveLength(40);
    expect(data.every((r) => r[2] === 'Other, "quoted"')).toBe(true);
    const tricky = data.find((r) => r[6] === 't11')!;
    expect(tricky[7]).toBe(`'=SUM(A1)\n"tricky", label`);
    expect(JSON.parse(tricky[9]!)).toEqual({ n: 11, text: 'a,b "c"' });

    // Every row, across several batches of the stream.
    const whole = await send('GET', '/api/v1/admin/audit/export.csv', admin);
    expect(Papa.parse(whole.body.trim(), { skipEmptyLines: true }).data).toHaveLength(131);
  });

  it('only admins read or export', async () => {
    const viewer = await createUser(database);
    for (const url of ['/api/v1/admin/audit', '/api/v1/admin/audit/export.csv', '/api/v1/admin/audit/actions']) {
      expect((await send('GET', url, viewer)).statusCode).toBe(403);
      expect((await send('GET', url, null)).statusCode).toBe(401);
    }
  });
});
