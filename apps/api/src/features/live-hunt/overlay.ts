import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { liveHuntSchema, overlayKeyCreatedSchema, overlayKeyStatusSchema } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { overlayKeys } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { LiveHuntService } from './service';

const hash = (key: string) => createHash('sha256').update(key).digest();

/**
 * The overlay key: OBS overlay pages and the outside `bonus-hunt/active` call present it
 * (`x-api-key`). One key at a time, stored as its SHA-256; creating again rotates it (the old one
 * stops working at once). The key is shown only in the answer that created it.
 */
export function createOverlayKeys(db: Db) {
  return {
    async status() {
      const [row] = await db.select({ createdAt: overlayKeys.createdAt }).from(overlayKeys).where(eq(overlayKeys.id, 1));
      return { exists: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
    },
    async rotate(adminId: string) {
      const key = `ovl_${randomBytes(24).toString('base64url')}`;
      const keyHash = hash(key).toString('hex');
      const [row] = await db
        .insert(overlayKeys)
        .values({ id: 1, keyHash, createdBy: adminId })
        .onConflictDoUpdate({ target: overlayKeys.id, set: { keyHash, createdBy: adminId, createdAt: new Date() } })
        .returning();
      return { key, createdAt: row!.createdAt.toISOString() };
    },
    async verify(candidate: unknown): Promise<boolean> {
      if (typeof candidate !== 'string' || candidate.length < 8 || candidate.length > 200) return false;
      const [row] = await db.select({ keyHash: overlayKeys.keyHash }).from(overlayKeys).where(eq(overlayKeys.id, 1));
      if (!row) return false;
      return timingSafeEqual(hash(candidate), Buffer.from(row.keyHash, 'hex'));
    },
  };
}

export type OverlayKeys = ReturnType<typeof createOverlayKeys>;

export const overlayRoutes: FastifyPluginAsyncZod<{ keys: OverlayKeys; liveHunt: LiveHuntService }> = async (app, { keys, liveHunt }) => {
  app.get(
    '/api/v1/overlay/bonus-hunt/active',
    {
      schema: {
        tags: ['live-hunt'],
        summary: 'The live hunt (else the latest ended one) for OBS overlays and stream tools; header `x-api-key` = the overlay key, else 401',
        headers: z.object({ 'x-api-key': z.string().max(200).optional() }),
        response: { 200: z.object({ hunt: liveHuntSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      if (!(await keys.verify(request.headers['x-api-key']))) throw new AppError('UNAUTHENTICATED', 'A valid overlay key is required (x-api-key).');
      reply.header('cache-control', 'no-store');
      return { hunt: await liveHunt.current() };
    },
  );

  app.get(
    '/api/v1/admin/overlay-key',
    { onRequest: app.requireAdmin, schema: { tags: ['live-hunt', 'admin'], summary: 'Admin: whether an overlay key exists (never the key)', response: { 200: overlayKeyStatusSchema } } },
    async () => keys.status(),
  );

  app.post(
    '/api/v1/admin/overlay-key',
    { onRequest: app.requireAdmin, schema: { tags: ['live-hunt', 'admin'], summary: 'Admin: create or rotate the overlay key; the key is shown only in this answer', response: { 200: overlayKeyCreatedSchema } } },
    async (request) => keys.rotate(request.user!.id),
  );
};
