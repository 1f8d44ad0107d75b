import {
  casinoNameKey,
  meetsAffiliateRule,
  type AdminCasinoAccountsPage,
  type AdminCasinoAccountsQuery,
  type AffiliateRule,
  type AffiliateRuleInput,
  type CasinoAccountClaim,
  type MyCasinoAccounts,
} from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { AffiliateRequiredError, AppError } from '../../lib/app-error';
import type { AuditActor } from '../audit/service';
import { claim } from './claim';
import { toAdminCasinoAccount, toCasinoAccount } from './present';
import { reassign } from './reassign';
import { reconcile } from './reconcile';
import * as repo from './repository';
import { revoke } from './revoke';
import { setShowSiteName } from './show-site-name';
import { readSettings, saveSettings } from './settings';
import { verify } from './verify';
import { withdraw } from './withdraw';

type Deps = { db: Db; now?: () => Date };

/** Casino accounts (ADR 058): one file per use case, composed here with the database and the clock. */
export function createCasinoAccountsService({ db, now = () => new Date() }: Deps) {
  /** Who follows each check (the wager milestones grant from the wagers it recorded); errors are theirs to log. */
  const listeners: ((at: Date) => Promise<unknown>)[] = [];
  return {
    /** Calls `listener` after each check, with the clock it ran at. */
    onReconciled(listener: (at: Date) => Promise<unknown>): void {
      listeners.push(listener);
    },
    async mine(userId: string): Promise<MyCasinoAccounts> {
      const [rows, sponsors, { claimExpiryDays }] = await Promise.all([
        repo.claimsOf(db, userId),
        repo.listSponsors(db),
        repo.readSettings(db),
      ]);
      return {
        accounts: rows.map((r) => toCasinoAccount(r, claimExpiryDays)),
        sponsors: sponsors.map(({ slug, name, logo }) => ({ slug, name, logo })),
        expiryDays: claimExpiryDays,
      };
    },
    /**
     * The sponsors (slugs) where the account is a verified affiliate: what affiliate-only rewards
     * (giveaways, shop items, GTB prizes) check. Empty for an account with none. `executor`: the
     * caller's transaction, when it checks inside one (a settlement, a redemption).
     */
    verifiedSponsors: (userId: string, executor: Executor = db) => repo.verifiedSponsorSlugs(executor, userId),
    /**
     * Refuses with AFFILIATE_REQUIRED (403) an account that does not meet an affiliate-only reward's
     * rule (ADR 059); no rule, nothing to check (and nothing read).
     */
    async assertAffiliate(userId: string, rule: AffiliateRule | null, executor: Executor = db): Promise<void> {
      if (!rule) return;
      if (!meetsAffiliateRule(rule, await repo.verifiedSponsorSlugs(executor, userId)))
        throw new AffiliateRequiredError(rule.sponsor);
    },
    /**
     * An admin's affiliate rule as the reward's columns: null (or absent) no rule; `{ sponsor: null }`
     * any sponsor; a slug, that sponsor (400 VALIDATION_ERROR naming `field` when it is not one).
     */
    async affiliateColumns(
      input: AffiliateRuleInput | null,
      field: string,
      executor: Executor = db,
    ): Promise<{ required: boolean; sponsorId: string | null }> {
      if (!input) return { required: false, sponsorId: null };
      if (!input.sponsor) return { required: true, sponsorId: null };
      const sponsor = await repo.findSponsorBySlug(executor, input.sponsor.trim());
      if (!sponsor) throw new AppError('VALIDATION_ERROR', 'Invalid request.', { [field]: 'is not a sponsor' });
      return { required: true, sponsorId: sponsor.id };
    },
    /** The viewer's choice to show their site name beside this casino name on the board. */
    setShowSiteName: (userId: string, id: string, show: boolean) => setShowSiteName(db, userId, id, show),
    /** For the board: each of `names` (places 1..10) with the site name its verified viewer chose to show. */
    async siteNamesOnBoard(sponsorId: string, names: string[]): Promise<(string | null)[]> {
      const shown = await repo.shownSiteNames(db, sponsorId, names);
      return names.map((n) => shown.get(casinoNameKey(n)) ?? null);
    },
    async claim(userId: string, input: CasinoAccountClaim) {
      const at = now();
      const made = await claim(db, userId, input, at);
      // A name verified at once may have reached a milestone already.
      if (made.state === 'verified') for (const listener of listeners) await listener(at);
      return made;
    },
    withdraw: (userId: string, id: string) => withdraw(db, userId, id),
    /**
     * Verifies what the rows show and expires stale claims; after a sync, an import, and on a timer.
     * `period`: the month just written, when it is older than last month (a re-freeze).
     */
    async reconcile(sponsorId?: string, period?: string) {
      const at = now();
      const result = await reconcile(db, at, sponsorId, period);
      for (const listener of listeners) await listener(at);
      return result;
    },
    async adminList(
      query: AdminCasinoAccountsQuery & { page: number; pageSize: number },
    ): Promise<AdminCasinoAccountsPage> {
      const [{ items, total }, { claimExpiryDays }] = await Promise.all([
        repo.adminList(db, query),
        repo.readSettings(db),
      ]);
      return {
        items: items.map((r) => toAdminCasinoAccount(r, claimExpiryDays)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
    verify: (id: string, actor: AuditActor, note?: string) => verify(db, id, actor, now(), note),
    revoke: (id: string, actor: AuditActor, note?: string) => revoke(db, id, actor, now(), note),
    reassign: (id: string, userId: string, actor: AuditActor, note?: string) => reassign(db, id, userId, actor, note),
    settings: () => readSettings(db),
    saveSettings: (input: { expiryDays: number }, actor: AuditActor) => saveSettings(db, input, actor),
  };
}

export type CasinoAccountsService = ReturnType<typeof createCasinoAccountsService>;
