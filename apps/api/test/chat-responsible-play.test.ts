import { formatterFor } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { balanceOf } from './helpers/factories';
import { call } from './helpers/call';
import { useKickChat } from './helpers/kick-chat';

// Responsible play holds for chat commands (ADR 067): a stake from chat during a cool-off or
// self-exclusion is refused through the same guard, and the reply says why and until when.
const h = useKickChat();
const { chat, deliver, replies, kickViewer, adminCall } = h;
const RG = '/api/v1/users/me/responsible-play';

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
async function paidGiveaway() {
  const res = await adminCall('POST', '/api/v1/admin/giveaways', {
    title: 'Headset',
    prize: 'A headset',
    winners: 1,
    opensAt: inMs(-60_000),
    closesAt: inMs(3_600_000),
    entryCost: 25,
    maxTicketsPerAccount: 2,
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('chat stakes under responsible play', () => {
  it('a cool-off refuses !join with its end on Lisbon time; nothing is paid', async () => {
    const ana = await kickViewer('ana', 501, 100);
    await paidGiveaway();
    const res = await call(h.app, 'POST', `${RG}/cool-off`, ana, { length: '7d' });
    expect(res.statusCode).toBe(200);
    const until = formatterFor('pt-BR').dateTimeLisbon(res.json().coolOffUntil);
    await deliver(h.second, chat({ user_id: 501, username: 'Ana' }, '!join'));
    expect(await replies(1)).toEqual([
      `@Ana: você está em pausa e não pode apostar pontos até ${until} (horário de Lisboa).`,
    ]);
    expect(await balanceOf(h.database, ana.id)).toBe(100);
    expect(await queryRows(h.database.db, sql`select 1 from giveaway_entries`)).toEqual([]);
  });

  it('a self-exclusion for good refuses !join and says so', async () => {
    const bob = await kickViewer('bob', 502, 100);
    await paidGiveaway();
    await call(h.app, 'POST', `${RG}/self-exclusion`, bob, { length: 'forever' });
    await deliver(h.app, chat({ user_id: 502, username: 'Bob' }, '!join'));
    expect(await replies(1)).toEqual(['@Bob: você se autoexcluiu de apostar pontos para sempre.']);
    expect(await balanceOf(h.database, bob.id)).toBe(100);
  });
});
