import type { SupportKind, SupportPlatform } from '@app/contracts';

/**
 * A support event of the streamer's channel (a sub, resub, gifted subs, cheer, kicks, follow) as the
 * platform features read it from their webhooks, for the support rewards (features/support-rewards).
 * `messageId` is the delivery's id (Twitch-Eventsub-Message-Id, Kick-Event-Message-Id), the key that
 * applies it once; `giver` is null for an anonymous gift or cheer.
 */
export type SupportEvent = {
  platform: SupportPlatform;
  messageId: string;
  kind: SupportKind;
  giver: { platformUserId: string; login: string } | null;
  /** Subs given, bits, kicks; 1 for a sub, resub or follow. */
  amount: number;
};

/**
 * What a platform feature calls with each support event before it answers the delivery (so a failure
 * makes the platform deliver again); it must apply an event once however often it is called.
 */
export type SupportEventHandler = (event: SupportEvent) => Promise<void>;
