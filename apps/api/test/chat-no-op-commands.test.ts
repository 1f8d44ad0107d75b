import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { useKickChat } from './helpers/kick-chat';

// A command that changes nothing says so and writes nothing (issue 31): a repeated `!gtb close` used to
// answer "GTB fechado" and add an audit row each time. The rule is the services', so the same admin
// action through the HTTP API writes nothing either. Badges are read in any case.
const h = useKickChat();
const { chat, deliver, replies, adminCall, liveHunt, kickViewer } = h;

const auditRows = (like: string) =>
  queryRows<{ action: string }>(h.database.db, sql`select action from audit_log where action like ${like} order by id`);
const huntEvents = async () =>
  (await queryRows<{ n: number }>(h.database.db, sql`select count(*)::int as n from live_hunt_events`))[0]!.n;

describe('commands that change nothing', () => {
  it('a repeated !gtb open or close says GTB already is so, and writes one audit row per real change', async () => {
    await liveHunt();
    await kickViewer('ana', 501);
    // Badges as Kick may send them, in any case.
    const MOD = { badges: [{ text: 'Moderator', type: 'Moderator' }] };
    const OWNER = { badges: [{ text: 'Broadcaster', type: 'BROADCASTER' }] };
    await deliver(h.app, chat({ user_id: 601, username: 'Mod' }, '!gtb open', MOD));
    await deliver(h.app, chat({ user_id: 601, username: 'Mod' }, '!gtb open', MOD));
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!gtb 1234'));
    const events = await huntEvents();
    for (let i = 0; i < 4; i++) await deliver(h.app, chat({ user_id: 602, username: 'Owner' }, '!gtb close', OWNER));
    expect(await replies(7)).toEqual([
      'GTB aberto! Palpite o saldo final com !gtb <valor>',
      '@Mod: o GTB já está aberto.',
      '@Ana: palpite de US$ 1.234 registrado no GTB!',
      // One guess: singular.
      'GTB fechado: 1 palpite. Boa sorte!',
      '@Owner: o GTB já está fechado.',
      '@Owner: o GTB já está fechado.',
      '@Owner: o GTB já está fechado.',
    ]);
    expect((await auditRows('live_hunt.gtb.%')).map((r) => r.action)).toEqual([
      'live_hunt.gtb.open',
      'live_hunt.gtb.close',
    ]);
    // Only the real close told the live pages something changed.
    expect(await huntEvents()).toBe(events + 1);
    const runs = await h.runs();
    expect(runs.filter((r) => r.code === 'ALREADY_CLOSED')).toHaveLength(3);
    expect(runs.filter((r) => r.code === 'ALREADY_OPEN')).toHaveLength(1);
  });

  it('a repeated !sr open or close says so and writes no audit row', async () => {
    const MOD = { badges: [{ text: 'Moderator', type: 'MODERATOR' }] };
    await deliver(h.app, chat({ user_id: 601, username: 'Mod' }, '!sr close', MOD));
    await deliver(h.app, chat({ user_id: 601, username: 'Mod' }, '!sr open', MOD));
    await deliver(h.app, chat({ user_id: 601, username: 'Mod' }, '!sr open', MOD));
    expect(await replies(3)).toEqual([
      '@Mod: os pedidos de slot já estão fechados.',
      'Pedidos de slot abertos! Use !sr <nome do slot>',
      '@Mod: os pedidos de slot já estão abertos.',
    ]);
    expect((await auditRows('slot_request.settings')).map((r) => r.action)).toEqual(['slot_request.settings']);
  });

  it('through the HTTP API too: GTB, AVG and the slot request settings set as they are write nothing', async () => {
    await liveHunt();
    for (let i = 0; i < 3; i++) {
      for (const game of ['gtb', 'avg'] as const) {
        const opened = await adminCall('POST', `/api/v1/admin/live-hunt/${game}`, { status: 'opened' });
        expect(opened.statusCode, opened.body).toBe(200);
        expect(opened.json()[game].status).toBe('opened');
      }
    }
    for (let i = 0; i < 3; i++) {
      const closed = await adminCall('POST', '/api/v1/admin/live-hunt/gtb', { status: 'closed' });
      expect(closed.statusCode).toBe(200);
      expect(closed.json().gtb.status).toBe('closed');
    }
    expect((await auditRows('live_hunt.%')).map((r) => r.action)).toEqual([
      'live_hunt.create',
      'live_hunt.gtb.open',
      'live_hunt.avg.open',
      'live_hunt.gtb.close',
    ]);
    for (let i = 0; i < 3; i++)
      expect((await adminCall('PUT', '/api/v1/admin/slot-requests/settings', { open: true, cost: 50 })).json()).toEqual(
        { open: true, cost: 50 },
      );
    expect(await auditRows('slot_request.settings')).toHaveLength(1);
    // The Commands page saved as it is, again and again: one audit row for the one real change.
    const page = (
      await h.app.inject({ method: 'GET', url: '/api/v1/admin/chat-commands', headers: { cookie: h.admin.cookie } })
    ).json() as {
      settings: { commands: { key: string; userCooldownSeconds: number }[] };
    };
    const commands = page.settings.commands.map((c) => (c.key === 'hunt' ? { ...c, userCooldownSeconds: 30 } : c));
    for (let i = 0; i < 3; i++)
      expect((await adminCall('PUT', '/api/v1/admin/chat-commands', { commands, templates: {} })).statusCode).toBe(200);
    expect(await auditRows('chat_commands.update')).toHaveLength(1);
  });
});
