import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { useKickChat } from './helpers/kick-chat';
import { namedStatements, statementsDuring } from './helpers/statements';
import { twitchChatNotification } from './helpers/twitch-chat';

// The webhooks' lane (ADR 078): what a webhook writes before it answers (the delivery's message id, a
// Kick chat message's record) goes through connections of its own, so the command work of a burst,
// which runs after the answers and may take every connection of the main pool, never holds them up.

const SECRET = 'eventsub-secret-0123456789';
const TWITCH_HOOK = '/api/v1/webhooks/twitch/eventsub';
const h = useKickChat({ env: { TWITCH_EVENTSUB_SECRET: SECRET, TWITCH_CHANNEL: 'bigstreamer' } });

const eventsubIds = async () =>
  (await queryRows<{ message_id: string }>(h.database.db, sql`select message_id from eventsub_messages`)).map(
    (r) => r.message_id,
  );

describe('the webhooks’ lane', () => {
  it('with every connection of the main pool taken, Kick and Twitch deliveries are answered; the command runs after', async () => {
    if (h.database.kind !== 'postgres') return; // PGlite is one connection for everything
    const ana = await h.kickViewer('ana', 701);
    await h.liveHunt({ gtb: true });
    // Every connection of the main pool (30 in tests) busy for 2 s; `released` once any is free again.
    const size = 30;
    let released = false;
    const holds = Array.from({ length: size }, () =>
      h.database.db.execute(sql`select pg_sleep(2)`).then(() => (released = true)),
    );
    for (let i = 0; i < 100 && h.database.poolStats!().idle + (size - h.database.poolStats!().total) > 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(h.database.poolStats!()).toMatchObject({ total: size, idle: 0 });

    const kick = h.chat({ user_id: 701, username: 'ana' }, '!gtb 1234');
    const twitch = twitchChatNotification(SECRET, { id: 't-bia', login: 'bia' }, '!points');
    const [k, t] = await Promise.all([
      h.app.inject({ method: 'POST', url: h.WEBHOOK, headers: kick.headers, payload: kick.body }),
      h.second.inject({ method: 'POST', url: TWITCH_HOOK, headers: twitch.headers, payload: twitch.body }),
    ]);
    // Both answered while the main pool was still taken.
    expect([k.statusCode, t.statusCode, released]).toEqual([200, 204, false]);
    expect(await eventsubIds()).toEqual([twitch.headers['twitch-eventsub-message-id']]);

    // The Kick command waited for the main pool, then ran once.
    await Promise.all(holds);
    await h.settled();
    const guesses = await queryRows<{ user_id: string; guess_cents: number }>(
      h.database.db,
      sql`select user_id, guess_cents::int8 as guess_cents from live_hunt_gtb_guesses`,
    );
    expect(guesses).toEqual([{ user_id: ana.id, guess_cents: 123_400 }]);
  });

  it('a burst of Twitch deliveries, each also delivered to the other instance: each id recorded once, in a few statements', async () => {
    const deliveries = Array.from({ length: 40 }, (_, i) =>
      twitchChatNotification(SECRET, { id: `t-${i}`, login: `viewer${i}` }, 'hello'),
    );
    const burst = await statementsDuring(() =>
      Promise.all(
        deliveries.flatMap((d) =>
          [h.app, h.second].map((target) =>
            target.inject({ method: 'POST', url: TWITCH_HOOK, headers: d.headers, payload: d.body }),
          ),
        ),
      ),
    );
    expect(new Set(burst.result.map((r) => r.statusCode))).toEqual(new Set([204]));
    expect((await eventsubIds()).sort()).toEqual(
      deliveries.map((d) => d.headers['twitch-eventsub-message-id']!).sort(),
    );
    // 80 deliveries; each instance sends a few alone, then the ones that waited go together (on
    // PostgreSQL: PGlite answers each statement before the next delivery reaches it).
    if (h.database.kind !== 'postgres') return;
    const remembered = namedStatements(burst.sent).filter((n) => n === 'eventsub_remember');
    expect(remembered.length).toBeGreaterThanOrEqual(2);
    expect(remembered.length).toBeLessThanOrEqual(20);
  });
});
