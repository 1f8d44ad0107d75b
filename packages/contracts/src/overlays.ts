import { z } from 'zod';
import { imageUrlSchema } from './urls';

/**
 * The look of the OBS overlays (/overlay/hunt, /overlay/gtb, /overlay/avg, /overlay/ticker): one
 * settings row for the site, edited on /admin/overlays, read by the overlay pages with the overlay key.
 */
export const OVERLAY_NAMES = ['hunt', 'gtb', 'avg', 'ticker'] as const;
export type OverlayName = (typeof OVERLAY_NAMES)[number];

export const overlayCornerSchema = z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']);
export type OverlayCorner = z.infer<typeof overlayCornerSchema>;

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #7c3aed');

export const OVERLAY_FONT_SIZE = { min: 12, max: 40 } as const;
export const OVERLAY_WIDTH = { min: 240, max: 1200 } as const;

/** Which parts each overlay shows. */
export const overlayPartsSchema = z.object({
  hunt: z.object({
    logo: z.boolean(),
    stats: z.boolean(),
    current: z.boolean(),
    list: z.boolean(),
    art: z.boolean(),
    games: z.boolean(),
  }),
  gtb: z.object({ logo: z.boolean(), prize: z.boolean(), winners: z.boolean() }),
  avg: z.object({ logo: z.boolean(), groups: z.boolean(), bettors: z.boolean() }),
  ticker: z.object({ logo: z.boolean(), balance: z.boolean(), breakEven: z.boolean(), current: z.boolean() }),
});
export type OverlayParts = z.infer<typeof overlayPartsSchema>;

export const overlaySettingsSchema = z
  .object({
    accent: colour,
    background: colour,
    /** Opacity of the panels' background, 0-100 %. */
    backgroundOpacity: z.number().int('must be a whole number').min(0).max(100),
    text: colour,
    /** The streamer's logo: an absolute https URL or a path of this site; null for none. */
    logoUrl: imageUrlSchema.nullable(),
    /** Base font size in px. */
    fontSize: z.number().int('must be a whole number').min(OVERLAY_FONT_SIZE.min).max(OVERLAY_FONT_SIZE.max),
    corner: overlayCornerSchema,
    /** Panel width in px on a full-screen (1920x1080) source; a narrower source gets the whole width. */
    width: z.number().int('must be a whole number').min(OVERLAY_WIDTH.min).max(OVERLAY_WIDTH.max),
    parts: overlayPartsSchema,
  })
  .meta({ id: 'OverlaySettings' });
export type OverlaySettings = z.infer<typeof overlaySettingsSchema>;

/** What an overlay shows before an admin saved anything: the site's own colours and font. */
export const DEFAULT_OVERLAY_SETTINGS: OverlaySettings = {
  accent: '#7c3aed',
  background: '#0d0f14',
  backgroundOpacity: 80,
  text: '#eef0f6',
  logoUrl: null,
  fontSize: 20,
  corner: 'top-left',
  width: 600,
  parts: {
    hunt: { logo: true, stats: true, current: true, list: true, art: true, games: true },
    gtb: { logo: true, prize: true, winners: true },
    avg: { logo: true, groups: true, bettors: true },
    ticker: { logo: true, balance: true, breakEven: true, current: true },
  },
};

/**
 * The chat commands the GTB and AVG overlays name ("!gtb"): the command as typed in chat, null when
 * the chat bot is connected on no platform where that command is on.
 */
export const overlayChatSchema = z.object({ gtb: z.string().nullable(), avg: z.string().nullable() });
export type OverlayChat = z.infer<typeof overlayChatSchema>;
export const NO_OVERLAY_CHAT: OverlayChat = { gtb: null, avg: null };

/** GET/PUT /api/v1/admin/overlay-settings, GET /api/v1/overlay/settings (x-api-key). */
export const overlaySettingsViewSchema = z
  .object({ settings: overlaySettingsSchema, updatedAt: z.string().nullable(), chat: overlayChatSchema })
  .meta({ id: 'OverlaySettingsView' });
export type OverlaySettingsView = z.infer<typeof overlaySettingsViewSchema>;

/**
 * GET /api/v1/admin/overlay-key — never the key itself; `revealable`: the key can be shown again
 * (false for a key made before keys were kept sealed, ADR 055).
 */
export const overlayKeyStatusSchema = z.object({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
  revealable: z.boolean(),
});
export type OverlayKeyStatus = z.infer<typeof overlayKeyStatusSchema>;
/** POST /api/v1/admin/overlay-key (the new key) and POST /api/v1/admin/overlay-key/reveal (the current one, audited). */
export const overlayKeyCreatedSchema = z.object({ key: z.string(), createdAt: z.string() });
export type OverlayKeyCreated = z.infer<typeof overlayKeyCreatedSchema>;
