import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

const hash = (key: string) => createHash('sha256').update(key).digest();

/**
 * The overlay key: OBS overlay pages and the outside `bonus-hunt/active` call present it
 * (`x-api-key`). One key at a time, checked against its SHA-256; creating again rotates it (the old
 * one stops working at once). It is also kept sealed by the secret box (ADR 055), so an admin can
 * show the addresses again without breaking the OBS sources already set up; each showing is audited.
 */
export function createOverlayKeys(db: Db, secrets: SecretBox) {
  return {
    async status() {
      const row = await repo.findKey(db);
      return {
        exists: Boolean(row),
        createdAt: row?.createdAt.toISOString() ?? null,
        revealable: Boolean(row?.keySealed),
      };
    },
    async rotate(actor: AuditActor) {
      const key = `ovl_${randomBytes(24).toString('base64url')}`;
      const createdAt = await db.transaction(async (tx) => {
        const before = await repo.findKey(tx);
        const createdAt = await repo.saveKey(
          tx,
          { keyHash: hash(key).toString('hex'), keySealed: secrets.seal(key) },
          actor.userId,
        );
        // Never the key or its hash: only that it was rotated.
        await auditService.record(tx, actor, {
          action: 'overlay.key.rotate',
          targetType: 'setting',
          targetId: 'overlay_key',
          summary: {
            before: { createdAt: before?.createdAt.toISOString() ?? null },
            after: { createdAt: createdAt.toISOString() },
          },
        });
        return createdAt;
      });
      return { key, createdAt: createdAt.toISOString() };
    },
    /**
     * The current key, for an admin who asked to see the addresses again: one audit row
     * (`overlay.key.reveal`, never the key) in the same transaction. 404 when no key exists; 409
     * `CONFLICT` when it cannot be shown (made before keys were kept sealed, or sealed under another
     * `SECRETS_KEY`): rotating once makes it showable.
     */
    async reveal(actor: AuditActor) {
      return db.transaction(async (tx) => {
        const row = await repo.findKey(tx);
        if (!row) throw notFound('Overlay key');
        const unshowable = () =>
          new AppError(
            'CONFLICT',
            'This overlay key cannot be shown again (it was made before keys were kept, or under another SECRETS_KEY). Rotate it once; later keys can be shown.',
          );
        if (!row.keySealed) throw unshowable();
        let key: string;
        try {
          key = secrets.open(row.keySealed);
        } catch {
          throw unshowable();
        }
        await auditService.record(tx, actor, {
          action: 'overlay.key.reveal',
          targetType: 'setting',
          targetId: 'overlay_key',
          summary: { before: null, after: { createdAt: row.createdAt.toISOString() } },
        });
        return { key, createdAt: row.createdAt.toISOString() };
      });
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
