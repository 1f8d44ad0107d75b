import type {
  ChatCommandKey,
  ChatOutcome,
  ChatReplyKind,
  ChatReplyTemplates,
  KickReplyVars,
  SafeReplyVars,
  SafeValue,
} from '@app/chat';
import type { Locale, Platform, SiteCurrency } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { LiveHuntService } from '../live-hunt/service';
import type { TournamentsService } from '../tournaments/service';
import type { GiveawaysService } from '../giveaways/service';
import type { SlotRequestsService } from '../slot-requests/service';
import type { WagerMilestonesService } from '../wager-milestones/service';
import type { PendingReply, TwitchPendingReply } from './reply-queue';

export type Templates = ChatReplyTemplates;

export type { ChatMessageIn } from '../../lib/chat-inbox';

/** What a command did: for the log, the tests and the reply. */
export type CommandResult = {
  outcome: 'ok' | 'refused' | 'cooldown' | 'not_linked' | 'error' | 'duplicate' | 'ignored';
  code?: string;
  reply?: string;
};

export type ChatCommandsDeps = {
  db: Db;
  /**
   * The live hunt: a bet names no hunt and reads none before its transaction, which locks the live one
   * (`placeChatGuess`, `placeChatAvgBet`: no site answer either); `current` (the whole hunt) where a
   * reply shows its figures.
   */
  liveHunt: Pick<LiveHuntService, 'current' | 'placeChatGuess' | 'placeChatAvgBet' | 'setGtbStatus'>;
  slotRequests: Pick<SlotRequestsService, 'requestByName' | 'settings' | 'saveSettings' | 'setOpen'>;
  giveaways: Pick<GiveawaysService, 'openForChat' | 'enter'>;
  /** `!pick`: the match open for predictions, and a prediction on it (ADR 071). */
  tournaments: Pick<TournamentsService, 'openForChat' | 'predictFromChat'>;
  /** `!wager`: the chatter's verified wager this month and their tiers (ADR 058). */
  wagerMilestones: Pick<WagerMilestonesService, 'progress'>;
  publicUrl: string;
  /**
   * The site default language (an admin's setting, cached per instance): the bot answers in it a
   * chatter whose linked account chose no language, or who has no account.
   */
  siteLocale: () => Promise<Locale>;
  /** The site currency (an admin's setting) that money in replies is written in. */
  currency: () => Promise<SiteCurrency>;
  /**
   * Queues a reply on a platform (never awaited by the webhook). Twitch's takes a SafeReply only: a
   * template filled with safe values, never a chatter's typed text (ADR 054).
   */
  reply: { kick: (reply: PendingReply) => void; twitch: (reply: TwitchPendingReply) => void };
  /** A platform's live state and stream start (the stream feature's cached status): timers, `{uptime}`. */
  streamOn: (platform: Platform) => Promise<{ live: boolean; startedAt?: string }>;
  /** The site's offer terms (names, hosts, codes): an admin's text for Twitch may hold none (ADR 054). */
  offerTerms: () => readonly string[];
  log: FastifyBaseLogger;
};

/**
 * A reply before it is written for its platform: its kind and safe values (all a Twitch reply is made
 * of), and what differs on a platform: Twitch's own kind (a whole sentence where Kick's has a link or
 * quotes the chatter), Kick's own kind, values (the typed `!sr` query, links), a plain line (a
 * service's sentence) or a link after the line.
 */
export type Draft = {
  kind: ChatReplyKind;
  vars: SafeReplyVars;
  twitchKind?: ChatReplyKind;
  /**
   * `line`: a service's own sentence, which is English: Kick's reply to an English reader only (a
   * reply is in one language; any other reader gets the kind's template).
   */
  kick?: { kind?: ChatReplyKind; vars?: KickReplyVars; line?: string; suffix?: string };
};

/** What a command did, before its reply is written: the outcome, the reply's draft, the countable result. */
export type Run = {
  outcome: CommandResult['outcome'];
  code?: string;
  draft?: Draft;
  /** A custom command's reply: the admin's template and its safe values (rendered for either platform). */
  adminText?: { template: string; vars: SafeReplyVars };
  chatOutcome?: ChatOutcome;
};

/** The values every reply of a message may use. */
export type ReplyContext = {
  /** The chatter's name, the command as configured, the platform's name. */
  vars: SafeReplyVars;
  /** Kick only: the site's link. */
  kickVars: KickReplyVars;
  /** A command's name as the admin configured it, with the prefix. */
  commandOf: (key: ChatCommandKey) => SafeValue;
};
