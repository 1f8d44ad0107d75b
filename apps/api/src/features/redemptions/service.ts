import type { MyRedemptionsPage, Redemption, RedemptionNotify } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../audit/service';
import { createAnnouncer } from './announce';
import { toRedemption, type RedemptionsDeps } from './context';
import { approve, deny } from './decide';
import { redeem } from './redeem';
import * as repo from './repository';

export type { RedemptionsDeps } from './context';

/** How many decided redemptions the desk shows beside the pending ones. */
const DECIDED_SHOWN = 200;

/** The redemptions' use cases (redeem.ts, decide.ts, announce.ts) and reads, over one set of dependencies. */
export function createRedemptionsService(deps: RedemptionsDeps) {
  const { db, notify } = deps;
  const announcer = createAnnouncer(notify);

  return {
    redeem: (user: { id: string; name: string }, itemId: string, input: { detail?: string | undefined } = {}) =>
      redeem(deps, announcer.announce, user, itemId, input),

    /** The desk; `q` (the shared user search) keeps the redemptions of matching users. */
    async desk(q?: string): Promise<Redemption[]> {
      const rows = await repo.listDesk(db, DECIDED_SHOWN, q);
      return rows.map((r) => toRedemption(r, r.twitchName));
    },

    /** The viewer's own redemptions, newest first, one page. */
    async mine(user: { id: string; name: string }, page: number, pageSize: number): Promise<MyRedemptionsPage> {
      const { rows, total } = await repo.listMine(db, user.id, pageSize, (page - 1) * pageSize);
      return { items: rows.map((r) => toRedemption(r, user.name)), total, page, pageSize };
    },

    approve: (id: string, actor: AuditActor, note?: string) => approve(deps, id, actor, note),
    deny: (id: string, actor: AuditActor, note?: string) => deny(deps, id, actor, note),

    /** The Discord webhook setting as the admin page shows it (never the token). */
    async notifySettings(): Promise<RedemptionNotify> {
      if (!notify) return { configured: false, webhook: null };
      return notify.discord.settings();
    },

    /** Sets (a Discord webhook URL, checked again there) or clears (null) the shared webhook. */
    async setNotify(webhookUrl: string | null, actor: AuditActor): Promise<RedemptionNotify> {
      if (!notify)
        throw new AppError('VALIDATION_ERROR', 'Discord announcements are not available.', {
          webhookUrl: 'not available',
        });
      return notify.discord.setWebhook(webhookUrl, actor);
    },

    /** Waits for the announcements on their way (tests; shutdown). */
    settled: announcer.settled,
  };
}

export type RedemptionsService = ReturnType<typeof createRedemptionsService>;
