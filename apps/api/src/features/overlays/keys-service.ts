import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

const hash = (key: string) => createHash('sha256').update(key).digest();

/**
 * The overlay key: OBS overlay pages and the outside `bonus-hunt/active` call present it
 * (`x-api-key`). One key at a time, stored as its SHA-256; creating again rotates it (the old one
 * stops working at once). The key is shown only in the answer that created it.
 */
export function createOverlayKeys(db: Db) {
  return {
    async status() {
      const createdAt = await repo.findKeyCreatedAt(db);
      return { exists: Boolean(createdAt), createdAt: createdAt?.toISOString() ?? null };
    },
    async rotate(actor: AuditActor) {
      const key = `ovl_${randomBytes(24).toString('base64url')}`;
      const createdAt = await db.transaction(async (tx) => {
        const before = await repo.findKeyCreatedAt(tx);
        const createdAt = await repo.saveKey(tx, hash(key).toString('hex'), actor.userId);
        // Never the key or its hash: only that it was rotated.
        await auditService.record(tx, actor, {
          action: 'overlay.key.rotate',
          targetType: 'setting',
          targetId: 'overlay_key',
          targetLabel: 'Overlay key',
          summary: {
            before: { createdAt: before?.toISOString() ?? null },
            after: { createdAt: createdAt.toISOString() },
          },
        });
        return createdAt;
      });
      return { key, createdAt: createdAt.toISOString() };
    },
    async verify(candidate: unknown): Promise<boolean> {
      if (typeof candidate !== 'string' || candidate.length < 8 || candidate.length > 200) return false;
      const keyHash = await repo.findKeyHash(db);
      if (!keyHash) return false;
      return timingSafeEqual(hash(candidate), Buffer.from(keyHash, 'hex'));
    },
  };
}

export type OverlayKeys = ReturnType<typeof createOverlayKeys>;
