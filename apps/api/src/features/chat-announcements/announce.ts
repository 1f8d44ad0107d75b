import {
  catalogueValue,
  chatterValue,
  decimalValue,
  fixedValue,
  moneyValue,
  numberValue,
  renderKickListAnnouncement,
  renderSafeListAnnouncement,
  renderSafeReply,
  type AnnouncementKind,
  type ChatReplyTemplates,
  type SafeReply,
} from '@app/chat';
import { PLATFORMS, type Giveaway, type LiveHunt, type Locale, type SiteCurrency } from '@app/contracts';
import type { Db } from '../../db/client';
import type { ChatSend } from '../chat-commands';
import type { GiveawaysService } from '../giveaways/service';
import type { LiveHuntService } from '../live-hunt/service';
import type { SlotRequestsService } from '../slot-requests/service';
import * as repo from './repository';
import type { ChatAnnouncementSettings } from './schemas';

/**
 * One announcement's lines: Twitch's a SafeReply (template and safe values only, ADR 054; null: not
 * on Twitch), Kick's may carry the admin's own text (a giveaway's title).
 */
type Lines = { twitch: SafeReply | null; kick: SafeReply | string };
type Texts = { locale: Locale; templates: ChatReplyTemplates; currency: SiteCurrency };

export type AnnouncerDeps = {
  db: Db;
  send: ChatSend;
  settings: () => Promise<ChatAnnouncementSettings>;
  /** The admin's reply templates (the commands' settings, where the announcements' texts are stored). */
  templates: () => Promise<ChatReplyTemplates>;
  /** The site default language: the chat's language for lines every chatter reads. */
  siteLocale: () => Promise<Locale>;
  currency: () => Promise<SiteCurrency>;
  liveHunt: Pick<LiveHuntService, 'current'>;
  giveaways: Pick<GiveawaysService, 'get'>;
  slotRequests: Pick<SlotRequestsService, 'one'>;
  log: { warn: (obj: object, msg: string) => void };
};

/** The GTB result and winners of a settled hunt, for both platforms (chat names and numbers only). */
function huntGtbLines(hunt: LiveHunt, t: Texts): Lines {
  const s = hunt.settlement!;
  const line = renderSafeListAnnouncement(
    'announce_hunt_gtb',
    t.locale,
    { index: numberValue(hunt.index), balance: moneyValue(s.finalBalance, t.currency) },
    {
      name: 'winners',
      items: [...s.gtbWinners].sort((a, b) => a.place - b.place).map((w) => chatterValue(w.username)),
    },
    t.templates,
  );
  return { twitch: line, kick: line };
}

/** The AVG's winning group of a settled hunt; null when no group won (no average). */
function huntAvgLines(hunt: LiveHunt, t: Texts): Lines | null {
  const s = hunt.settlement!;
  if (s.winningGroup === null || s.averageMultiplier === null) return null;
  const winners = s.refundedAll ? 0 : s.avgPayouts.filter((p) => p.payout > 0 && !p.refunded).length;
  const line = renderSafeReply(
    'announce_hunt_avg',
    t.locale,
    {
      index: numberValue(hunt.index),
      group: fixedValue(s.winningGroup),
      avg: decimalValue(s.averageMultiplier, 2),
      count: numberValue(winners),
      pot: numberValue(s.refundedAll ? 0 : s.paidOut),
    },
    t.templates,
  );
  return { twitch: line, kick: line };
}

/**
 * A giveaway's winners (the picks not disqualified, in draw order). Kick names the giveaway by its
 * title; Twitch gets the `_twitch` form without it: a title is the admin's free text and may name a
 * casino, which never goes to Twitch.
 */
function giveawayLines(g: Giveaway, kind: 'drawn' | 'final', t: Texts): Lines {
  const winners = g.picks.filter((p) => p.disqualified === null).map((p) => chatterValue(p.name));
  const count = numberValue(winners.length);
  const list = { name: 'winners', items: winners };
  return {
    twitch: renderSafeListAnnouncement(`announce_giveaway_${kind}_twitch`, t.locale, { count }, list, t.templates),
    kick: renderKickListAnnouncement(
      `announce_giveaway_${kind}`,
      t.locale,
      { count, title: fixedValue(g.title) },
      list,
      t.templates,
    ),
  };
}

/**
 * The chat announcements (issue 34): the hunt's GTB result and winners and its AVG group when it
 * finishes, a giveaway's winners at the draw and when final, a slot request played. Each is posted
 * through the chat commands' reply queues (their shared budget and Twitch guard) on each platform
 * whose switch is on and whose bot is connected, once: a row keyed by kind, ref and platform is
 * claimed before the line is queued, so every instance may hear the event and one posts it.
 */
export function createAnnouncer(deps: AnnouncerDeps) {
  const running = new Set<Promise<void>>();

  async function announce(kind: AnnouncementKind, ref: string, build: (t: Texts) => Promise<Lines | null>) {
    const enabled = (await deps.settings()).enabled[kind];
    if (!enabled.twitch && !enabled.kick) return;
    const connections = await deps.send.connections();
    const platforms = PLATFORMS.filter((p) => enabled[p] && connections[p].connected);
    if (platforms.length === 0) return;
    const [locale, templates, currency] = await Promise.all([deps.siteLocale(), deps.templates(), deps.currency()]);
    const lines = await build({ locale, templates, currency });
    if (!lines) return;
    for (const platform of platforms) {
      const line = lines[platform];
      if (line === null) continue;
      const text = typeof line === 'string' ? line : line.text;
      if (!(await repo.claim(deps.db, { kind, ref, platform, text }))) continue;
      if (platform === 'twitch') deps.send.twitch({ text: line as SafeReply });
      else deps.send.kick({ text: line });
    }
  }

  /** Runs an announcement after the event's handler returned; a failure is logged, never thrown. */
  function run(what: string, fn: () => Promise<void>) {
    const p = fn()
      .catch((err: Error) => deps.log.warn({ err: err.message, what }, 'chat announcement failed'))
      .finally(() => running.delete(p));
    running.add(p);
  }

  return {
    /** The live hunt finished (its `finished` change): the GTB result and winners, and the AVG group. */
    huntFinished() {
      run('hunt', async () => {
        // The hunt is read only when one of its announcements is on (its reads join several tables).
        const { enabled } = await deps.settings();
        if (![enabled.hunt_gtb, enabled.hunt_avg].some((e) => e.twitch || e.kick)) return;
        const hunt = await deps.liveHunt.current();
        if (!hunt || hunt.status !== 'finished' || !hunt.settlement) return;
        await announce('hunt_gtb', hunt._id, async (t) => huntGtbLines(hunt, t));
        await announce('hunt_avg', hunt._id, async (t) => huntAvgLines(hunt, t));
      });
    },
    /** A giveaway was drawn or made final. */
    giveaway(id: string, state: 'drawn' | 'final') {
      run('giveaway', () =>
        announce(state === 'drawn' ? 'giveaway_drawn' : 'giveaway_final', id, async (t) =>
          giveawayLines(await deps.giveaways.get(id, null), state, t),
        ),
      );
    },
    /** A slot request was played: the slot and provider (catalogue names) and the requester's chat name. */
    slotRequestPlayed(id: string) {
      run('slot request', () =>
        announce('sr_played', id, async (t) => {
          const r = await deps.slotRequests.one(id);
          const line = renderSafeReply(
            'announce_sr_played',
            t.locale,
            {
              slot: catalogueValue(r.slot.name),
              provider: catalogueValue(r.slot.provider),
              user: chatterValue(r.requester),
            },
            t.templates,
          );
          return { twitch: line, kick: line };
        }),
      );
    },
    /** Resolves once no announcement is being built or claimed (shutdown, tests). */
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
  };
}

export type Announcer = ReturnType<typeof createAnnouncer>;
