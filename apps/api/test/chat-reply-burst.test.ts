import { describe, expect, it } from 'vitest';
import { useKickChat } from './helpers/kick-chat';

// A burst of answers beyond the reply budget (issue 22): a file of its own, since lines still waiting
// for the budget when the test ends would reach the fake Kick during the next test of the same
// instances (each file gets fresh ones).
const h = useKickChat();
const { chat, deliver, replies, kickViewer, guesses, liveHunt } = h;

describe('chat replies of a burst', () => {
  it('many answers at once are joined into counted lines within Kick’s chat limit', async () => {
    await liveHunt({ gtb: true });
    // 60 guesses on two instances: more than the 20 lines both together may send in 30 s.
    const viewers = Array.from({ length: 60 }, (_, i) => ({ user_id: 1000 + i, username: `v${i}` }));
    for (const [i, v] of viewers.entries()) await kickViewer(`v${i}`, v.user_id);
    await Promise.all(viewers.map((v, i) => deliver(i % 2 ? h.second : h.app, chat(v, `!gtb ${100 + i}`))));
    expect((await guesses()).length).toBe(60);
    const lines = await replies(2);
    expect(lines.length).toBeLessThanOrEqual(20);
    expect(lines.some((l) => /^\d+ palpites registrados$/.test(l))).toBe(true);
    expect(lines.every((l) => l.length <= 500)).toBe(true);
  });
});
