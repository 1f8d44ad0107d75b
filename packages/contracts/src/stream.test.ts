import { describe, expect, it } from 'vitest';
import { combineStreamStatus, streamPlatformsSchema, turnsLive, type StreamPlatformStatus } from './stream';

const channelOf = (p: string) => `${p}-channel`;
const twitch = (live: boolean): StreamPlatformStatus =>
  live
    ? { platform: 'twitch', channel: 'tw', live, title: 'Twitch title', viewerCount: 5 }
    : { platform: 'twitch', channel: 'tw', live };
const kick = (live: boolean): StreamPlatformStatus =>
  live
    ? { platform: 'kick', channel: 'ki', live, title: 'Kick title', startedAt: '2026-01-01T00:00:00.000Z' }
    : { platform: 'kick', channel: 'ki', live };

describe('combineStreamStatus', () => {
  it('shows the primary when it is live, and lists it first', () => {
    expect(combineStreamStatus([twitch(true), kick(true)], 'kick', channelOf)).toEqual({
      ...kick(true),
      platforms: [kick(true), twitch(true)],
    });
    expect(combineStreamStatus([twitch(true), kick(true)], 'twitch', channelOf)).toMatchObject({
      platform: 'twitch',
      title: 'Twitch title',
      platforms: [{ platform: 'twitch' }, { platform: 'kick' }],
    });
  });

  it('shows the other live platform when the primary is offline, else the primary offline', () => {
    expect(combineStreamStatus([twitch(false), kick(true)], 'twitch', channelOf)).toMatchObject({
      platform: 'kick',
      live: true,
      channel: 'ki',
      platforms: [twitch(false), kick(true)],
    });
    expect(combineStreamStatus([twitch(false), kick(false)], 'kick', channelOf)).toEqual({
      platform: 'kick',
      channel: 'ki',
      live: false,
      platforms: [kick(false), twitch(false)],
    });
  });

  it('reads a primary it has no entry for as offline on its channel', () => {
    expect(combineStreamStatus([kick(true)], 'twitch', channelOf)).toMatchObject({
      platform: 'kick',
      platforms: [{ platform: 'twitch', channel: 'twitch-channel', live: false }, { platform: 'kick' }],
    });
  });
});

describe('the channel platforms setting', () => {
  it('takes a non-empty list of distinct platforms with the primary among them', () => {
    expect(streamPlatformsSchema.safeParse({ platforms: ['twitch', 'kick'], primary: 'kick' }).success).toBe(true);
    expect(streamPlatformsSchema.safeParse({ platforms: ['kick'], primary: 'kick' }).success).toBe(true);
  });

  it('names what is wrong', () => {
    const issues = (value: unknown) =>
      streamPlatformsSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ platforms: [], primary: 'twitch' })).toContainEqual(['platforms', 'choose at least one platform']);
    expect(issues({ platforms: ['kick', 'kick'], primary: 'kick' })).toEqual([
      ['platforms', 'each platform at most once'],
    ]);
    expect(issues({ platforms: ['twitch'], primary: 'kick' })).toEqual([
      ['primary', 'the primary platform must be one of the chosen platforms'],
    ]);
    expect(issues({ platforms: ['youtube'], primary: 'youtube' })?.length).toBeGreaterThan(0);
  });
});

describe('turnsLive', () => {
  const live = (startedAt?: string): StreamPlatformStatus => ({
    platform: 'kick',
    channel: 'c',
    live: true,
    ...(startedAt ? { startedAt } : {}),
  });
  const offline: StreamPlatformStatus = { platform: 'kick', channel: 'c', live: false };

  it('is a go-live from unknown or offline, never to offline', () => {
    expect(turnsLive(undefined, live())).toBe(true);
    expect(turnsLive(offline, live('2026-11-29T20:00:00Z'))).toBe(true);
    expect(turnsLive(live('2026-11-29T20:00:00Z'), offline)).toBe(false);
    expect(turnsLive(undefined, offline)).toBe(false);
  });

  it('the same start, with or without milliseconds, is the same stream; another start is a new one', () => {
    expect(turnsLive(live('2026-11-29T20:00:00Z'), live('2026-11-29T20:00:00.734Z'))).toBe(false);
    expect(turnsLive(live('2026-11-29T20:00:00Z'), live('2026-11-29T22:10:00Z'))).toBe(true);
    // A start not known on one side cannot tell a new stream.
    expect(turnsLive(live(), live('2026-11-29T22:10:00Z'))).toBe(false);
    expect(turnsLive(live('2026-11-29T20:00:00Z'), live())).toBe(false);
  });
});
