import type { Platform } from '@app/contracts';
import type { ChatCommandConfig, ChatCommandKey } from './commands';

/**
 * A chatter's badge as a platform sends it: Kick `{type: "moderator", …}` (or the type alone, as
 * the Kick webhook feature keeps it), Twitch `{set_id: "moderator", …}` (or the set id alone).
 */
export type ChatBadge = string | { type?: string; set_id?: string };

/** Only the field of the message's own platform is read (a Kick badge's `set_id` means nothing). */
const badgeNames = (badges: readonly ChatBadge[], platform: Platform): string[] =>
  badges
    .map((b) => (typeof b === 'string' ? b : platform === 'kick' ? b.type : b.set_id))
    .filter((n): n is string => typeof n === 'string')
    .map((n) => n.toLowerCase());

const MODERATOR_BADGES: Record<Platform, readonly string[]> = {
  kick: ['moderator', 'broadcaster'],
  twitch: ['moderator', 'broadcaster'],
};
const SUBSCRIBER_BADGES: Record<Platform, readonly string[]> = {
  kick: ['subscriber'],
  twitch: ['subscriber', 'founder'],
};

/** A moderator or the broadcaster of the channel, by badge: may open / close and skips cooldowns. */
export function isModerator(badges: readonly ChatBadge[], platform: Platform): boolean {
  return badgeNames(badges, platform).some((n) => MODERATOR_BADGES[platform].includes(n));
}

/** A subscriber of the channel, by badge (Twitch's `founder` is an early subscriber). */
export function isSubscriber(badges: readonly ChatBadge[], platform: Platform): boolean {
  return badgeNames(badges, platform).some((n) => SUBSCRIBER_BADGES[platform].includes(n));
}

/** Storage keys of a command's cooldowns on one platform: the chatter's own and the channel-wide one. */
export function cooldownKeys(
  platform: Platform,
  /** A built-in command's key, or `custom:<id>` for one of the admin's own commands. */
  key: ChatCommandKey | `custom:${string}`,
  chatterId: string,
): { user: string; global: string } {
  return {
    user: `chat-cooldown:${platform}:${key}:user:${encodeURIComponent(chatterId)}`,
    global: `chat-cooldown:${platform}:${key}:global`,
  };
}

export type CooldownDecision = { allowed: true } | { allowed: false; retryInSeconds: number };

/**
 * Whether a command may run now (times in epoch milliseconds, null = never used): both the
 * chatter's and the channel's cooldown must have passed; `bypass` (moderators, the broadcaster)
 * skips both. A last use in the future (another clock) waits at most the cooldown itself.
 */
export function cooldownDecision(input: {
  now: number;
  userLastUsedAt: number | null;
  globalLastUsedAt: number | null;
  config: Pick<ChatCommandConfig, 'userCooldownSeconds' | 'globalCooldownSeconds'>;
  bypass?: boolean;
}): CooldownDecision {
  const { now, userLastUsedAt, globalLastUsedAt, config } = input;
  if (!Number.isFinite(now)) throw new Error(`now must be a finite time, got ${now}`);
  if (input.bypass) return { allowed: true };
  const remaining = (last: number | null, seconds: number) => {
    if (last === null || !Number.isFinite(last) || seconds <= 0) return 0;
    return Math.min(seconds * 1000, last + seconds * 1000 - now);
  };
  const waitMs = Math.max(
    remaining(userLastUsedAt, config.userCooldownSeconds),
    remaining(globalLastUsedAt, config.globalCooldownSeconds),
  );
  return waitMs > 0 ? { allowed: false, retryInSeconds: Math.ceil(waitMs / 1000) } : { allowed: true };
}
