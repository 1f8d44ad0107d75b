import { ANNOUNCEMENT_KINDS } from '@app/chat';
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/actor';
import { auditService } from '../audit/service';
import * as repo from './repository';
import { chatAnnouncementSettingsSchema, defaultAnnouncementSettings, type ChatAnnouncementSettings } from './schemas';

/**
 * The announcements' switches: read from the one row (a kind saved before it existed reads as off),
 * saved with an audit entry naming the switches that changed. Read once per announcement (they are
 * rare), so a save on any instance holds at once everywhere.
 */
export function createAnnouncementSettings(deps: { db: Db; log: { warn: (msg: string) => void } }) {
  async function settings(): Promise<ChatAnnouncementSettings> {
    const row = await repo.getSettings(deps.db);
    const value = defaultAnnouncementSettings();
    if (!row) return value;
    const stored = row.enabled ?? {};
    for (const kind of ANNOUNCEMENT_KINDS) {
      const parsed = chatAnnouncementSettingsSchema.shape.enabled.shape[kind].safeParse(stored[kind]);
      if (parsed.success) value.enabled[kind] = parsed.data;
      else if (stored[kind] !== undefined) deps.log.warn(`chat announcement switch ${kind} unreadable: off`);
    }
    return value;
  }

  async function save(input: ChatAnnouncementSettings, actor: AuditActor): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const before = (await repo.getSettings(tx))?.enabled ?? defaultAnnouncementSettings().enabled;
      const b: Record<string, unknown> = {};
      const a: Record<string, unknown> = {};
      for (const kind of ANNOUNCEMENT_KINDS) {
        const was = before[kind] ?? { twitch: false, kick: false };
        const now = input.enabled[kind];
        if (was.twitch !== now.twitch || was.kick !== now.kick) {
          b[kind] = { twitch: was.twitch, kick: was.kick };
          a[kind] = { twitch: now.twitch, kick: now.kick };
        }
      }
      // A save that changes nothing writes nothing (no row, no audit entry).
      if (Object.keys(a).length === 0) return;
      const enabled = Object.fromEntries(
        ANNOUNCEMENT_KINDS.map((k) => [k, { twitch: input.enabled[k].twitch, kick: input.enabled[k].kick }]),
      );
      await repo.saveSettings(tx, enabled, actor.userId);
      await auditService.record(tx, actor, {
        action: 'chat_announcements.update',
        targetType: 'setting',
        targetId: 'chat_announcements',
        summary: { before: b, after: a },
      });
    });
  }

  return { settings, save };
}
