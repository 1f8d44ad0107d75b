import { formatterFor, type LiveHunt } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { call } from './helpers/call';
import { expectLedgerInvariant, type TestUser } from './helpers/factories';
import { useKickChat } from './helpers/kick-chat';

// The GTB winner limit (issue 35 item 5, ADR 070): a hunt's GTB may refuse a place to an account
// awarded GTB places in the period before GTB closes. A guess from such an account is refused on the
// site and in chat alike; one placed before the limit was set is ranked at the settlement but wins no
// place, and the place goes to the next closest guess.
const h = useKickChat();
const { chat, deliver, replies, kickViewer, adminCall } = h;

const LIMIT = '/api/v1/admin/live-hunt/gtb/win-limit';
const guess = (who: TestUser, huntId: string, cents: number) =>
  call(h.app, 'PUT', `/api/v1/bonustracker/${huntId}/gtb`, who, { guess: cents });

/** Adds one bonus paying `final` cents to the live hunt and finishes it; returns the finished hunt. */
async function finishWith(final: number): Promise<LiveHunt> {
  const bonus = await adminCall('POST', '/api/v1/admin/live-hunt/bonuses', {
    slot: { name: 'Gates of Olympus', provider: 'Pragmatic Play' },
    bet: 100,
    superBonus: false,
  });
  const id = bonus.json().bonus[0]._id;
  await h.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/live-hunt/bonuses/${id}`,
    headers: { cookie: h.admin.cookie, origin: 'http://localhost:3000' },
    payload: { earning: final },
  });
  const res = await adminCall('POST', '/api/v1/admin/live-hunt/finish', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GTB winner limits', () => {
  it('refuses a guess from an account at the limit on the site and in chat, and ranks an earlier guess without a place', async () => {
    const ana = await kickViewer('ana', 501, 0);
    const bob = await kickViewer('bob', 502, 0);
    // Hunt 1: Ana wins place 1.
    const first = await h.liveHunt({ gtb: true });
    expect((await guess(ana, first, 50_000)).statusCode).toBe(200);
    const won = await finishWith(50_000);
    expect(won.settlement!.gtbWinners.map((w) => w.username)).toEqual(['ana']);
    const awardedAt = new Date(
      (await queryRows<{ at: string }>(h.database.db, sql`select created_at as at from live_hunt_gtb_awards`))[0]!.at,
    );

    // Hunt 2: both guess before the admin sets one place per 30 days; Ana is the closest.
    const second = await h.liveHunt({ gtb: true });
    expect((await guess(ana, second, 70_000)).statusCode).toBe(200);
    expect((await guess(bob, second, 90_000)).statusCode).toBe(200);
    const set = await adminCall('PUT', LIMIT, { winLimit: { wins: 1, days: 30 } }, h.second);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().gtb.winLimit).toEqual({ wins: 1, days: 30 });

    // A new guess from an account at the limit is refused, on the site and from chat, saying until when.
    const carol = await kickViewer('carol', 503, 0);
    await h.database.db.execute(
      sql`insert into live_hunt_gtb_awards (hunt_id, place, user_id, guess_cents, distance_cents, text)
          values (${first}, 2, ${carol.id}, 1, 1, 'x')`,
    );
    const refused = await guess(carol, second, 60_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('WIN_LIMIT_REACHED');
    await deliver(h.app, chat({ user_id: 503, username: 'Carol' }, '!gtb 600'));
    const carolAward = new Date(
      (
        await queryRows<{ at: string }>(
          h.database.db,
          sql`select created_at as at from live_hunt_gtb_awards where user_id = ${carol.id}`,
        )
      )[0]!.at,
    );
    const until = formatterFor('pt-BR').dateTimeLisbon(new Date(carolAward.getTime() + 30 * 86_400_000));
    expect(await replies(1)).toEqual([
      `@Carol: você atingiu o limite de prêmios deste sorteio. Pode ganhar de novo a partir de ${until} (horário de Lisboa).`,
    ]);
    expect(Date.parse(refused.json().error.fields.until)).toBe(carolAward.getTime() + 30 * 86_400_000);
    const guesses = await queryRows<{ n: number }>(
      h.database.db,
      sql`select count(*)::int as n from live_hunt_gtb_guesses where hunt_id = ${second}`,
    );
    expect(guesses[0]!.n).toBe(2);

    // Closed for good: the limit is fixed.
    expect((await adminCall('POST', '/api/v1/admin/live-hunt/gtb', { status: 'closed' })).statusCode).toBe(200);
    const late = await adminCall('PUT', LIMIT, { winLimit: null });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('GTB_CLOSED_FOR_GOOD');

    // The settlement: Ana is ranked first, marked, and Bob wins place 1.
    const done = await finishWith(70_000);
    expect(done.settlement!.gtbRanking.map((r) => [r.rank, r.username, r.ineligible])).toEqual([
      [1, 'ana', true],
      [2, 'bob', false],
    ]);
    expect(done.settlement!.gtbWinners.map((w) => w.username)).toEqual(['bob']);
    expect(awardedAt.getTime()).toBeLessThan(Date.now());
    await expectLedgerInvariant(h.database);
  });

  it.each([[{ wins: 0, days: 30 }], [{ wins: 1, days: 1e20 }], [{ wins: -1, days: 1 }], [{ days: 3 }], ['1/30']])(
    'refuses a bad limit %o with 400 and changes nothing',
    async (winLimit) => {
      await h.liveHunt({ gtb: true });
      const res = await adminCall('PUT', LIMIT, { winLimit });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      const rows = await queryRows<{ n: number }>(
        h.database.db,
        sql`select count(*)::int as n from live_hunts where gtb_win_limit is not null`,
      );
      expect(rows[0]!.n).toBe(0);
    },
  );
});
