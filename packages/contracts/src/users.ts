import { z } from 'zod';

export const roleSchema = z.enum(['User', 'Admin']);
export type Role = z.infer<typeof roleSchema>;

/** GET /api/v1/users/me — the reference product's user plus the role the web uses for menus (docs/product.md#roles). */
export const meSchema = z
  .object({
    _id: z.uuid(),
    username: z.string(),
    avatar: z.string(),
    points: z.number().int().nonnegative(),
    role: roleSchema,
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

/** POST /api/v1/users/logout-all — every session of the user ended (this one included). */
export const logoutAllResultSchema = z.object({ ok: z.literal(true), sessionsEnded: z.number().int().nonnegative() });
