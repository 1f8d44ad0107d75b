import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { balanceOf, casinoAccountAt, ensureSponsor, expectLedgerInvariant } from './helpers/factories';
import { useKickChat } from './helpers/kick-chat';

// `!join` from Kick chat (issues 22 and 23): enters the open giveaway that takes chat entries through
// the giveaways service (tickets paid through the ledger, once per chat message), with the chatter's
// subscriber badge counting for the multiplier.
const h = useKickChat();
const { chat, deliver, replies, kickViewer, adminCall } = h;

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
async function giveaway(overrides: Record<string, unknown> = {}) {
  const res = await adminCall('POST', '/api/v1/admin/giveaways', {
    title: 'Headset',
    prize: 'A headset',
    winners: 1,
    opensAt: inMs(-60_000),
    closesAt: inMs(3_600_000),
    entryCost: 25,
    maxTicketsPerAccount: 2,
    subscriberMultiplier: 3,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string };
}
const entries = () =>
  queryRows<{ user_id: string; bought: number; tickets: number; paid: number; source: string }>(
    h.database.db,
    sql`select user_id, bought, tickets, paid::int, source from giveaway_entries order by entered_at`,
  );
// The badge's type as a platform may send it, capitalized: it is read in any case.
const SUB = { badges: [{ text: 'Subscriber', type: 'Subscriber' }] };

describe('!join', () => {
  it('answers that no giveaway is open when none takes chat entries', async () => {
    await kickViewer('ana', 501, 100);
    await giveaway({ chatJoin: false });
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!join'));
    expect(await replies(1)).toEqual(['@Ana: não há sorteio aberto agora.']);
    expect(await entries()).toEqual([]);
  });

  it('enters the open giveaway once per chat message; a subscriber badge multiplies the tickets; the maximum holds', async () => {
    const ana = await kickViewer('ana', 501, 100);
    const bob = await kickViewer('bob', 502, 100);
    await giveaway();
    const d = chat({ user_id: 501, username: 'Ana' }, '!join', { chatMessageId: 'join-1' });
    await Promise.all([deliver(h.app, d), deliver(h.second, d), deliver(h.app, d)]);
    await deliver(h.second, chat({ user_id: 502, username: 'Bob' }, '!join 2', SUB));
    await new Promise((r) => setTimeout(r, 5_100)); // the 5 s cooldown of !join per chatter
    await deliver(h.app, chat({ user_id: 502, username: 'Bob' }, '!join'));
    await deliver(h.app, chat({ user_id: 999, username: 'Stranger' }, '!join'));
    const lines = (await replies(4)).sort();
    expect(lines).toEqual([
      '@Ana: você está no sorteio!',
      '@Bob: você está no sorteio!',
      '@Bob: você já está no sorteio.',
      expect.stringContaining('@Stranger: vincule sua conta Kick'),
    ]);
    expect(await entries()).toEqual([
      { user_id: ana.id, bought: 1, tickets: 1, paid: 25, source: 'kick' },
      { user_id: bob.id, bought: 2, tickets: 6, paid: 50, source: 'kick' },
    ]);
    expect(await balanceOf(h.database, ana.id)).toBe(75);
    expect(await balanceOf(h.database, bob.id)).toBe(50);
    await expectLedgerInvariant(h.database);
  }, 20_000);

  it('applies the affiliate rule of the site (ADR 059): the refusal names the sponsor and links the profile on Kick', async () => {
    const ana = await kickViewer('ana', 501, 100);
    const bob = await kickViewer('bob', 502, 100);
    await ensureSponsor(h.database.db, 'stake', 'Stake');
    await giveaway({
      eligibility: { platform: null, subscribersOnly: false, minAccountAgeDays: 0, affiliate: { sponsor: 'stake' } },
    });
    await casinoAccountAt(h.database.db, bob.id, 'stake');
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!join'));
    await deliver(h.second, chat({ user_id: 502, username: 'Bob' }, '!join'));
    expect((await replies(2)).sort()).toEqual([
      '@Ana: este sorteio é para quem tem uma conta Stake verificada. Verifique a sua no seu perfil: http://localhost:3000/profile',
      '@Bob: você está no sorteio!',
    ]);
    const runs = await queryRows<{ outcome: string; code: string | null }>(
      h.database.db,
      sql`select outcome, code from chat_command_runs where chatter_id = '501'`,
    );
    expect(runs).toEqual([{ outcome: 'refused', code: 'AFFILIATE_REQUIRED' }]);
    expect(await entries()).toEqual([{ user_id: bob.id, bought: 1, tickets: 1, paid: 25, source: 'kick' }]);
    expect(await balanceOf(h.database, ana.id)).toBe(100);
    await expectLedgerInvariant(h.database);
  });
});
