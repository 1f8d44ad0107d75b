import { describe, expect, it } from 'vitest';
import { createMetrics, noMetrics, webhookOutcome } from './metrics';

describe('webhookOutcome', () => {
  it('names each answer of the Kick and EventSub handlers', () => {
    expect(webhookOutcome(200)).toBe('accepted');
    expect(webhookOutcome(204)).toBe('accepted');
    expect(webhookOutcome(200, 'duplicate')).toBe('duplicate');
    expect(webhookOutcome(204, 'duplicate')).toBe('duplicate');
    expect(webhookOutcome(200, 'another channel')).toBe('ignored');
    expect(webhookOutcome(200, 'event type not used')).toBe('ignored');
    expect(webhookOutcome(403, 'bad signature')).toBe('bad_signature');
    expect(webhookOutcome(403, 'timestamp outside 10 minutes')).toBe('stale');
    expect(webhookOutcome(403, 'timestamp too old')).toBe('stale');
    expect(webhookOutcome(403, 'EventSub is not configured')).toBe('not_configured');
    expect(webhookOutcome(403, 'missing or oversized Kick headers')).toBe('bad_request');
    expect(webhookOutcome(400, 'body is not JSON')).toBe('bad_request');
    expect(webhookOutcome(400)).toBe('bad_request');
    expect(webhookOutcome(503, 'Kick public key unavailable')).toBe('unavailable');
  });
});

describe('chatSend', () => {
  it('counts sent, refused and failed lines and passes the result on', async () => {
    const metrics = createMetrics();
    await expect(metrics.chatSend('kick', Promise.resolve(true))).resolves.toBe(true);
    await expect(metrics.chatSend('kick', Promise.resolve(false))).resolves.toBe(false);
    await expect(metrics.chatSend('twitch', Promise.reject(new Error('down')))).rejects.toThrow('down');
    const { body } = await metrics.scrape();
    expect(body).toContain('chat_replies_sent_total{platform="kick",outcome="sent"} 1');
    expect(body).toContain('chat_replies_sent_total{platform="kick",outcome="refused"} 1');
    expect(body).toContain('chat_replies_sent_total{platform="twitch",outcome="failed"} 1');
  });

  it('the no-op recorder passes the send through untouched', async () => {
    const sending = Promise.resolve(true);
    expect(noMetrics.chatSend('kick', sending)).toBe(sending);
  });
});
