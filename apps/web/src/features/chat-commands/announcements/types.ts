import type { Platform } from '@app/contracts';

/*
 * The wire of the chat announcements' switches (apps/api/src/features/chat-announcements/schemas.ts).
 * Their texts are reply templates (`announce_*`), edited with the commands' reply templates.
 */

/** The announcements, in the order the card lists them (@app/chat ANNOUNCEMENT_KINDS). */
export const ANNOUNCEMENT_KINDS = ['hunt_gtb', 'hunt_avg', 'giveaway_drawn', 'giveaway_final', 'sr_played'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

export type ChatAnnouncementSettings = { enabled: Record<AnnouncementKind, Record<Platform, boolean>> };
