import { parseDiscordWebhookUrl, type RedemptionNotify } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { DiscordMessage, DiscordWebhookClient } from '../../integrations/discord-webhook';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

/** The stored webhook as the admin page shows it: the id, and the token's last 4 characters. */
const maskedWebhook = (id: string, token: string) => `https://discord.com/api/webhooks/${id}/…${token.slice(-4)}`;

/**
 * The site's one Discord webhook (ADR 061): set by the admin on the redemptions desk (its routes and
 * audit entries kept their names), used by the redemption announcements and the go-live post. The
 * token is sealed with the secret box; the server only calls DISCORD_API_URL with the id and token.
 */
export function createDiscordService(deps: {
  db: Db;
  secrets: SecretBox;
  client: DiscordWebhookClient;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db, secrets, client, log } = deps;

  /** The webhook's id and token, or null when none is set or its token cannot be opened. */
  async function webhook(): Promise<{ id: string; token: string } | null> {
    const row = await repo.findWebhook(db);
    if (!row) return null;
    try {
      return { id: row.webhookId, token: secrets.open(row.webhookTokenSealed) };
    } catch {
      log.warn({ webhookId: row.webhookId }, 'discord webhook token sealed under another SECRETS_KEY; set it again');
      return null;
    }
  }

  return {
    /** Whether a webhook is set (whether its token opens is found out when sending). */
    async configured(): Promise<boolean> {
      return (await repo.findWebhook(db)) !== null;
    },

    /**
     * Sends a message to the webhook if one is set: true when Discord took it. Never throws; each call
     * is bounded by DISCORD_TIMEOUT_MS. Callers send after their commit, off the request's path.
     */
    async send(message: DiscordMessage): Promise<boolean> {
      try {
        const target = await webhook();
        if (!target) return false;
        return await client.send(target, message);
      } catch (err) {
        log.warn({ err: (err as Error).message }, 'discord message not sent');
        return false;
      }
    },

    /** The setting as the admin page shows it (never the token). */
    async settings(): Promise<RedemptionNotify> {
      const row = await repo.findWebhook(db);
      if (!row) return { configured: false, webhook: null };
      let token = '';
      try {
        token = secrets.open(row.webhookTokenSealed);
      } catch {
        // Sealed under another SECRETS_KEY: shown as set, to be entered again.
      }
      return { configured: true, webhook: maskedWebhook(row.webhookId, token) };
    },

    /** Sets (a Discord webhook URL, checked again here) or clears (null) the webhook; audited. */
    async setWebhook(webhookUrl: string | null, actor: AuditActor): Promise<RedemptionNotify> {
      const audit = (tx: Executor, configured: boolean) =>
        auditService.record(tx, actor, {
          action: configured ? 'redemption.notify.set' : 'redemption.notify.clear',
          targetType: 'setting',
          targetId: 'redemption_notify',
          // The webhook URL holds its token: only whether one is set is recorded.
          summary: { before: null, after: { configured } },
        });
      if (webhookUrl === null) {
        await db.transaction(async (tx) => {
          await repo.clearWebhook(tx);
          await audit(tx, false);
        });
        return { configured: false, webhook: null };
      }
      const parsed = parseDiscordWebhookUrl(webhookUrl);
      if (!parsed)
        throw new AppError('VALIDATION_ERROR', 'Only a Discord webhook URL is accepted.', {
          webhookUrl: 'must be a Discord webhook URL: https://discord.com/api/webhooks/<id>/<token>',
        });
      const sealed = secrets.seal(parsed.token);
      await db.transaction(async (tx) => {
        await repo.saveWebhook(tx, { webhookId: parsed.id, webhookTokenSealed: sealed, updatedBy: actor.userId });
        await audit(tx, true);
      });
      return { configured: true, webhook: maskedWebhook(parsed.id, parsed.token) };
    },
  };
}

export type DiscordService = ReturnType<typeof createDiscordService>;
