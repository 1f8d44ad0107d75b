import type { EarningSettings, Platform, PlatformIssue } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';
import type { EarningContext } from './service';

/** Who is present on one platform: accounts (by id) and whether each counts as a subscriber. */
type Presence = { read: number; members: Map<string, boolean> };

/** The platforms read: connected and live. */
export type PresenceSources = { twitch: boolean; kick: boolean };

/** The accounts present now, over the platforms read, with what each platform's reading gave. */
export type PresenceReading = {
  /** Account id → subscriber on either platform; an account present on both is one entry. */
  present: Map<string, boolean>;
  /** Chatters the platforms listed (linked or not). */
  chattersRead: number;
  /** Linked accounts present per platform (an account on both counts on each). */
  perPlatform: Record<Platform, number>;
  /** A platform that could not be read (the others still count). */
  errors: PlatformIssue[];
};

/**
 * The watch-time presence rules, shared by the tick and the admin's gift to everyone in chat: Twitch
 * presence is the chatter list read now; Kick has none, so a Kick chatter whose last message is within
 * the last tick length counts. Only accounts linked on the site count, never an ignored login (bots),
 * and an account present on both platforms is one (a subscriber on either counts as one).
 */
export function createPresenceReader(deps: EarningContext) {
  async function twitchPresence(settings: EarningSettings, ignored: Set<string>): Promise<Presence> {
    const { chatters, subscribers } = await deps.twitch.chatters();
    const present = [...new Map(chatters.filter((c) => !ignored.has(c.login)).map((c) => [c.userId, c])).keys()];
    const members = (await repo.membersByIdentity(deps.db, 'twitch', present)).filter((m) => !ignored.has(m.login));
    // Subscriptions can be read only with the broadcaster's own token and scope (else none are).
    const subs =
      settings.subMultiplier > 1 ? await subscribers(members.map((m) => m.platformUserId)) : new Set<string>();
    return { read: chatters.length, members: new Map(members.map((m) => [m.id, subs.has(m.platformUserId)])) };
  }

  async function kickPresence(settings: EarningSettings, ignored: Set<string>): Promise<Presence> {
    const since = new Date(deps.now() - settings.tickMinutes * 60_000);
    const chatters = (await deps.kick.chattersSince(since)).filter((c) => !ignored.has(c.login));
    const subscriber = new Map(chatters.map((c) => [c.kickUserId, c.subscriber]));
    const members = (
      await repo.membersByIdentity(
        deps.db,
        'kick',
        chatters.map((c) => c.kickUserId),
      )
    ).filter((m) => !ignored.has(m.login));
    return {
      read: chatters.length,
      members: new Map(members.map((m) => [m.id, subscriber.get(m.platformUserId) ?? false])),
    };
  }

  return {
    /** The platforms to read now: connected and live; `connected` says whether any is connected at all. */
    async sources(): Promise<PresenceSources & { connected: boolean }> {
      const [twitchConnected, kickConnected, live] = await Promise.all([
        deps.twitch.connected(),
        deps.kick.connected(),
        deps.liveOn(),
      ]);
      const connected = twitchConnected || kickConnected;
      return { connected, twitch: twitchConnected && live.twitch, kick: kickConnected && live.kick };
    },

    /** Reads the platforms of `sources`; one failing is recorded in `errors` and the others still count. */
    async read(settings: EarningSettings, sources: PresenceSources): Promise<PresenceReading> {
      const ignored = new Set(await repo.ignoredLogins(deps.db));
      const reading: PresenceReading = {
        present: new Map(),
        chattersRead: 0,
        perPlatform: { twitch: 0, kick: 0 },
        errors: [],
      };
      const readers: Array<[Platform, () => Promise<Presence>]> = [];
      if (sources.twitch) readers.push(['twitch', () => twitchPresence(settings, ignored)]);
      if (sources.kick) readers.push(['kick', () => kickPresence(settings, ignored)]);
      for (const [platform, read] of readers) {
        try {
          const p = await read();
          reading.chattersRead += p.read;
          reading.perPlatform[platform] = p.members.size;
          for (const [id, sub] of p.members) reading.present.set(id, (reading.present.get(id) ?? false) || sub);
        } catch (err) {
          reading.errors.push(
            err instanceof AppError && err.code === 'EARNING_NOT_CONNECTED'
              ? { code: 'NOT_CONNECTED', platform }
              : { code: 'PRESENCE_FAILED', platform, detail: (err as Error).message },
          );
        }
      }
      return reading;
    },
  };
}

export type PresenceReader = ReturnType<typeof createPresenceReader>;
