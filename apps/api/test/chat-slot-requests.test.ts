import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { TEST_ORIGIN } from './helpers/app';
import { balanceOf, expectLedgerInvariant } from './helpers/factories';
import { useKickChat } from './helpers/kick-chat';

// Slot requests from Kick chat (issue 22): `!sr <name>` files the catalogue's match through the slot
// requests service (the cost through the ledger, once per chat message), offers the closest names
// when the text fits several, and moderators open and close requests.
const h = useKickChat();
const { chat, deliver, replies, kickViewer, adminCall } = h;

describe('slot requests from chat (!sr)', () => {
  const MOD = { badges: [{ text: 'Moderator', type: 'moderator' }] };

  /** The catalogue, imported through both instances so neither answers from an older snapshot. */
  async function catalogue() {
    const csv = [
      'name,provider',
      '"Gates of Olympus","Pragmatic Play"',
      '"Gates of Olympus 1000","Pragmatic Play"',
      '"Sweet Bonanza","Pragmatic Play"',
      '"Book of Dead","Play n GO"',
    ].join('\n');
    for (const target of [h.app, h.second]) {
      const res = await target.inject({
        method: 'POST',
        url: '/api/v1/slots/import',
        headers: { cookie: h.admin.cookie, origin: TEST_ORIGIN },
        payload: { csv },
      });
      expect(res.statusCode).toBe(200);
    }
  }
  const requests = () =>
    queryRows<{ slot_name: string; source: string; cost: number; status: string }>(
      h.database.db,
      sql`select slot_name, source, cost, status from slot_requests order by created_at`,
    );

  beforeEach(async () => {
    await catalogue();
    expect((await adminCall('PUT', '/api/v1/admin/slot-requests/settings', { open: true, cost: 100 })).statusCode).toBe(
      200,
    );
  });

  it('files the named slot once (the cost taken once), with its place in the queue, however often it is delivered', async () => {
    const ana = await kickViewer('ana', 501, 1_000);
    await kickViewer('bob', 502, 1_000);
    const d = chat({ user_id: 501, username: 'Ana' }, '!sr gates of olympus', { chatMessageId: 'sr-1' });
    await Promise.all([deliver(h.app, d), deliver(h.second, d), deliver(h.second, d)]);
    await deliver(h.second, chat({ user_id: 502, username: 'Bob' }, '!SR "Book of Dead"'));
    expect(await requests()).toEqual([
      { slot_name: 'Gates of Olympus', source: 'kick', cost: 100, status: 'open' },
      { slot_name: 'Book of Dead', source: 'kick', cost: 100, status: 'open' },
    ]);
    expect(await balanceOf(h.database, ana.id)).toBe(900);
    // Each instance sends its own replies: their order in chat is not fixed.
    expect((await replies(2)).sort()).toEqual([
      '@Ana: Gates of Olympus entrou na fila de pedidos (posição 1).',
      '@Bob: Book of Dead entrou na fila de pedidos (posição 2).',
    ]);
    await expectLedgerInvariant(h.database);
  });

  it('offers the closest names when the text fits several, forgives a typo, and says when nothing is near; nothing is paid for those', async () => {
    const ana = await kickViewer('ana', 501, 1_000);
    await kickViewer('bob', 502, 1_000);
    await kickViewer('cid', 503, 1_000);
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!sr gates'));
    await deliver(h.app, chat({ user_id: 502, username: 'Bob' }, '!sr zzqx wombat'));
    await deliver(h.app, chat({ user_id: 503, username: 'Cid' }, '!sr sweet bonanzza'));
    const lines = await replies(3);
    expect(lines[0]).toBe(
      '@Ana: qual destes? Gates of Olympus (Pragmatic Play) · Gates of Olympus 1000 (Pragmatic Play)',
    );
    expect(lines[1]).toBe('@Bob: nenhum slot encontrado para "zzqx wombat".');
    expect(lines[2]).toBe('@Cid: Sweet Bonanza entrou na fila de pedidos (posição 1).');
    expect(await requests()).toEqual([{ slot_name: 'Sweet Bonanza', source: 'kick', cost: 100, status: 'open' }]);
    expect(await balanceOf(h.database, ana.id)).toBe(1_000);
  });

  it('one open request per account; none while closed; not enough points; an unlinked chatter moves nothing', async () => {
    const ana = await kickViewer('ana', 501, 1_000);
    await kickViewer('poor', 504, 50);
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!sr book of dead'));
    await new Promise((r) => setTimeout(r, 5_100)); // the 5 s cooldown of !sr per chatter
    await deliver(h.second, chat({ user_id: 501, username: 'Ana' }, '!sr sweet bonanza'));
    await deliver(h.app, chat({ user_id: 504, username: 'Poor' }, '!sr sweet bonanza'));
    await deliver(h.app, chat({ user_id: 999, username: 'Stranger' }, '!sr sweet bonanza'));
    await adminCall('PUT', '/api/v1/admin/slot-requests/settings', { open: false });
    await kickViewer('late', 505, 1_000);
    await deliver(h.app, chat({ user_id: 505, username: 'Late' }, '!sr sweet bonanza'));
    const lines = (await replies(5)).sort();
    expect(lines).toEqual([
      '@Ana: Book of Dead entrou na fila de pedidos (posição 1).',
      '@Ana: você já tem um pedido na fila.',
      '@Late: os pedidos de slot estão fechados.',
      '@Poor: pontos insuficientes.',
      expect.stringContaining('@Stranger: vincule sua conta Kick'),
    ]);
    expect((await requests()).map((r) => r.slot_name)).toEqual(['Book of Dead']);
    expect(await balanceOf(h.database, ana.id)).toBe(900);
    await expectLedgerInvariant(h.database);
  });

  it('moderators open and close requests from chat; anyone else is told no', async () => {
    await adminCall('PUT', '/api/v1/admin/slot-requests/settings', { open: false });
    await kickViewer('ana', 501, 1_000);
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!sr open'));
    await deliver(h.app, chat({ user_id: 601, username: 'Mod' }, '!sr open', MOD));
    await deliver(h.second, chat({ user_id: 601, username: 'Mod' }, '!sr open', MOD));
    const board = async () => (await h.app.inject({ method: 'GET', url: '/api/v1/slot-requests' })).json();
    expect(await board()).toMatchObject({ open: true, cost: 100 });
    await deliver(h.app, chat({ user_id: 77, username: 'BigStreamer' }, '!sr close'));
    expect(await board()).toMatchObject({ open: false });
    expect((await replies(4)).sort()).toEqual([
      '@Ana: só moderadores podem fazer isso.',
      '@Mod: os pedidos de slot já estão abertos.',
      'Pedidos de slot abertos! Use !sr <nome do slot>',
      'Pedidos de slot fechados.',
    ]);
  });

  it('the Commands page shows and sets the same cost as the slot requests', async () => {
    const page = (await adminCall('PUT', '/api/v1/admin/slot-requests/settings', { cost: 321 })).json();
    expect(page.cost).toBe(321);
    const commands = (
      await h.app.inject({ method: 'GET', url: '/api/v1/admin/chat-commands', headers: { cookie: h.admin.cookie } })
    ).json();
    const sr = commands.settings.commands.find((c: { key: string }) => c.key === 'sr');
    expect(sr.cost).toBe(321);
    const saved = await adminCall('PUT', '/api/v1/admin/chat-commands', {
      commands: commands.settings.commands.map((c: { key: string }) => (c.key === 'sr' ? { ...c, cost: 45 } : c)),
      templates: {},
    });
    expect(saved.statusCode).toBe(200);
    const board = (await h.app.inject({ method: 'GET', url: '/api/v1/slot-requests' })).json();
    expect(board.cost).toBe(45);
  });
});
