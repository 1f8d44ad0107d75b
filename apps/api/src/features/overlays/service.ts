import {
  DEFAULT_OVERLAY_SETTINGS,
  NO_OVERLAY_CHAT,
  type OverlayChat,
  overlaySettingsSchema,
  type OverlaySettings,
  type OverlaySettingsView,
} from '@app/contracts';
import type { Db } from '../../db/client';
import type { LiveHuntService } from '../live-hunt/service';
import { auditService, type AuditActor } from '../audit/service';
import { changes } from '../audit/summary';
import * as repo from './repository';

/**
 * A stored row read with today's schema: fields added since it was saved take their defaults (parts
 * per overlay are merged one level down), and a row that no longer passes falls back to the defaults
 * rather than breaking the overlays on stream.
 */
export function readStored(stored: unknown): OverlaySettings {
  if (!stored || typeof stored !== 'object') return DEFAULT_OVERLAY_SETTINGS;
  const s = stored as Partial<OverlaySettings>;
  const parts = Object.fromEntries(
    Object.entries(DEFAULT_OVERLAY_SETTINGS.parts).map(([name, defaults]) => [
      name,
      { ...defaults, ...(s.parts?.[name as keyof OverlaySettings['parts']] ?? {}) },
    ]),
  );
  const parsed = overlaySettingsSchema.safeParse({ ...DEFAULT_OVERLAY_SETTINGS, ...s, parts });
  return parsed.success ? parsed.data : DEFAULT_OVERLAY_SETTINGS;
}

export function createOverlaysService(deps: {
  db: Db;
  liveHunt: LiveHuntService;
  /** The chat commands to name (the chat commands feature provides them); never fails the overlay. */
  chat: () => Promise<OverlayChat>;
}) {
  const { db, liveHunt } = deps;
  const chat = () => deps.chat().catch(() => NO_OVERLAY_CHAT);
  return {
    async settings(): Promise<OverlaySettingsView> {
      const [row, commands] = await Promise.all([repo.findSettings(db), chat()]);
      return {
        settings: readStored(row?.settings),
        updatedAt: row?.updatedAt.toISOString() ?? null,
        chat: commands,
      };
    },

    /**
     * Saves the settings (already validated by the route's schema), then announces the change on the
     * live hunt bus so every open overlay, on any instance, reads them again at once.
     */
    async save(settings: OverlaySettings, actor: AuditActor): Promise<OverlaySettingsView> {
      const row = await db.transaction(async (tx) => {
        const before = readStored((await repo.findSettings(tx))?.settings);
        const row = await repo.saveSettings(tx, settings, actor.userId);
        await auditService.record(tx, actor, {
          action: 'overlay.settings',
          targetType: 'setting',
          targetId: 'overlay_settings',
          summary: changes(before, settings),
        });
        return row;
      });
      await liveHunt.announce('overlay_settings');
      return { settings: readStored(row.settings), updatedAt: row.updatedAt.toISOString(), chat: await chat() };
    },
  };
}

export type OverlaysService = ReturnType<typeof createOverlaysService>;
