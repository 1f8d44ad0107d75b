import { z } from 'zod';
import { platformSchema } from './users';

/** GET /api/health */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/v1/config — public settings the web needs (never a secret). */
export const publicConfigSchema = z
  .object({
    channel: z.string(),
    siteName: z.string(),
    supportUrl: z.string(),
    socials: z.object({
      twitch: z.string(),
      instagram: z.string(),
      tiktok: z.string(),
      discord: z.string(),
      telegram: z.string(),
    }),
    /** The platforms the sign-in dialog offers (only those set up; both with the demo provider). */
    signIn: z.array(platformSchema),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
