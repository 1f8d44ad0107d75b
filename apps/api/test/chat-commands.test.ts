import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client';
import { expectLedgerInvariant } from './helpers/factories';
import { TEST_ORIGIN } from './helpers/app';
import { useKickChat } from './helpers/kick-chat';
import { statementsDuring } from './helpers/statements';

// Chat commands from Kick (issue 22, first slice): signed chat deliveries through the real webhook,
// the command run once per chat message id on either of two instances, replies captured by the fake.
const h = useKickChat();
const { chat, deliver, replies, runs, rowsOf, kickViewer, guesses, adminCall, liveHunt } = h;

describe('chat commands from Kick', () => {
  it('!points answers a linked chatter with the balance and tells an unlinked one how to link', async () => {
    await kickViewer('ana', 501, 1234);
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!points'));
    await deliver(h.app, chat({ user_id: 502, username: 'Bob' }, '!POINTS'));
    const lines = await replies(2);
    expect(lines).toContain('@Ana: você tem 1.234 pontos.');
    expect(lines).toContain(
      '@Bob: vincule sua conta Kick ao site para usar os comandos: http://localhost:3000/profile',
    );
    expect((await runs()).map((r) => r.outcome).sort()).toEqual(['not_linked', 'ok']);
    expect(h.kick.state.chat.every((c) => c.broadcaster_user_id === 77)).toBe(true);
  });

  it('money in replies is written in the site currency an admin set (issue 31: one currency everywhere)', async () => {
    await kickViewer('ana', 501);
    await liveHunt({ gtb: true });
    expect((await adminCall('PUT', '/api/v1/admin/site-settings', { currency: 'EUR' })).statusCode).toBe(200);
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!gtb 1234.50'));
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!hunt'));
    const lines = await replies(2);
    expect(lines[0]).toBe('@Ana: palpite de € 1.234,50 registrado no GTB!');
    expect(lines[1]).toMatch(/^Bonus Hunt #\d+: início € [\d.]+(,\d\d)?, saldo € /);
    expect(lines.join(' ')).not.toContain('$');
  });

  it('!gtb records the guess through the live hunt once, however often and wherever the message is delivered', async () => {
    const ana = await kickViewer('ana', 501);
    await liveHunt({ gtb: true });
    const d = chat({ user_id: 501, username: 'Ana' }, '!gtb 7500', { chatMessageId: 'chat-msg-1' });
    // The same delivery four times, and a redelivery of the same chat message under a new delivery id.
    await Promise.all([deliver(h.app, d), deliver(h.second, d), deliver(h.app, d), deliver(h.second, d)]);
    await deliver(h.second, chat({ user_id: 501, username: 'Ana' }, '!gtb 7500', { chatMessageId: 'chat-msg-1' }));
    expect(await guesses()).toEqual([{ user_id: ana.id, guess_cents: 750_000 }]);
    const lines = await replies(1);
    expect(lines).toEqual(['@Ana: palpite de US$ 7.500 registrado no GTB!']);
    expect(await runs()).toHaveLength(1);
  });

  it('a chat guess received before GTB closed counts though its command runs after the close; one received after does not', async () => {
    const ana = await kickViewer('ana', 501);
    await kickViewer('bob', 502);
    await liveHunt({ gtb: true });
    const before = new Date();
    await new Promise((r) => setTimeout(r, 20));
    expect((await adminCall('POST', '/api/v1/admin/live-hunt/gtb', { status: 'closed' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    // A burst at the close waits in line after the webhook's answer: these run now, after the close.
    const message = (chatterId: string, login: string, messageId: string, receivedAt: Date) => ({
      platform: 'kick' as const,
      messageId,
      chatterId,
      chatterLogin: login,
      chatterName: login,
      badges: [],
      isBroadcaster: false,
      content: '!gtb 1234',
      receivedAt,
    });
    expect(await h.app.chatCommands.handle(message('501', 'ana', 'late-run', before))).toMatchObject({ outcome: 'ok' });
    expect(await h.second.chatCommands.handle(message('502', 'bob', 'too-late', new Date()))).toMatchObject({
      outcome: 'refused',
      code: 'GTB_CLOSED',
    });
    expect(await guesses()).toEqual([{ user_id: ana.id, guess_cents: 123_400 }]);
    expect((await replies(2)).sort()).toEqual([
      '@ana: palpite de US$ 1.234 registrado no GTB!',
      '@bob: o GTB está fechado.',
    ]);
  });

  it('a guess from the site and one from chat by the same account: only the first counts', async () => {
    const ana = await kickViewer('ana', 501);
    const huntId = await liveHunt({ gtb: true });
    const site = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/bonustracker/${huntId}/gtb`,
      headers: { cookie: ana.cookie, origin: TEST_ORIGIN },
      payload: { guess: 500_000 },
    });
    expect(site.statusCode).toBe(200);
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!gtb 9000'));
    expect(await guesses()).toEqual([{ user_id: ana.id, guess_cents: 500_000 }]);
    expect(await replies(1)).toEqual(['@Ana: você já fez seu palpite neste GTB.']);
    expect((await runs())[0]).toMatchObject({ outcome: 'refused', code: 'GTB_ALREADY_PLACED' });
  });

  it('!gtb out of range gets the site’s Portuguese range message; a chatter without an account moves nothing', async () => {
    await kickViewer('ana', 501);
    await liveHunt({ gtb: true });
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!gtb 999999'));
    await deliver(h.app, chat({ user_id: 999, username: 'Stranger' }, '!gtb 100'));
    const lines = await replies(2);
    expect(lines[0]).toBe('@Ana: O valor deve ser um número entre 1 e 15000.');
    expect(lines[1]).toContain('vincule sua conta Kick');
    expect(await guesses()).toEqual([]);
  });

  it('a chat bet takes the narrow path: its intake, the bet’s prepared statements on the live hunt, its outcome; no hunt read, no viewer answer', async () => {
    const ana = await kickViewer('ana', 501, 1_000);
    await kickViewer('bob', 502);
    await liveHunt({ gtb: true, avg: true });
    const message = (chatterId: string, login: string, messageId: string, content: string) => ({
      platform: 'kick' as const,
      messageId,
      chatterId,
      chatterLogin: login,
      chatterName: login,
      badges: [],
      isBroadcaster: false,
      content,
      receivedAt: new Date(),
    });
    const current = vi.spyOn(h.app.liveHunt, 'current');
    try {
      // The hunt's statements only: the chat's own (its run, cooldown, account, reply) are not the hunt's.
      const huntStatements = (sent: string[]) =>
        sent.filter((s) => s.includes('live_hunt')).map((s) => s.split(' ')[0]);
      const guess = await statementsDuring(() => h.app.chatCommands.handle(message('501', 'ana', 'g1', '!gtb 1234')));
      expect(guess.result).toMatchObject({ outcome: 'ok' });
      // Every statement of the run, in order (ADR 073): PGlite's BEGIN and COMMIT are not seen.
      // The named ones: the intake, the bet's four, the outcome (the unnamed are the caches' first reads
      // and the hunt's notification).
      expect(guess.sent.map((x) => x.split(' ')[0]).filter((n) => n !== '-')).toEqual([
        'chat_take_run',
        'live_hunt_lock_live_share',
        'rg_lock_settings_of',
        'live_hunt_gtb_guesses_insert',
        'live_hunt_event_insert',
        'chat_settle_runs',
      ]);
      expect(huntStatements(guess.sent)).toEqual([
        'live_hunt_lock_live_share',
        'live_hunt_gtb_guesses_insert',
        'live_hunt_event_insert',
      ]);
      expect(await guesses()).toEqual([{ user_id: ana.id, guess_cents: 123_400 }]);

      const avgBet = await statementsDuring(() => h.app.chatCommands.handle(message('501', 'ana', 'a1', '!avg c 200')));
      expect(avgBet.result).toMatchObject({ outcome: 'ok' });
      expect(huntStatements(avgBet.sent)).toEqual([
        'live_hunt_lock_live_share',
        'live_hunt_avg_bet_insert',
        'live_hunt_event_insert',
      ]);
      expect(avgBet.sent.some((s) => s.startsWith('points_debit '))).toBe(true);
      expect(current).not.toHaveBeenCalled();

      // The range refusal still shows the hunt's maximum guess, which comes with the refusal: no hunt read.
      const out = await h.app.chatCommands.handle(message('502', 'bob', 'g2', '!gtb 999999'));
      expect(out).toMatchObject({ outcome: 'refused', code: 'GTB_OUT_OF_RANGE' });
      expect(current).not.toHaveBeenCalled();
    } finally {
      current.mockRestore();
    }
    expect(await guesses()).toEqual([{ user_id: ana.id, guess_cents: 123_400 }]);
    expect((await replies(3)).sort()).toEqual([
      '@ana: Aposta confirmada! 200 pontos no grupo C (76-85X).',
      '@ana: palpite de US$ 1.234 registrado no GTB!',
      '@bob: O valor deve ser um número entre 1 e 15000.',
    ]);
    await expectLedgerInvariant(h.database);
  });

  it('!avg debits the bet through the ledger; a second bet and a bad one are refused with the site’s words', async () => {
    const ana = await kickViewer('ana', 501, 1_000);
    await liveHunt({ avg: true });
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!avg c 200'));
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!avg D 10'));
    await new Promise((r) => setTimeout(r, 5_100)); // the 5 s cooldown of !avg
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!avg D 10'));
    await kickViewer('bob', 502, 1_000);
    await deliver(h.app, chat({ user_id: 502, username: 'Bob' }, '!avg Z 9'));
    const lines = await replies(3);
    expect(lines).toEqual([
      '@Ana: Aposta confirmada! 200 pontos no grupo C (76-85X).',
      '@Ana: você já apostou no AVG desta hunt.',
      '@Bob: use !avg <grupo A-F> <pontos>, por exemplo !avg C 200',
    ]);
    const [row] = await queryRows<{ points: number }>(
      h.database.db,
      sql`select points::int from users where id = ${ana.id}`,
    );
    expect(row!.points).toBe(800);
    expect((await runs()).map((r) => r.outcome)).toEqual(['ok', 'cooldown', 'refused', 'refused']);
    await expectLedgerInvariant(h.database);
  }, 20_000);

  it('moderators open and close GTB from chat; anyone else is told no and nothing changes', async () => {
    await liveHunt();
    await deliver(h.app, chat({ user_id: 600, username: 'Viewer' }, '!gtb open'));
    await deliver(
      h.app,
      chat({ user_id: 601, username: 'Mod' }, '!gtb open', { badges: [{ text: 'Moderator', type: 'moderator' }] }),
    );
    const status = async () =>
      (
        (await h.app.inject({ method: 'GET', url: '/api/v1/live-hunt' })).json() as {
          hunt: { gtb: { status: string } };
        }
      ).hunt.gtb.status;
    expect(await status()).toBe('opened');
    await deliver(h.app, chat({ user_id: 77, username: 'BigStreamer' }, '!gtb close'));
    expect(await status()).toBe('closed');
    const lines = await replies(3);
    expect(lines).toEqual([
      '@Viewer: só moderadores podem fazer isso.',
      'GTB aberto! Palpite o saldo final com !gtb <valor>',
      'GTB fechado: nenhum palpite. Boa sorte!',
    ]);
    // Audited as the moderators, by chat message id, without an IP; the refused viewer wrote nothing.
    const audit = await queryRows<{
      action: string;
      actor_role: string;
      actor_name: string;
      request_id: string;
      ip: null;
    }>(
      h.database.db,
      sql`select action, actor_role, actor_name, request_id, ip from audit_log where action like 'live_hunt.gtb.%' order by id`,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'live_hunt.gtb.open',
        actor_role: 'Moderator',
        actor_name: 'Mod (kick:mod)',
        ip: null,
      }),
      expect.objectContaining({ action: 'live_hunt.gtb.close', actor_role: 'Moderator', ip: null }),
    ]);
    expect(audit.every((r) => r.request_id)).toBe(true);
  });

  it('bad input never errors: unknown commands, unicode tricks, huge numbers, 500 characters', async () => {
    await kickViewer('ana', 501, 1_000);
    await liveHunt({ gtb: true, avg: true });
    const inputs = [
      '!nosuchcommand',
      'hello !points',
      '!gtb 1e309',
      '!gtb -5',
      '!gtb ١٢٣',
      `!gtb ${'9'.repeat(400)}`,
      '!avg A 99999999999999999999',
      '\u202E!points',
      '！ｐｏｉｎｔｓ',
      `!points ${'x'.repeat(490)}`,
      '!gtb\u200B 100',
      '!avg',
      '!sr Gates of Olympus',
      `!sr ${'g'.repeat(200)}`,
      '!sr "',
      '!sr \u0000\u202Egates',
      '',
    ];
    let i = 0;
    for (const content of inputs) {
      // One linked chatter; each message is its own chat message id.
      const res = await h.app.inject({
        method: 'POST',
        url: h.WEBHOOK,
        ...(() => {
          const d = chat({ user_id: 501, username: `Ana` }, content, { chatMessageId: `bad-${i++}` });
          return { headers: d.headers, payload: d.body };
        })(),
      });
      expect(res.statusCode, content).toBe(200);
      await h.settled();
    }
    await replies(1);
    const all = await runs();
    expect(all.every((r) => r.outcome !== 'error')).toBe(true);
    // Requests are closed here: every !sr was refused (or held by the cooldown), none filed.
    expect(all.filter((r) => r.command === 'sr').every((r) => ['refused', 'cooldown'].includes(r.outcome))).toBe(true);
    expect(await rowsOf('slot_requests')).toEqual([]);
    expect(await guesses()).toEqual([]);
    await expectLedgerInvariant(h.database);
  });
});

describe("chat replies in the chatter's language (ADR 057)", () => {
  it('a chatter whose account chose no language gets the site default: pt-PT, figures grouped "5 000"', async () => {
    await h.siteLocale('pt-PT');
    await kickViewer('ana', 501, 5_000);
    await liveHunt({ gtb: true });
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!points'));
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!gtb 7500'));
    // No account at all: the site default too.
    await deliver(h.app, chat({ user_id: 502, username: 'Bob' }, '!points'));
    expect(await replies(3)).toEqual([
      '@Ana: tem 5 000 pontos.',
      '@Ana: palpite de 7 500 US$ registado no GTB!',
      '@Bob: associe a sua conta Kick no site para usar os comandos: http://localhost:3000/profile',
    ]);
    // The other instance follows the same site default.
    await deliver(h.second, chat({ user_id: 502, username: 'Bob' }, '!hunt'));
    expect((await replies(4))[3]).toMatch(/^Bonus Hunt #\d+: início 1 000 US\$, saldo /);
  });

  it('a chatter whose account chose a language gets it, whatever the site default (pt-BR here)', async () => {
    const ana = await kickViewer('ana', 501, 5_000);
    const caio = await kickViewer('caio', 503, 5_000);
    await kickViewer('bia', 502, 5_000);
    await h.chooseLocale(ana.cookie, 'en');
    await h.chooseLocale(caio.cookie, 'pt-PT');
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!points'));
    await deliver(h.app, chat({ user_id: 502, username: 'Bia' }, '!points'));
    await deliver(h.app, chat({ user_id: 503, username: 'Caio' }, '!points'));
    // A refusal in the chatter's language too (no live hunt).
    await deliver(h.app, chat({ user_id: 501, username: 'Ana' }, '!gtb 100'));
    expect(await replies(4)).toEqual([
      '@Ana: you have 5,000 points.',
      '@Bia: você tem 5.000 pontos.',
      '@Caio: tem 5 000 pontos.',
      '@Ana: there is no live bonus hunt right now.',
    ]);
    expect((await runs()).map((r) => r.reply)).toEqual([
      '@Ana: you have 5,000 points.',
      '@Bia: você tem 5.000 pontos.',
      '@Caio: tem 5 000 pontos.',
      '@Ana: there is no live bonus hunt right now.',
    ]);
  });
});
