import { z } from 'zod';

/** A news card. Links and images are http(s) only (checked on the server). */
export const newsItemSchema = z.object({
  url: z.string(),
  image: z.string().nullable(),
  title: z.string(),
  topics: z.array(z.string()),
  source: z.string(),
  /** ISO 8601 */
  date: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /api/v1/news — `status`: live copy, bundled sample (demo without a token) or not configured (production without a token). */
export const newsSchema = z
  .object({
    status: z.enum(['ok', 'sample', 'not_configured']),
    items: z.array(newsItemSchema),
    fetchedAt: z.string().nullable(),
  })
  .meta({ id: 'News' });
export type News = z.infer<typeof newsSchema>;
