import {
  checkDeliveryDetail,
  formatPoints,
  type MyRedemptionsPage,
  type Redemption,
  type RedeemResult,
  type RedemptionNotify,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { pointsService } from '../points/service';
import type { CasinoAccountsService } from '../casino-accounts/service';
import { detailSpecOf, type ShopService } from '../shop/service';
import { auditService, type AuditActor } from '../audit/service';
import type { DiscordService } from '../discord/service';
import * as repo from './repository';

const DECIDED_SHOWN = 200;

const toRedemption = (row: repo.RedemptionRow, twitchName: string): Redemption => ({
  _id: row.id,
  twitchName,
  itemName: row.itemName,
  cost: row.cost,
  createdAt: row.createdAt.toISOString(),
  status: row.status,
  decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  detailLabel: row.detailLabel,
  detail: row.detail,
  note: row.note,
});

const alreadyRedeemed = () => new AppError('ALREADY_REDEEMED', 'You already have a pending redemption of this item.');

export type RedemptionsDeps = {
  db: Db;
  shop: ShopService;
  /** The casino accounts (ADR 059): an affiliate-only item is refused (AFFILIATE_REQUIRED) to anyone else. */
  affiliates: Pick<CasinoAccountsService, 'assertAffiliate'>;
  /**
   * The Discord announcement of new redemptions, through the site's shared webhook (the discord
   * feature, ADR 061; optional: tests of other features leave it out).
   */
  notify?: { discord: Pick<DiscordService, 'send' | 'settings' | 'setWebhook'>; log: Pick<FastifyBaseLogger, 'warn'> };
};

export function createRedemptionsService(deps: RedemptionsDeps) {
  const { db, shop, affiliates, notify } = deps;
  /** Announcements still on their way (tests and shutdown can wait for them). */
  const inFlight = new Set<Promise<unknown>>();

  /**
   * Tells the Discord webhook, if one is set, about a committed redemption: after the commit, off
   * the request's path, bounded by the client's timeout; any failure is logged and changes nothing.
   * The delivery detail is not sent (it is personal; the desk shows it).
   */
  function announce(redemption: Redemption) {
    if (!notify) return;
    const job = (async () => {
      await notify.discord.send({
        content: `New redemption: ${redemption.itemName} for ${redemption.twitchName}`,
        embeds: [
          {
            title: 'New redemption',
            color: 0x22c55e,
            fields: [
              { name: 'Item', value: redemption.itemName, inline: true },
              { name: 'Viewer', value: redemption.twitchName, inline: true },
              { name: 'Cost', value: `${formatPoints(redemption.cost)} points`, inline: true },
              ...(redemption.detailLabel
                ? [
                    {
                      name: redemption.detailLabel,
                      value: redemption.detail ? 'given (see the redemptions desk)' : 'not given',
                    },
                  ]
                : []),
            ],
            timestamp: redemption.createdAt,
          },
        ],
        allowed_mentions: { parse: [] },
      });
    })()
      .catch((err: unknown) => notify.log.warn({ err: (err as Error).message }, 'redemption announcement failed'))
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  }

  async function decideOrExplain(
    tx: Tx,
    id: string,
    status: 'approved' | 'denied',
    actor: AuditActor,
    note: string | null,
  ) {
    const row = await repo.decide(tx, id, status, actor.userId, note);
    if (!row) {
      if (await repo.exists(tx, id)) throw new AppError('ALREADY_DECIDED', 'This redemption was already decided.');
      throw notFound('Redemption');
    }
    await auditService.record(tx, actor, {
      action: status === 'approved' ? 'redemption.approve' : 'redemption.deny',
      targetType: 'redemption',
      targetId: row.id,
      targetLabel: row.itemName,
      summary: {
        before: { status: 'pending' },
        after: { status, note, ...(status === 'denied' ? { refunded: row.cost } : {}) },
      },
    });
    return row;
  }

  return {
    /**
     * One transaction: one unit of stock (conditional update), the affiliate rule of the item, the
     * pending redemption (unique per user and item), the debit of the cost (conditional update). Any
     * refusal rolls all of it back.
     */
    async redeem(
      user: { id: string; name: string },
      itemId: string,
      input: { detail?: string | undefined } = {},
    ): Promise<RedeemResult> {
      try {
        const result = await db.transaction(async (tx) => {
          const item = await shop.takeOne(tx, itemId);
          // Affiliates only (ADR 059): a refusal rolls the unit back, and nothing is debited.
          await affiliates.assertAffiliate(user.id, item.affiliate, tx);
          // The detail is checked against the item as it is in this transaction; a refusal rolls the unit back.
          const spec = detailSpecOf(item);
          let detail: string | null = null;
          if (spec) {
            const checked = checkDeliveryDetail(spec, input.detail);
            if (!checked.ok)
              throw new AppError('VALIDATION_ERROR', `${spec.label} ${checked.reason}.`, { detail: checked.reason });
            detail = checked.value;
          }
          const redemption = await repo.insertPending(tx, {
            userId: user.id,
            itemId,
            itemName: item.name,
            cost: item.cost,
            detailLabel: spec && detail ? spec.label : null,
            detail,
          });
          const points = await pointsService.debit(tx, {
            userId: user.id,
            amount: item.cost,
            reason: 'redemption',
            refType: 'redemption',
            refId: redemption.id,
            params: { item: item.name },
          });
          return { points, redemption: toRedemption(redemption, user.name) };
        });
        // Stock moved: the visitors' list read during the transaction must not outlive it.
        shop.changed();
        announce(result.redemption);
        return result;
      } catch (err) {
        // The partial unique index (one pending redemption per user and item) is the check itself.
        if (isUniqueViolation(err, 'redemptions_one_open_per_user_item')) throw alreadyRedeemed();
        throw err;
      }
    },

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

    async approve(id: string, actor: AuditActor, note?: string): Promise<Redemption> {
      const row = await db.transaction((tx) => decideOrExplain(tx, id, 'approved', actor, note || null));
      const [withName] = await repo.listDeskOne(db, row.id);
      return toRedemption(row, withName?.twitchName ?? '');
    },

    /** Denying refunds the cost through the ledger and puts the unit back in stock, atomically. */
    async deny(id: string, actor: AuditActor, note?: string): Promise<void> {
      await db.transaction(async (tx) => {
        const itemId = await repo.itemIdOf(tx, id);
        if (!itemId) throw notFound('Redemption');
        // The item's row first, in the order a redeem takes its locks: a redeem of the same item by
        // the same user holds the item while it waits on the pending row decided here, so taking the
        // item after the redemption would deadlock. A refused decision rolls the unit back.
        await shop.returnOne(tx, itemId);
        const row = await decideOrExplain(tx, id, 'denied', actor, note || null);
        await pointsService.credit(tx, {
          userId: row.userId,
          amount: row.cost,
          reason: 'redemption_refund',
          refType: 'redemption',
          refId: row.id,
          actorId: actor.userId,
          params: { item: row.itemName },
        });
      });
      shop.changed();
    },

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
    async settled(): Promise<void> {
      await Promise.all([...inFlight]);
    },
  };
}

export type RedemptionsService = ReturnType<typeof createRedemptionsService>;
