import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows, type Database } from '../src/db/client';
import { createUsersService } from '../src/features/users/service';
import { openTestDatabase, resetDatabase } from './helpers/database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
});

const users = () =>
  createUsersService({ db: database.db, adminLogins: { twitch: ['tw_boss'], kick: ['kick_boss'] }, signupBonus: 50 });
const twitch = (id: string, login: string) =>
  ({ platform: 'twitch', platformUserId: id, login, displayName: login.toUpperCase(), avatarUrl: '' }) as const;
const kick = (id: string, login: string) =>
  ({ platform: 'kick', platformUserId: id, login, displayName: login.toUpperCase(), avatarUrl: '' }) as const;

describe('accounts and platform identities', () => {
  it('a first sign-in creates one account with its identity and the sign-up bonus; the next finds it', async () => {
    const first = await users().signIn(twitch('111', 'alice'));
    const again = await users().signIn({ ...twitch('111', 'alice_new'), displayName: 'Alice New' });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ login: 'alice_new', displayName: 'Alice New', points: 50 });
    const rows = await queryRows<{ platform: string; platform_user_id: string; login: string }>(
      database.db,
      sql`select platform, platform_user_id, login from user_identities where user_id = ${first.id}`,
    );
    expect(rows).toEqual([{ platform: 'twitch', platform_user_id: '111', login: 'alice_new' }]);
  });

  it('the same login on the other platform is another person until linked', async () => {
    const onTwitch = await users().signIn(twitch('1', 'bob'));
    const onKick = await users().signIn(kick('1', 'bob'));
    expect(onKick.id).not.toBe(onTwitch.id);
    const [count] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
    expect(count?.n).toBe(2);
  });

  it('admin logins are per platform', async () => {
    expect((await users().signIn(twitch('2', 'tw_boss'))).role).toBe('Admin');
    expect((await users().signIn(kick('3', 'tw_boss'))).role).toBe('User');
    expect((await users().signIn(kick('4', 'kick_boss'))).role).toBe('Admin');
    expect((await users().signIn(twitch('5', 'kick_boss'))).role).toBe('User');
  });

  it('simultaneous first sign-ins of one identity make one account and one bonus', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => users().signIn(kick('77', 'racer'))));
    expect(new Set(results.map((u) => u.id)).size).toBe(1);
    const [row] = await queryRows<{ accounts: number; ledger: number }>(
      database.db,
      sql`select (select count(*)::int from users) as accounts, (select count(*)::int from points_ledger) as ledger`,
    );
    expect(row).toEqual({ accounts: 1, ledger: 1 });
  });
});

describe('migration 0017: every Twitch user keeps everything', () => {
  it('turns users.twitch_id into a Twitch identity, same account id, balance and ledger', async () => {
    if (database.kind !== 'pglite') return; // one engine is enough for a data migration's SQL
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      cpSync(migrationsFolder(), dir, { recursive: true });
      const journalPath = path.join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
      const upTo = journal.entries.findIndex((e) => e.tag.startsWith('0017_'));
      expect(upTo).toBeGreaterThan(0);
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
      const old = await openDatabase({ kind: 'pglite' });
      try {
        await old.migrate(dir);
        await old.db.execute(sql`insert into users (id, twitch_id, login, display_name, avatar_url, points) values
          ('00000000-0000-4000-8000-000000000001', '9001', 'viewer', 'Viewer', 'https://x/a.png', 150),
          ('00000000-0000-4000-8000-000000000002', '9002', 'admin', 'Admin', '', 0)`);
        await old.db.execute(sql`insert into points_ledger (user_id, delta, balance_after, reason)
          values ('00000000-0000-4000-8000-000000000001', 150, 150, 'signup_bonus')`);
        await old.migrate();
        const identities = await queryRows(
          old.db,
          sql`select user_id, platform, platform_user_id, login, display_name, avatar_url from user_identities order by login desc`,
        );
        expect(identities).toEqual([
          {
            user_id: '00000000-0000-4000-8000-000000000001',
            platform: 'twitch',
            platform_user_id: '9001',
            login: 'viewer',
            display_name: 'Viewer',
            avatar_url: 'https://x/a.png',
          },
          {
            user_id: '00000000-0000-4000-8000-000000000002',
            platform: 'twitch',
            platform_user_id: '9002',
            login: 'admin',
            display_name: 'Admin',
            avatar_url: '',
          },
        ]);
        const service = createUsersService({ db: old.db, adminLogins: {}, signupBonus: 0 });
        const back = await service.signIn(twitch('9001', 'viewer'));
        expect(back).toMatchObject({ id: '00000000-0000-4000-8000-000000000001', points: 150 });
      } finally {
        await old.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
