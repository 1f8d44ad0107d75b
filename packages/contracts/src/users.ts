import { z } from 'zod';
import { localeSchema } from './locales';

export const roleSchema = z.enum(['User', 'Admin']);

/** The streaming platforms a person signs in with; an account holds at most one identity on each. */
export const PLATFORMS = ['twitch', 'kick'] as const;
export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;
export const PLATFORM_NAMES: Record<Platform, string> = { twitch: 'Twitch', kick: 'Kick' };

/** GET /api/v1/users/me/identities — one platform account linked to the signed-in account. */
export const linkedIdentitySchema = z
  .object({
    platform: platformSchema,
    login: z.string(),
    displayName: z.string(),
    avatar: z.string(),
    linkedAt: z.string(),
  })
  .meta({ id: 'LinkedIdentity' });
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;
export const linkedIdentitiesSchema = z.object({
  identities: z.array(linkedIdentitySchema),
  /** The platforms sign-in (and so linking) is set up for on this site. */
  available: z.array(platformSchema),
});
export type LinkedIdentities = z.infer<typeof linkedIdentitiesSchema>;
export const platformParamsSchema = z.object({ platform: platformSchema });
export type Role = z.infer<typeof roleSchema>;

/** GET /api/v1/users/me — the reference product's user plus the role the web uses for menus (docs/product.md#roles). */
export const meSchema = z
  .object({
    _id: z.uuid(),
    username: z.string(),
    avatar: z.string(),
    points: z.number().int().nonnegative(),
    role: roleSchema,
    /** The language the person chose (the site follows it on every device), or null. */
    locale: localeSchema.nullable(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/** POST /api/v1/users/login — the code and state Twitch (or the demo provider) returned to /login. */
export const loginBodySchema = z.object({
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(256),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** POST /api/v1/users/login — `linked` when the round trip added a platform to the signed-in account. */
export const loginResultSchema = z.object({ ok: z.literal(true), linked: platformSchema.optional() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /api/v1/users/logout-all — every session of the user ended (this one included). */
export const logoutAllResultSchema = z.object({ ok: z.literal(true), sessionsEnded: z.number().int().nonnegative() });
