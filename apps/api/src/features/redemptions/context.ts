import type { Redemption } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CasinoAccountsService } from '../casino-accounts/service';
import type { DiscordService } from '../discord/service';
import type { ShopService } from '../shop/service';
import type * as repo from './repository';

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

export const toRedemption = (row: repo.RedemptionRow, twitchName: string): Redemption => ({
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
