import { ANNOUNCEMENT_KINDS, type AnnouncementKind } from '@app/chat';
import { z } from 'zod';

/** One announcement's switch per platform. */
const platformSwitchSchema = z.strictObject({ twitch: z.boolean(), kick: z.boolean() });

/**
 * The admin's switches of the chat announcements: every kind, each per platform. A kind this version
 * does not know, a missing one or a field that is not a switch is refused (400 VALIDATION_ERROR).
 */
export const chatAnnouncementSettingsSchema = z
  .object({
    enabled: z.strictObject(
      Object.fromEntries(ANNOUNCEMENT_KINDS.map((k) => [k, platformSwitchSchema])) as Record<
        AnnouncementKind,
        typeof platformSwitchSchema
      >,
    ),
  })
  .meta({ id: 'ChatAnnouncementSettings' });
export type ChatAnnouncementSettings = z.infer<typeof chatAnnouncementSettingsSchema>;

/** Every announcement off: the switches before the admin's first save (so nothing is posted unasked). */
export function defaultAnnouncementSettings(): ChatAnnouncementSettings {
  return {
    enabled: Object.fromEntries(
      ANNOUNCEMENT_KINDS.map((k) => [k, { twitch: false, kick: false }]),
    ) as ChatAnnouncementSettings['enabled'],
  };
}
