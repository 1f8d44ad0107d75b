import { randomBytes } from 'node:crypto';
import {
  GIVEAWAY_EVENT,
  PLATFORM_NAMES,
  type Giveaway,
  type GiveawayEnterResult,
  type GiveawayEntries,
  type GiveawayInput,
  type GiveawayList,
  type GiveawayPatch,
  type GiveawayState,
  type Platform,
} from '@app/contracts';
import { drawGiveaway, generateServerSeed, giveawayClientSeed, giveawayEntriesText, hashServerSeed } from '@app/games';
import { readTogether, type Db, type Executor, type Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { notifySite } from '../../lib/event-bus';
import { auditService, type AuditActor } from '../audit/service';
import { systemActor } from '../audit/actor';
import { changes, clean, pick } from '../audit/summary';
import type { CasinoAccountsService } from '../casino-accounts/service';
import { pointsService } from '../points/service';
import * as repo from './repository';

/** The giveaway's rules as an audit summary compares them (never the secret server seed). */
const AUDITED_FIELDS = [
  'title',
  'prize',
  'image',
  'pointsPrize',
  'winners',
  'opensAt',
  'closesAt',
  'entryCost',
  'maxTickets',
  'subscriberMultiplier',
  'requiredPlatform',
  'subscribersOnly',
  'minAccountAgeDays',
  'affiliateRequired',
  'affiliateSponsorId',
  'chatJoin',
] as const satisfies ReadonlyArray<keyof repo.GiveawayRow>;

const closed = (why: string) => new AppError('GIVEAWAY_CLOSED', why);
/** How many frozen entry lists an instance keeps in memory (a list of 100,000 entries is about 6 MB of JSON). */
const FROZEN_LISTS_KEPT = 4;

/** The state a viewer sees: `active` rows read against the times (on the database clock where it matters). */
function stateOf(row: repo.GiveawayRow, now: number): GiveawayState {
  if (row.status !== 'active') return row.status as GiveawayState;
  if (now < row.opensAt.getTime()) return 'scheduled';
  return now < row.closesAt.getTime() ? 'open' : 'closing';
}

/** Badges that mark a subscriber in chat (Kick badge types, Twitch badge set ids), lower case. */
const SUBSCRIBER_BADGES = new Set(['subscriber', 'founder']);

export type EnterOptions = {
  source: 'site' | Platform;
  /** The chat badges of a `!join` (a subscriber badge counts for the multiplier and subscribers-only). */
  badges?: string[];
};

/**
 * Asks Twitch whether a Twitch user subscribes to the channel (the Twitch channel feature's broadcaster
 * connection): `not-connected` when no connection may read subscriptions, `failed` when Twitch did
 * not answer.
 */
export type TwitchSubscriberCheck = (twitchUserId: string) => Promise<boolean | 'not-connected' | 'failed'>;

/**
 * Giveaways (docs/product.md#giveaways, ADR 047): creation with a secret server seed (only its SHA-256
 * shown), entries paid through the ledger under a key-share lock of the giveaway row and the
 * database's clock, the draw at the closing time (or on the admin's word) under an update lock with the
 * pure `drawGiveaway`, rerolls as the next pick, points prizes paid once when the admin finalizes, and
 * cancellation with one refund per paid entry. Changes that viewers watch are announced as a site
 * event (`giveaway`) to every open page.
 */
export function createGiveawaysService(deps: {
  db: Db;
  /** The casino accounts (ADR 059): who is a verified affiliate, and an admin's rule as columns. */
  affiliates: Pick<CasinoAccountsService, 'assertAffiliate' | 'affiliateColumns'>;
  now?: () => number;
  /** Subscriber status of a site entry's Twitch account (chat entries carry badges instead). */
  twitchSubscriber?: TwitchSubscriberCheck;
  /** Hours after the draw (or the last reroll) a drawn giveaway becomes final by itself; 0 = never. */
  autoFinalizeHours?: number;
}) {
  const { db } = deps;
  const autoFinalizeHours = deps.autoFinalizeHours ?? 0;
  const now = deps.now ?? Date.now;
  /** Frozen entry lists of drawn giveaways (they never change once drawn), the latest few per instance. */
  const frozenLists = new Map<string, GiveawayEntries>();

  async function views(executor: Executor, rows: repo.GiveawayRow[], userId: string | null): Promise<Giveaway[]> {
    const ids = rows.map((r) => r.id);
    const sponsorIds = [...new Set(rows.flatMap((r) => (r.affiliateSponsorId ? [r.affiliateSponsorId] : [])))];
    // One after another inside a transaction (a create or an edit answers its giveaway), together on the pool.
    const [totals, picks, sponsors] = await readTogether(executor, [
      () => repo.totals(executor, ids),
      () => repo.picksOf(executor, ids),
      () => repo.sponsorsByIds(executor, sponsorIds),
    ] as const);
    const t = now();
    return Promise.all(
      rows.map(async (row) => {
        const mine = userId ? await repo.entryOf(executor, row.id, userId) : null;
        const counted = totals.get(row.id) ?? { entries: 0, tickets: 0 };
        const revealed = row.status !== 'active';
        const list = picks.get(row.id) ?? [];
        return {
          _id: row.id,
          title: row.title,
          prize: row.prize,
          image: row.image,
          pointsPrize: row.pointsPrize,
          winners: row.winners,
          opensAt: row.opensAt.toISOString(),
          closesAt: row.closesAt.toISOString(),
          entryCost: row.entryCost,
          maxTicketsPerAccount: row.maxTickets,
          subscriberMultiplier: row.subscriberMultiplier,
          eligibility: {
            platform: row.requiredPlatform ?? null,
            subscribersOnly: row.subscribersOnly,
            minAccountAgeDays: row.minAccountAgeDays,
            affiliate: row.affiliateRequired
              ? { sponsor: (row.affiliateSponsorId && sponsors.get(row.affiliateSponsorId)) || null }
              : null,
          },
          chatJoin: row.chatJoin,
          state: stateOf(row, t),
          entries: row.entryCount ?? counted.entries,
          tickets: row.ticketCount ?? counted.tickets,
          serverSeedHash: row.serverSeedHash,
          serverSeed: revealed ? row.serverSeed : null,
          clientSeed: row.clientSeed,
          picks: list.map((p) => ({
            nonce: p.nonce,
            entryId: String(p.entryId),
            name: p.name,
            ticket: p.ticket,
            ticketsInDraw: p.ticketsInDraw,
            float: Number(p.float),
            disqualified: p.disqualifiedAt
              ? { reason: p.disqualifyReason ?? '', at: p.disqualifiedAt.toISOString() }
              : null,
            pointsPaid: p.pointsPaid,
          })),
          allEntriesWon: row.drawnAt !== null && (row.entryCount ?? 0) <= row.winners,
          drawnAt: row.drawnAt?.toISOString() ?? null,
          finalizesAt:
            row.status === 'drawn' && row.drawnAt && autoFinalizeHours > 0
              ? new Date(
                  Math.max(row.drawnAt.getTime(), ...list.map((p) => p.disqualifiedAt?.getTime() ?? 0)) +
                    autoFinalizeHours * 3_600_000,
                ).toISOString()
              : null,
          cancelledAt: row.cancelledAt?.toISOString() ?? null,
          me: mine ? { entryId: String(mine.id), tickets: mine.tickets, bought: mine.bought, paid: mine.paid } : null,
        } satisfies Giveaway;
      }),
    );
  }

  async function one(executor: Executor, id: string, userId: string | null = null): Promise<Giveaway> {
    const row = await repo.find(executor, id);
    if (!row) throw notFound('Giveaway');
    return (await views(executor, [row], userId))[0]!;
  }

  const announce = (tx: Tx, id: string, state: string) =>
    notifySite(tx, { event: GIVEAWAY_EVENT, data: { id, state } });

  /** Why this account may not enter, or null when it may. */
  function ineligible(g: repo.EntryRules, facts: repo.EligibilityFacts, subscriber: boolean): string | null {
    if (g.requiredPlatform && !facts.platforms.includes(g.requiredPlatform))
      return `Only accounts linked to ${PLATFORM_NAMES[g.requiredPlatform]} may enter.`;
    if (g.minAccountAgeDays > 0 && facts.ageDays < g.minAccountAgeDays)
      return `Only accounts older than ${g.minAccountAgeDays} days may enter.`;
    if (g.subscribersOnly && !subscriber) return 'Only subscribers may enter.';
    return null;
  }

  /** Refuses a giveaway that takes no entries now (or none from this source), with its reason. */
  function assertOpen(
    g: { status: string | null; started: boolean | null; ended: boolean | null; chatJoin?: boolean },
    source: EnterOptions['source'],
  ): void {
    if (g.status === 'cancelled') throw closed('This giveaway was cancelled.');
    if (g.status !== 'active' || g.ended) throw closed('This giveaway is closed.');
    if (!g.started) throw closed('This giveaway is not open yet.');
    if (source !== 'site' && g.chatJoin === false) throw closed('This giveaway takes no entries from chat.');
  }

  /**
   * One try of an entry (ADR 052): a read of the rules and the account's facts, the eligibility
   * decided here (asking Twitch when a subscription matters and nothing else told it: no row is
   * locked while it answers), then one statement that adds the tickets and debits their cost, or
   * does neither. 'retry' when the rules changed between the read and the write.
   */
  async function enterOnce(
    id: string,
    userId: string,
    tickets: number,
    opts: EnterOptions,
  ): Promise<GiveawayEnterResult | 'retry'> {
    const read = await repo.readForEntry(db, id, userId);
    if (!read) throw notFound('Giveaway');
    const { rules: g, facts } = read;
    assertOpen(g, opts.source);
    // Badges as the platform sent them, read in any case (`Subscriber`, `FOUNDER`).
    let subscriber = (opts.badges ?? []).some((b) => SUBSCRIBER_BADGES.has(b.toLowerCase())) || facts.kickSubscriber;
    let twitchAnswer: Awaited<ReturnType<TwitchSubscriberCheck>> | undefined;
    if (
      !subscriber &&
      (g.subscribersOnly || g.subscriberMultiplier > 1) &&
      facts.twitchUserId &&
      deps.twitchSubscriber
    ) {
      twitchAnswer = await deps.twitchSubscriber(facts.twitchUserId);
      subscriber = twitchAnswer === true;
    }
    const why = ineligible(g, facts, subscriber);
    if (why && g.subscribersOnly && !subscriber && typeof twitchAnswer === 'string')
      throw new AppError(
        'GIVEAWAY_NOT_ELIGIBLE',
        twitchAnswer === 'failed'
          ? 'Only subscribers may enter, and Twitch could not confirm your subscription just now: try again in a minute, or enter with !join in chat.'
          : 'Only subscribers may enter. The site cannot read Twitch subscriptions: enter with !join in the Twitch chat.',
      );
    if (why) throw new AppError('GIVEAWAY_NOT_ELIGIBLE', why);
    // Affiliates only (ADR 059): AFFILIATE_REQUIRED, before anything is written or paid.
    await deps.affiliates.assertAffiliate(userId, g.affiliate);
    if (tickets > g.maxTickets)
      throw new AppError('GIVEAWAY_MAX_TICKETS', `At most ${g.maxTickets} ticket(s) per account.`);
    const multiplier = subscriber ? g.subscriberMultiplier : 1;
    const cost = g.entryCost * tickets;
    const row = await pointsService.debitAlong<repo.EntryWriteRow>(
      db,
      'giveaway_enter',
      repo.entryWrite({
        rules: g,
        bought: tickets,
        tickets: tickets * multiplier,
        multiplier,
        paid: cost,
        source: opts.source,
      }),
      {
        userId,
        amount: cost,
        reason: 'giveaway_entry',
        refType: 'giveaway',
        refId: id,
        params: { giveaway: g.title, tickets },
      },
    );
    if (row.status === null) throw notFound('Giveaway');
    assertOpen(row, opts.source);
    if (!row.same_rules) return 'retry';
    if (row.payer_points === null) throw notFound('User');
    if (row.entry_id === null) {
      if (row.payer_points < cost) throw new AppError('INSUFFICIENT_POINTS', 'Not enough points!');
      throw new AppError(
        'GIVEAWAY_MAX_TICKETS',
        `At most ${g.maxTickets} ticket(s) per account: you cannot buy ${tickets} more.`,
      );
    }
    return {
      entry: { entryId: String(row.entry_id), tickets: row.tickets!, bought: row.bought!, paid: Number(row.paid) },
      balance: row.ledger_balance ?? row.payer_points,
    };
  }

  /** Pays each standing winner's points prize once and makes the giveaway final (its row is locked). */
  async function finalizeLocked(tx: Tx, g: repo.GiveawayRow, actor: AuditActor): Promise<void> {
    const picks = ((await repo.picksOf(tx, [g.id])).get(g.id) ?? []).filter((p) => !p.disqualifiedAt);
    if (g.pointsPrize > 0) {
      for (const p of picks) {
        await pointsService.credit(tx, {
          userId: p.userId,
          amount: g.pointsPrize,
          reason: 'giveaway_prize',
          refType: 'giveaway',
          refId: g.id,
          params: { giveaway: g.title },
        });
        await repo.markPaid(tx, g.id, p.nonce, g.pointsPrize);
      }
    }
    await repo.update(tx, g.id, { status: 'final', finalizedAt: new Date() });
    await auditService.record(tx, actor, {
      action: 'giveaway.finalize',
      targetType: 'giveaway',
      targetId: g.id,
      targetLabel: g.title,
      summary: {
        before: { status: 'drawn' },
        after: { status: 'final', winnersPaid: g.pointsPrize > 0 ? picks.length : 0, pointsPrize: g.pointsPrize },
      },
    });
    await announce(tx, g.id, 'final');
  }

  /**
   * The draw of a giveaway whose closing time has passed, in one transaction holding its row for
   * update (entries in flight finish first; later ones find it drawn): the frozen list, the picks,
   * the client seed. Returns false when there was nothing to draw (not due, or drawn already).
   */
  async function draw(id: string, actor?: AuditActor): Promise<boolean> {
    return db.transaction(async (tx) => {
      const g = await repo.lock(tx, id);
      if (!g || g.status !== 'active' || !g.ended) return false;
      const list = await repo.drawList(tx, id);
      const picks = drawGiveaway(g.serverSeed, list, Math.min(g.winners, list.length));
      await repo.insertPicks(
        tx,
        picks.map((p) => ({
          giveawayId: id,
          nonce: p.nonce,
          entryId: Number(p.entryId),
          ticket: p.ticket,
          ticketsInDraw: p.ticketsInDraw,
          float: String(p.float),
        })),
      );
      const clientSeed = giveawayClientSeed(list);
      await repo.update(tx, id, {
        status: 'drawn',
        clientSeed,
        entryCount: list.length,
        ticketCount: list.reduce((s, e) => s + e.tickets, 0),
        drawnAt: new Date(),
      });
      if (actor)
        await auditService.record(tx, actor, {
          action: 'giveaway.draw',
          targetType: 'giveaway',
          targetId: id,
          targetLabel: g.title,
          summary: {
            before: { status: 'active' },
            after: { status: 'drawn', entries: list.length, winners: picks.length },
          },
        });
      await announce(tx, id, 'drawn');
      return true;
    });
  }

  return {
    async list(userId: string | null): Promise<GiveawayList> {
      const [current, past] = await Promise.all([repo.current(db), repo.past(db)]);
      return { current: await views(db, current, userId), past: await views(db, past, userId) };
    },

    get: (id: string, userId: string | null) => one(db, id, userId),

    /** The frozen entry list, public once drawn (it fixes the client seed). */
    async entries(id: string): Promise<GiveawayEntries> {
      const g = await repo.find(db, id);
      if (!g) throw notFound('Giveaway');
      if (g.status === 'active' || g.drawnAt === null)
        throw new AppError('GIVEAWAY_NOT_DRAWN', 'The entry list is public once the giveaway is drawn.');
      const cached = frozenLists.get(id);
      if (cached) return cached;
      const entries = await repo.entryList(db, id);
      const list = entries.map((e) => ({ entryId: String(e.id), name: e.name, tickets: e.tickets }));
      const frozen = {
        text: giveawayEntriesText(list.map((e) => ({ id: e.entryId, tickets: e.tickets }))),
        entries: list,
      };
      if (frozenLists.size >= FROZEN_LISTS_KEPT) frozenLists.delete(frozenLists.keys().next().value!);
      frozenLists.set(id, frozen);
      return frozen;
    },

    async create(input: GiveawayInput, actor: AuditActor): Promise<Giveaway> {
      const serverSeed = generateServerSeed((n) => new Uint8Array(randomBytes(n)));
      return db.transaction(async (tx) => {
        const affiliate = await deps.affiliates.affiliateColumns(
          input.eligibility.affiliate,
          'eligibility.affiliate.sponsor',
          tx,
        );
        const row = await repo.insert(tx, {
          title: input.title,
          prize: input.prize,
          image: input.image,
          pointsPrize: input.pointsPrize,
          winners: input.winners,
          opensAt: new Date(input.opensAt),
          closesAt: new Date(input.closesAt),
          entryCost: input.entryCost,
          maxTickets: input.maxTicketsPerAccount,
          subscriberMultiplier: input.subscriberMultiplier,
          requiredPlatform: input.eligibility.platform,
          subscribersOnly: input.eligibility.subscribersOnly,
          minAccountAgeDays: input.eligibility.minAccountAgeDays,
          affiliateRequired: affiliate.required,
          affiliateSponsorId: affiliate.sponsorId,
          chatJoin: input.chatJoin,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          createdBy: actor.userId,
        });
        await auditService.record(tx, actor, {
          action: 'giveaway.create',
          targetType: 'giveaway',
          targetId: row.id,
          targetLabel: row.title,
          summary: { before: null, after: { ...clean(pick(row, AUDITED_FIELDS)), serverSeedHash: row.serverSeedHash } },
        });
        return one(tx, row.id);
      });
    },

    /** Any field until the first entry; after it only a later closing time (GIVEAWAY_LOCKED otherwise). */
    async edit(id: string, patch: GiveawayPatch, actor: AuditActor): Promise<Giveaway> {
      return db.transaction(async (tx) => {
        const g = await repo.lock(tx, id);
        if (!g) throw notFound('Giveaway');
        if (g.status !== 'active') throw closed('This giveaway has ended; it cannot be edited.');
        const onlyCloses = Object.keys(patch).every((k) => k === 'closesAt');
        if (!onlyCloses && (await repo.hasEntries(tx, id)))
          throw new AppError('GIVEAWAY_LOCKED', 'This giveaway has entries: only its closing time can be extended.');
        if (patch.closesAt !== undefined && onlyCloses && (await repo.hasEntries(tx, id))) {
          if (new Date(patch.closesAt).getTime() <= g.closesAt.getTime())
            throw new AppError('GIVEAWAY_LOCKED', 'With entries the closing time can only move later.', {
              closesAt: 'must be later than the current closing time',
            });
        }
        const affiliate = patch.eligibility
          ? await deps.affiliates.affiliateColumns(patch.eligibility.affiliate, 'eligibility.affiliate.sponsor', tx)
          : null;
        const opensAt = patch.opensAt ? new Date(patch.opensAt) : g.opensAt;
        const closesAt = patch.closesAt ? new Date(patch.closesAt) : g.closesAt;
        if (closesAt.getTime() <= opensAt.getTime())
          throw new AppError('VALIDATION_ERROR', 'The closing time must be after the opening time.', {
            closesAt: 'must be after the opening time',
          });
        await repo.update(tx, id, {
          ...(patch.title !== undefined ? { title: patch.title } : {}),
          ...(patch.prize !== undefined ? { prize: patch.prize } : {}),
          ...(patch.image !== undefined ? { image: patch.image } : {}),
          ...(patch.pointsPrize !== undefined ? { pointsPrize: patch.pointsPrize } : {}),
          ...(patch.winners !== undefined ? { winners: patch.winners } : {}),
          ...(patch.entryCost !== undefined ? { entryCost: patch.entryCost } : {}),
          ...(patch.maxTicketsPerAccount !== undefined ? { maxTickets: patch.maxTicketsPerAccount } : {}),
          ...(patch.subscriberMultiplier !== undefined ? { subscriberMultiplier: patch.subscriberMultiplier } : {}),
          ...(patch.eligibility
            ? {
                requiredPlatform: patch.eligibility.platform,
                subscribersOnly: patch.eligibility.subscribersOnly,
                minAccountAgeDays: patch.eligibility.minAccountAgeDays,
              }
            : {}),
          ...(affiliate ? { affiliateRequired: affiliate.required, affiliateSponsorId: affiliate.sponsorId } : {}),
          ...(patch.chatJoin !== undefined ? { chatJoin: patch.chatJoin } : {}),
          opensAt,
          closesAt,
        });
        const after = await repo.lock(tx, id);
        await auditService.record(tx, actor, {
          action: 'giveaway.update',
          targetType: 'giveaway',
          targetId: id,
          targetLabel: after?.title ?? g.title,
          summary: changes(pick(g, AUDITED_FIELDS), after ? pick(after, AUDITED_FIELDS) : null),
        });
        return one(tx, id);
      });
    },

    /**
     * Buys `tickets` tickets (a first entry, or more up to the maximum): eligibility, then the tickets
     * and their debit in one statement, under the giveaway's key-share lock and the database's clock.
     */
    async enter(id: string, userId: string, tickets: number, opts: EnterOptions): Promise<GiveawayEnterResult> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await enterOnce(id, userId, tickets, opts);
        if (result !== 'retry') return result;
      }
      throw closed('This giveaway is being changed: try again in a moment.');
    },

    /** The open giveaway `!join` enters: the one taking chat entries that closes first. */
    async openForChat(): Promise<repo.GiveawayRow | null> {
      const t = now();
      const rows = await repo.current(db);
      return rows.find((g) => g.chatJoin && stateOf(g, t) === 'open') ?? null;
    },

    draw,

    /** Draws every giveaway whose closing time has passed (the job); returns how many it drew. */
    async drawDue(): Promise<number> {
      let drawn = 0;
      for (const id of await repo.dueForDraw(db)) if (await draw(id)) drawn++;
      return drawn;
    },

    /** The admin closes it now and draws. */
    async drawNow(id: string, actor: AuditActor): Promise<Giveaway> {
      await db.transaction(async (tx) => {
        const g = await repo.lock(tx, id);
        if (!g) throw notFound('Giveaway');
        if (g.status !== 'active')
          throw new AppError('ALREADY_DECIDED', 'This giveaway was already drawn or cancelled.');
        if (!g.ended)
          await repo.update(tx, id, {
            closesAt: new Date(),
            ...(g.started ? {} : { opensAt: new Date(Date.now() - 1) }),
          });
      });
      await draw(id, actor);
      return one(db, id);
    },

    /** Disqualifies a standing winner (public with its reason) and picks again with the next nonce. */
    async reroll(id: string, nonce: number, reason: string, actor: AuditActor): Promise<Giveaway> {
      return db.transaction(async (tx) => {
        const g = await repo.lock(tx, id);
        if (!g) throw notFound('Giveaway');
        if (g.status !== 'drawn')
          throw new AppError('GIVEAWAY_NOT_DRAWN', 'Only a drawn giveaway whose prizes are not paid can be rerolled.');
        if (!(await repo.disqualify(tx, id, nonce, reason, actor.userId)))
          throw new AppError('VALIDATION_ERROR', 'No standing winner has this pick.', {
            nonce: 'is not a standing winner',
          });
        const entries = await repo.entryList(tx, id);
        const list = entries.map((e) => ({ id: String(e.id), tickets: e.tickets }));
        const made = (await repo.picksOf(tx, [id])).get(id) ?? [];
        const picks = drawGiveaway(g.serverSeed, list, made.length + 1);
        const next = picks[made.length];
        if (!next) throw new AppError('NO_ENTRIES_LEFT', 'Every entry has been drawn: there is no one left to pick.');
        await repo.insertPicks(tx, [
          {
            giveawayId: id,
            nonce: next.nonce,
            entryId: Number(next.entryId),
            ticket: next.ticket,
            ticketsInDraw: next.ticketsInDraw,
            float: String(next.float),
          },
        ]);
        await auditService.record(tx, actor, {
          action: 'giveaway.reroll',
          targetType: 'giveaway',
          targetId: id,
          targetLabel: g.title,
          summary: {
            // The pick (its nonce) is named once, on the after side: it is what was disqualified, not a change.
            before: { disqualified: false },
            after: { disqualified: true, nonce, reason, nextNonce: next.nonce },
          },
        });
        await announce(tx, id, 'drawn');
        return one(tx, id);
      });
    },

    /** Pays each standing winner the points prize, once, and makes the draw final. */
    async finalize(id: string, actor: AuditActor): Promise<Giveaway> {
      return db.transaction(async (tx) => {
        const g = await repo.lock(tx, id);
        if (!g) throw notFound('Giveaway');
        if (g.status !== 'drawn') throw new AppError('GIVEAWAY_NOT_DRAWN', 'Only a drawn giveaway can be made final.');
        await finalizeLocked(tx, g, actor);
        return one(tx, id);
      });
    },

    /**
     * The job: makes final every drawn giveaway whose winners have stood for the auto-finalize hours.
     * Each is re-checked under its row lock, so a reroll or a finalize by an admin (or another
     * instance's job) in between wins and nothing is paid twice. Returns how many it made final.
     */
    async finalizeDue(): Promise<number> {
      if (autoFinalizeHours <= 0) return 0;
      let done = 0;
      for (const id of await repo.dueForFinalize(db, autoFinalizeHours)) {
        const made = await db
          .transaction(async (tx) => {
            if (!(await repo.lockIfDueForFinalize(tx, id, autoFinalizeHours))) return false;
            const g = await repo.lock(tx, id);
            await finalizeLocked(tx, g!, systemActor(`auto-finalize after ${autoFinalizeHours} h`));
            return true;
          })
          .catch((err: unknown) => {
            // A prize past a winner's balance limit: nothing was paid, and it stays drawn for the admin
            // (reroll or cancel); the other due giveaways still go ahead.
            if (err instanceof AppError && err.code === 'POINTS_LIMIT') return false;
            throw err;
          });
        if (made) done++;
      }
      return done;
    },

    /** Cancels an active or drawn (not final) giveaway: every paid entry refunded once; the seed revealed. */
    async cancel(id: string, actor: AuditActor): Promise<Giveaway> {
      return db.transaction(async (tx) => {
        const g = await repo.lock(tx, id);
        if (!g) throw notFound('Giveaway');
        if (g.status !== 'active' && g.status !== 'drawn')
          throw new AppError('ALREADY_DECIDED', `This giveaway is ${g.status}: it cannot be cancelled.`);
        const refunds = await repo.takeRefunds(tx, id);
        for (const r of refunds)
          await pointsService.credit(tx, {
            userId: r.userId,
            amount: r.paid,
            reason: 'giveaway_refund',
            refType: 'giveaway',
            refId: id,
            params: { giveaway: g.title },
          });
        await repo.update(tx, id, { status: 'cancelled', cancelledAt: new Date() });
        await auditService.record(tx, actor, {
          action: 'giveaway.cancel',
          targetType: 'giveaway',
          targetId: id,
          targetLabel: g.title,
          summary: {
            before: { status: g.status },
            after: {
              status: 'cancelled',
              refunds: refunds.length,
              pointsRefunded: refunds.reduce((t, r) => t + r.paid, 0),
            },
          },
        });
        await announce(tx, id, 'cancelled');
        return one(tx, id);
      });
    },

    /** The giveaway an OBS overlay shows: the open one, else one drawn in the last 10 minutes. */
    async overlay(): Promise<Giveaway | null> {
      const t = now();
      const current = (await repo.current(db)).filter((g) => stateOf(g, t) !== 'scheduled');
      if (current[0]) return one(db, current[0].id);
      const recent = (await repo.past(db)).find(
        (g) => g.status !== 'cancelled' && g.drawnAt && t - g.drawnAt.getTime() < 10 * 60_000,
      );
      return recent ? one(db, recent.id) : null;
    },
  };
}

export type GiveawaysService = ReturnType<typeof createGiveawaysService>;
