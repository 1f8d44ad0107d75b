import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import * as runs from '../src/features/chat-commands/repository';
import { platformViewer } from './helpers/connect';
import { expectLedgerInvariant } from './helpers/factories';
import { useKickChat } from './helpers/kick-chat';
import { twitchChatNotification } from './helpers/twitch-chat';

// The chat inbox (ADR 079): a chat command the webhook answered is kept with its record, in the same
// statement, until its command has run. An instance killed between the answer and the command (here:
// the webhook's answer taken, the work after it never run) leaves it in the inbox, and the sweep of
// any instance runs it: once, with the time it came.

const SECRET = 'eventsub-secret-0123456789';
const h = useKickChat({ env: { TWITCH_EVENTSUB_SECRET: SECRET, TWITCH_CHANNEL: 'bigstreamer' } });

/** A Kick delivery answered by `target`, whose instance then "dies": the work after the answer never runs. */
async function answeredThenKilled(target: FastifyInstance, d: { headers: Record<string, string>; body: string }) {
  const answer = await target.kickChannel.webhook.handle(d.headers, d.body);
  expect(answer.status).toBe(200);
  return answer;
}

const inbox = () =>
  queryRows<{ platform: string; message_id: string; content: string }>(
    h.database.db,
    sql`select platform, message_id, message->>'content' as content from chat_inbox order by received_at`,
  );
const guesses = () =>
  queryRows<{ user_id: string; guess_cents: number }>(
    h.database.db,
    sql`select user_id, guess_cents::int8 as guess_cents from live_hunt_gtb_guesses order by guess_cents`,
  );
const runRows = () =>
  queryRows<{ message_id: string; command: string; outcome: string; code: string | null }>(
    h.database.db,
    sql`select message_id, command, outcome, code from chat_command_runs order by created_at`,
  );

describe('the chat inbox', () => {
  it('a command answered and then lost with its instance is run by the sweep of another, once', async () => {
    const ana = await h.kickViewer('ana', 701);
    await h.liveHunt({ gtb: true });
    const d = h.chat({ user_id: 701, username: 'Ana' }, '!gtb 1234', { chatMessageId: 'kick-gtb-1' });
    const answer = await answeredThenKilled(h.app, d);
    expect(answer.after).toBeTypeOf('function');
    // Answered and kept; nothing ran.
    expect(await inbox()).toEqual([{ platform: 'kick', message_id: 'kick-gtb-1', content: '!gtb 1234' }]);
    expect(await guesses()).toEqual([]);
    // A message a minute old is swept; a fresh one is left to its own instance.
    expect(await h.second.chatCommands.sweepInbox()).toMatchObject({ ran: 0, dropped: 0 });
    // Both instances sweep at once (the sweep's age set to 0 s): it runs on one of them, once.
    const [a, b] = await Promise.all([h.app.chatCommands.sweepInbox(0), h.second.chatCommands.sweepInbox(0)]);
    expect(a.ran + b.ran).toBe(1);
    await h.settled();
    expect(await guesses()).toEqual([{ user_id: ana.id, guess_cents: 123_400 }]);
    expect(await inbox()).toEqual([]);
    expect(await runRows()).toEqual([{ message_id: 'kick-gtb-1', command: 'gtb', outcome: 'ok', code: null }]);
    // The chatter is answered as for any guess.
    expect(await h.replies(1)).toEqual(['@Ana: palpite de US$ 1.234 registrado no GTB!']);
    // Kick delivers it again: a duplicate, nothing kept or run.
    const again = await h.app.kickChannel.webhook.handle(d.headers, d.body);
    expect(again).toMatchObject({ status: 200, why: 'duplicate' });
    expect(await inbox()).toEqual([]);
    expect(await h.app.chatCommands.sweepInbox(0)).toEqual({
      ran: 0,
      retried: 0,
      interrupted: 0,
      dropped: 0,
      failed: 0,
    });
  });

  it('a guess that came before GTB closed counts when the sweep runs it after the close', async () => {
    const ana = await h.kickViewer('ana', 701);
    await h.liveHunt({ gtb: true });
    await answeredThenKilled(h.app, h.chat({ user_id: 701, username: 'Ana' }, '!gtb 50'));
    expect((await h.adminCall('POST', '/api/v1/admin/live-hunt/gtb', { status: 'closed' })).statusCode).toBe(200);
    expect(await h.second.chatCommands.sweepInbox(0)).toMatchObject({ ran: 1 });
    await h.settled();
    expect(await guesses()).toEqual([{ user_id: ana.id, guess_cents: 5_000 }]);
    // One typed after the close is refused, as from the site.
    await answeredThenKilled(h.app, h.chat({ user_id: 702, username: 'Bia' }, '!gtb 60'));
    await h.kickViewer('bia', 702);
    await h.second.chatCommands.sweepInbox(0);
    await h.settled();
    expect(await guesses()).toHaveLength(1);
    expect(await inbox()).toEqual([]);
  });

  it('Twitch too: the command is kept by the EventSub id statement and run by the sweep', async () => {
    const bia = await platformViewer(h.database, 'twitch', 'bia', 't-bia', 0);
    await h.liveHunt({ gtb: true });
    const n = twitchChatNotification(SECRET, { id: 't-bia', login: 'bia' }, '!gtb 77', { chatMessageId: 'tw-1' });
    const answer = await h.app.twitchChannel.webhook.handle(n.headers, n.body);
    expect(answer.status).toBe(204);
    expect(await inbox()).toEqual([{ platform: 'twitch', message_id: 'tw-1', content: '!gtb 77' }]);
    expect(await h.second.chatCommands.sweepInbox(0)).toMatchObject({ ran: 1 });
    await h.settled();
    expect(await guesses()).toEqual([{ user_id: bia.id, guess_cents: 7_700 }]);
    expect(await inbox()).toEqual([]);
  });

  it('in the normal course the inbox empties with each run, and chat that is not a command is never kept', async () => {
    await h.kickViewer('ana', 701);
    await h.liveHunt({ gtb: true });
    await answeredThenKilled(h.app, h.chat({ user_id: 701, username: 'Ana' }, 'hello chat'));
    expect(await inbox()).toEqual([]);
    // A command, an unknown one, and one in its cooldown: each leaves the inbox.
    for (const text of ['!gtb 10', '!nosuchcommand', '!gtb close'])
      await h.deliver(h.app, h.chat({ user_id: 701, username: 'Ana' }, text));
    // The same chat message under a new delivery id, after its run finished: let go as well.
    await h.deliver(h.second, h.chat({ user_id: 701, username: 'Ana' }, '!gtb 20', { chatMessageId: 'same-chat' }));
    await h.deliver(h.app, h.chat({ user_id: 701, username: 'Ana' }, '!gtb 20', { chatMessageId: 'same-chat' }));
    expect(await inbox()).toEqual([]);
    const t = twitchChatNotification(SECRET, { id: 't-x', login: 'x' }, '!points');
    expect(
      (
        await h.second.inject({
          method: 'POST',
          url: '/api/v1/webhooks/twitch/eventsub',
          headers: t.headers,
          payload: t.body,
        })
      ).statusCode,
    ).toBe(204);
    await h.settled();
    expect(await inbox()).toEqual([]);
    expect((await runRows()).map((r) => [r.command, r.outcome])).toEqual([
      ['gtb', 'ok'],
      ['gtb', 'cooldown'],
      ['gtb', 'cooldown'],
      ['points', 'not_linked'],
    ]);
  });

  it('a run claimed and never finished: a guess is taken over and runs once; !join is marked, never bought twice', async () => {
    const ana = await h.kickViewer('ana', 701, 1_000);
    await h.liveHunt({ gtb: true });
    const giveaway = await h.adminCall('POST', '/api/v1/admin/giveaways', {
      title: 'Chat giveaway',
      prize: 'A headset',
      winners: 1,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
      entryCost: 100,
      maxTicketsPerAccount: 5,
    });
    expect(giveaway.statusCode, giveaway.body).toBe(201);
    // Two commands kept, each claimed by an instance that then stopped (the claim as takeRun writes it).
    for (const [id, text, command] of [
      ['claimed-gtb', '!gtb 99', 'gtb'],
      ['claimed-join', '!join 2', 'join'],
    ] as const) {
      await answeredThenKilled(h.app, h.chat({ user_id: 701, username: 'Ana' }, text, { chatMessageId: id }));
      const claim = await runs.takeRun(
        h.database.db,
        { platform: 'kick', messageId: id, chatterId: '701', chatterLogin: 'ana', command, input: text },
        { globalKey: `g:${id}`, globalSeconds: 0, userKey: `u:${id}`, userSeconds: 0 },
      );
      expect(claim.claimed).toBe(true);
    }
    const swept = await h.second.chatCommands.sweepInbox(0);
    expect(swept).toMatchObject({ ran: 0, retried: 1, interrupted: 1, failed: 0 });
    await h.settled();
    expect(await guesses()).toEqual([{ user_id: ana.id, guess_cents: 9_900 }]);
    const byId = Object.fromEntries((await runRows()).map((r) => [r.message_id, [r.outcome, r.code]]));
    expect(byId).toEqual({ 'claimed-gtb': ['ok', null], 'claimed-join': ['error', 'INTERRUPTED'] });
    const tickets = await queryRows<{ n: number }>(h.database.db, sql`select count(*)::int as n from giveaway_entries`);
    expect(tickets[0]!.n).toBe(0);
    expect(await inbox()).toEqual([]);
    // A second sweep finds nothing; the guess is not placed twice.
    expect(await h.app.chatCommands.sweepInbox(0)).toMatchObject({ ran: 0, retried: 0 });
    expect(await guesses()).toHaveLength(1);
    await expectLedgerInvariant(h.database);
  });

  it('text a platform sends that PostgreSQL cannot hold (NUL, a cut emoji) is kept cleaned, and the command still runs', async () => {
    await h.kickViewer('ana', 701);
    await h.liveHunt({ gtb: true });
    await answeredThenKilled(h.app, h.chat({ user_id: 701, username: 'Ana' }, '!gtb 5\u0000 \uD83D'));
    const [kept] = await inbox();
    expect(kept!.content).toBe('!gtb 5 \uFFFD');
    await h.app.chatCommands.sweepInbox(0);
    await h.settled();
    expect(await inbox()).toEqual([]);
  });
});
