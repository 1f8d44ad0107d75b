import { AVG_GROUP_RANGES } from '@app/hunts';
import {
  CHAT_COMMAND_KEYS,
  DEFAULT_CHAT_COMMANDS,
  catalogueValue,
  completeCommandConfigs,
  chatterValue,
  cooldownKeys,
  dollarsText,
  fixedValue,
  huntLineVars,
  isModerator,
  localizedValue,
  normalizeChatText,
  numberValue,
  moneyValue,
  numericTextValue,
  parseAvgArgs,
  parseCommand,
  parseGtbArgs,
  parseSrArgs,
  plainVars,
  renderReply,
  renderSafeReply,
  resolveCommand,
  typedText,
  validateCommandConfigs,
  wagerReply,
  DEFAULT_REPLY_TEMPLATES,
  type ChatCommandConfig,
  type ChatCommandKey,
  type ChatOutcome,
  type ChatOutcomeKind,
  type ChatReplyKind,
  type ChatReplyTemplates,
  type KickReplyVars,
  type SafeReplyVars,
  type SafeValue,
} from '@app/chat';
import { PLATFORM_NAMES, type Locale, type Platform, type SiteCurrency } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AffiliateRequiredError, AppError } from '../../lib/app-error';
import type { LiveHuntService } from '../live-hunt/service';
import { chatModeratorActor, type AuditActor } from '../audit/actor';
import { auditService } from '../audit/service';
import { changes, type Fields } from '../audit/summary';
import { pointsService } from '../points/service';
import type { GiveawaysService } from '../giveaways/service';
import type { SlotRequestsService } from '../slot-requests/service';
import type { WagerMilestonesService } from '../wager-milestones/service';
import type { PendingReply, TwitchPendingReply } from './reply-queue';
import * as repo from './repository';
import {
  chatCommandConfigSchema,
  chatCommandSettingsSchema,
  type ChatCommandLogEntry,
  type ChatCommandSettings,
} from './schemas';

/**
 * How long an instance keeps the settings it read: a save on another instance takes effect here
 * within this many milliseconds (a save on this instance at once).
 */
const SETTINGS_TTL_MS = 5_000;

type Templates = ChatReplyTemplates;

/** A chat message from either platform, as the platform's webhook delivered it. */
export type ChatMessageIn = {
  platform: Platform;
  /** The platform's id of the chat message: its command runs once per id. */
  messageId: string;
  chatterId: string;
  chatterLogin: string;
  chatterName: string;
  /** Badge types (Kick) or set ids (Twitch). */
  badges: string[];
  /** The channel's own account wrote it. */
  isBroadcaster: boolean;
  content: string;
  /**
   * When the platform's webhook received it: a GTB guess received before GTB closed counts even
   * when its command runs after the close (a burst at the close waits in line).
   */
  receivedAt: Date;
};

/** What a command did: for the log, the tests and the reply. */
export type CommandResult = {
  outcome: 'ok' | 'refused' | 'cooldown' | 'not_linked' | 'error' | 'duplicate' | 'ignored';
  code?: string;
  reply?: string;
};

export type ChatCommandsDeps = {
  db: Db;
  liveHunt: Pick<LiveHuntService, 'current' | 'placeGuess' | 'placeAvgBet' | 'setGtbStatus'>;
  slotRequests: Pick<SlotRequestsService, 'requestByName' | 'settings' | 'saveSettings' | 'setOpen'>;
  giveaways: Pick<GiveawaysService, 'openForChat' | 'enter'>;
  /** `!wager`: the chatter's verified wager this month and their tiers (ADR 058). */
  wagerMilestones: Pick<WagerMilestonesService, 'progress'>;
  publicUrl: string;
  /**
   * The site default language (an admin's setting, cached per instance): the bot answers in it a
   * chatter whose linked account chose no language, or who has no account.
   */
  siteLocale: () => Promise<Locale>;
  /** The language an account chose, or null (ADR 057: the locale feature's `ofUser`). */
  userLocale: (userId: string) => Promise<Locale | null>;
  /** The site currency (an admin's setting) that money in replies is written in. */
  currency: () => Promise<SiteCurrency>;
  /**
   * Queues a reply on a platform (never awaited by the webhook). Twitch's takes a SafeReply only: a
   * template filled with safe values, never a chatter's typed text (ADR 054).
   */
  reply: { kick: (reply: PendingReply) => void; twitch: (reply: TwitchPendingReply) => void };
  log: FastifyBaseLogger;
};

/**
 * A reply before it is written for its platform: its kind and safe values (all a Twitch reply is made
 * of), and what differs on a platform: Twitch's own kind (a whole sentence where Kick's has a link or
 * quotes the chatter), Kick's own kind, values (the typed `!sr` query, links), a plain line (a
 * service's sentence) or a link after the line.
 */
type Draft = {
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
type Run = {
  outcome: CommandResult['outcome'];
  code?: string;
  draft?: Draft;
  chatOutcome?: ChatOutcome;
};

/** The values every reply of a message may use. */
type ReplyContext = {
  /** The chatter's name, the command as configured, the platform's name. */
  vars: SafeReplyVars;
  /** Kick only: the site's link. */
  kickVars: KickReplyVars;
  /** A command's name as the admin configured it, with the prefix. */
  commandOf: (key: ChatCommandKey) => SafeValue;
};

/** The reply kind of a refusal code from the live hunt service, where a template exists. */
const REFUSALS: Record<string, ChatReplyKind> = {
  GTB_CLOSED: 'gtb_closed',
  GTB_ALREADY_PLACED: 'gtb_already_placed',
  GTB_OUT_OF_RANGE: 'gtb_out_of_range',
  GTB_CLOSED_FOR_GOOD: 'gtb_closed_for_good',
  AVG_CLOSED: 'avg_closed',
  AVG_ALREADY_PLACED: 'avg_already_placed',
  AVG_OUT_OF_RANGE: 'avg_out_of_range',
  INSUFFICIENT_POINTS: 'insufficient_points',
  NO_LIVE_HUNT: 'no_live_hunt',
  NOT_FOUND: 'no_live_hunt',
  SLOT_REQUESTS_CLOSED: 'sr_closed',
  SLOT_REQUEST_OPEN: 'sr_already_queued',
  GIVEAWAY_CLOSED: 'join_none',
  GIVEAWAY_MAX_TICKETS: 'join_already_entered',
};

/**
 * Why a bet was refused, short, for the counted reply lines ("3 refused: already guessed"), in each
 * language: a counted line is written in one language (the site default), whoever was refused.
 */
const REASONS: Record<string, Record<Locale, string>> = {
  GTB_ALREADY_PLACED: { en: 'already guessed', 'pt-PT': 'já deu palpite', 'pt-BR': 'já palpitou' },
  GTB_CLOSED: { en: 'GTB closed', 'pt-PT': 'GTB fechado', 'pt-BR': 'GTB fechado' },
  GTB_OUT_OF_RANGE: { en: 'out of range', 'pt-PT': 'fora do intervalo', 'pt-BR': 'fora do intervalo' },
  AVG_ALREADY_PLACED: { en: 'already bet', 'pt-PT': 'já apostou', 'pt-BR': 'já apostou' },
  AVG_CLOSED: { en: 'AVG closed', 'pt-PT': 'AVG fechado', 'pt-BR': 'AVG fechado' },
  AVG_OUT_OF_RANGE: { en: 'out of range', 'pt-PT': 'fora do intervalo', 'pt-BR': 'fora do intervalo' },
  INSUFFICIENT_POINTS: { en: 'not enough points', 'pt-PT': 'pontos insuficientes', 'pt-BR': 'pontos insuficientes' },
  NO_LIVE_HUNT: { en: 'no live hunt', 'pt-PT': 'sem hunt ao vivo', 'pt-BR': 'sem hunt ao vivo' },
  SLOT_REQUESTS_CLOSED: { en: 'requests closed', 'pt-PT': 'pedidos fechados', 'pt-BR': 'pedidos fechados' },
  GIVEAWAY_CLOSED: { en: 'giveaway closed', 'pt-PT': 'sorteio fechado', 'pt-BR': 'sorteio fechado' },
  GIVEAWAY_MAX_TICKETS: { en: 'already in', 'pt-PT': 'já está no sorteio', 'pt-BR': 'já está no sorteio' },
  GIVEAWAY_NOT_ELIGIBLE: { en: 'not eligible', 'pt-PT': 'sem direito', 'pt-BR': 'sem direito' },
  // Said on Twitch too: never a casino's name (ADR 054), never the word the Twitch guard drops.
  AFFILIATE_REQUIRED: {
    en: 'casino account not verified',
    'pt-PT': 'conta de casino por verificar',
    'pt-BR': 'conta de cassino não verificada',
  },
  GTB_AMOUNT_MISSING: { en: 'no amount', 'pt-PT': 'sem valor', 'pt-BR': 'sem valor' },
  GTB_AMOUNT_INVALID: { en: 'invalid amount', 'pt-PT': 'valor inválido', 'pt-BR': 'valor inválido' },
  AVG_GROUP_MISSING: { en: 'no group', 'pt-PT': 'sem grupo', 'pt-BR': 'sem grupo' },
  AVG_GROUP_INVALID: { en: 'invalid group', 'pt-PT': 'grupo inválido', 'pt-BR': 'grupo inválido' },
  AVG_BET_MISSING: { en: 'no points', 'pt-PT': 'sem pontos', 'pt-BR': 'sem pontos' },
  AVG_BET_INVALID: { en: 'invalid points', 'pt-PT': 'pontos inválidos', 'pt-BR': 'pontos inválidos' },
  SLOT_REQUEST_OPEN: {
    en: 'already in the queue',
    'pt-PT': 'já tem um pedido na fila',
    'pt-BR': 'já tem pedido na fila',
  },
};

/**
 * Chat commands (docs/product.md#chat-commands): a chat message that is a command is claimed by its
 * message id (once, on any instance), held to its cooldowns, matched to the chatter's account through
 * the platform identity, and run through the same services as the site's buttons (the live hunt's
 * GTB and AVG, the points balance). The reply is queued per platform; the run is logged.
 */
/**
 * The audit summary of a save of the chat command settings: per command key, the fields that changed;
 * the reply templates that changed, by kind.
 */
function settingsChanges(
  before: { commands: unknown; templates: unknown } | null,
  after: ChatCommandSettings,
): { before: Fields; after: Fields } {
  // Never saved before: the defaults were in force.
  const previous = Array.isArray(before?.commands)
    ? (before.commands as Fields[])
    : (DEFAULT_CHAT_COMMANDS as unknown as Fields[]);
  // Read back in the fields' own order (jsonb orders an object's keys its own way, and the diff compares JSON).
  const inOrder = (c: Fields): Fields => {
    const enabled = c.enabled as Fields | null | undefined;
    return {
      ...c,
      enabled: enabled && typeof enabled === 'object' ? { twitch: enabled.twitch, kick: enabled.kick } : enabled,
    };
  };
  const oldCommands = new Map(previous.map((c) => [String(c.key), inOrder(c)]));
  const b: Fields = {};
  const a: Fields = {};
  for (const command of after.commands) {
    const diff = changes(oldCommands.get(command.key) ?? {}, command as unknown as Fields);
    if (diff.after && Object.keys(diff.after).length) {
      b[command.key] = diff.before;
      a[command.key] = diff.after;
    }
  }
  const oldTemplates = (before?.templates ?? {}) as Record<string, unknown>;
  const newTemplates = after.templates as Record<string, unknown>;
  const kinds = [...new Set([...Object.keys(oldTemplates), ...Object.keys(newTemplates)])].filter(
    (k) => JSON.stringify(oldTemplates[k] ?? null) !== JSON.stringify(newTemplates[k] ?? null),
  );
  if (kinds.length) a.templatesChanged = kinds;
  return { before: b, after: a };
}

export function createChatCommandsService(deps: ChatCommandsDeps) {
  let cached: { settings: ChatCommandSettings; until: number } | null = null;
  const site = deps.publicUrl.replace(/\/$/, '');

  /**
   * The admin's settings (the defaults before the first save), read at most every SETTINGS_TTL_MS:
   * another instance's save is stale here for up to that long. A row saved before a command existed
   * reads with that command's defaults added (`completeCommandConfigs`; a key this version does not
   * know is dropped), so the admin's choices stay; a row that still does not read falls back to the
   * defaults, logged.
   */
  async function settings(): Promise<ChatCommandSettings> {
    if (cached && cached.until > Date.now()) return cached.settings;
    const row = await repo.getSettings(deps.db);
    let value: ChatCommandSettings = { commands: DEFAULT_CHAT_COMMANDS.map(copyConfig), templates: {} };
    if (row) {
      const parsed = chatCommandSettingsSchema.safeParse({
        commands: storedCommands(row.commands),
        templates: row.templates,
      });
      if (parsed.success && validateCommandConfigs(parsed.data.commands).length === 0) value = parsed.data;
      else deps.log.warn('chat command settings unreadable: the defaults are used');
    }
    cached = { settings: value, until: Date.now() + SETTINGS_TTL_MS };
    return value;
  }

  /** Validates and saves the admin's settings (400 VALIDATION_ERROR naming `commands.<i>.<field>`). */
  async function saveSettings(input: ChatCommandSettings, actor: AuditActor): Promise<void> {
    const errors = validateCommandConfigs(input.commands);
    if (errors.length) {
      const fields: Record<string, string> = {};
      for (const e of errors) fields[e.path ? `commands.${e.path}` : 'commands'] ??= e.message;
      const summary = Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ');
      throw new AppError('VALIDATION_ERROR', `Invalid request — ${summary}`, fields);
    }
    // Empty overrides mean "the default": they are not stored.
    const templates: Templates = {};
    for (const [kind, t] of Object.entries(input.templates) as [ChatReplyKind, Partial<Record<Locale, string>>][]) {
      const kept = Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined && v.trim() !== ''));
      if (Object.keys(kept).length) templates[kind] = kept;
    }
    const value: ChatCommandSettings = {
      commands: input.commands.map(copyConfig),
      templates: templates as ChatCommandSettings['templates'],
    };
    await deps.db.transaction(async (tx) => {
      const before = await repo.getSettings(tx);
      const summary = settingsChanges(before, value);
      // A save that changes nothing writes nothing (no row, no audit entry).
      if (Object.keys(summary.after ?? {}).length === 0) return;
      await repo.saveSettings(tx, value, actor.userId);
      await auditService.record(tx, actor, {
        action: 'chat_commands.update',
        targetType: 'setting',
        targetId: 'chat_commands',
        summary,
      });
    });
    cached = { settings: value, until: Date.now() + SETTINGS_TTL_MS };
    // A slot request costs the same from the site and from chat: the `sr` cost is the slot requests' one
    // (saved, and audited, by the slot requests service in its own transaction).
    const sr = value.commands.find((c) => c.key === 'sr');
    if (sr && sr.cost !== (await deps.slotRequests.settings()).cost)
      await deps.slotRequests.saveSettings({ cost: sr.cost }, actor);
  }

  /** The settings as the Commands page shows them: the `sr` cost is the slot requests' current cost. */
  async function adminSettings(): Promise<ChatCommandSettings> {
    const [current, requests] = await Promise.all([settings(), deps.slotRequests.settings()]);
    return {
      ...current,
      commands: current.commands.map((c) => (c.key === 'sr' ? { ...copyConfig(c), cost: requests.cost } : c)),
    };
  }

  async function log(): Promise<ChatCommandLogEntry[]> {
    const rows = await repo.lastRuns(deps.db);
    return rows.map((r) => ({
      at: r.createdAt.toISOString(),
      platform: r.platform,
      chatter: r.chatterLogin,
      command: r.command,
      input: r.input,
      outcome: r.outcome,
      code: r.code,
      reply: r.reply,
    }));
  }

  /** Commands being run now on this instance (they run after the webhook has answered). */
  const running = new Set<Promise<CommandResult>>();

  /** Runs one chat message's command; `idle()` waits for every run under way. */
  function handle(msg: ChatMessageIn): Promise<CommandResult> {
    const run = handleOne(msg);
    running.add(run);
    const forget = () => running.delete(run);
    run.then(forget, forget);
    return run;
  }

  /** Resolves once no command is running on this instance (shutdown, tests). */
  async function idle(): Promise<void> {
    while (running.size) await Promise.allSettled([...running]);
  }

  async function handleOne(msg: ChatMessageIn): Promise<CommandResult> {
    const text = normalizeChatText(msg.content);
    const parsed = parseCommand(text);
    const current = await settings();
    const templates: Templates = current.templates;
    const resolved = resolveCommand(parsed, current.commands, msg.platform);
    if (!parsed || !resolved) return { outcome: 'ignored' };
    const key = { platform: msg.platform, messageId: msg.messageId };
    const claimed = await repo.claimRun(deps.db, {
      ...key,
      chatterId: msg.chatterId,
      chatterLogin: msg.chatterLogin.slice(0, 100),
      command: resolved.key,
      input: text,
    });
    if (!claimed) return { outcome: 'duplicate' };
    const moderator = msg.isBroadcaster || isModerator(msg.badges, msg.platform);
    // Every value of a reply is typed by where it comes from (ADR 054): the chatter's name, the command
    // as the admin named it (never as typed), the platform's name. The site's link is Kick's only.
    const configured = (k: ChatCommandKey) => current.commands.find((c) => c.key === k)?.name ?? k;
    const typedName =
      [resolved.config.name, ...resolved.config.aliases].find((n) => n.toLowerCase() === parsed.name) ??
      resolved.config.name;
    const base: ReplyContext = {
      vars: {
        user: chatterValue(msg.chatterName, msg.chatterLogin),
        command: fixedValue(`!${typedName}`),
        platform: fixedValue(PLATFORM_NAMES[msg.platform]),
      },
      kickVars: { siteUrl: fixedValue(site) },
      commandOf: (k) => fixedValue(`!${configured(k)}`),
    };
    let userId: string | null = null;
    // The chatter's account, looked up once per message (for the command and for the reply's language).
    let account: Promise<string | null> | undefined;
    const accountOf = () => (account ??= repo.accountOf(deps.db, msg.platform, msg.chatterId));
    let run: Run;
    try {
      const config = resolved.config;
      const cooldowns = cooldownKeys(msg.platform, resolved.key, msg.chatterId);
      const free =
        moderator ||
        ((config.globalCooldownSeconds === 0 ||
          (await repo.takeCooldown(deps.db, cooldowns.global, config.globalCooldownSeconds))) &&
          (config.userCooldownSeconds === 0 ||
            (await repo.takeCooldown(deps.db, cooldowns.user, config.userCooldownSeconds))));
      // Spam control: a command in its cooldown is logged and answered with silence.
      run = free
        ? await runCommand(resolved.key, parsed.args, msg, moderator, base, async () => {
            const id = await accountOf();
            if (id) userId = id;
            return id;
          })
        : { outcome: 'cooldown' };
    } catch (err) {
      deps.log.error({ err: (err as Error).message, platform: msg.platform }, 'chat command failed');
      run = { outcome: 'error', code: 'INTERNAL', draft: { kind: 'error', vars: base.vars } };
    }
    let reply: string | undefined;
    if (run.draft) {
      const locale = await replyLocale(accountOf);
      if (msg.platform === 'twitch') {
        const line = renderSafeReply(run.draft.twitchKind ?? run.draft.kind, locale, run.draft.vars, templates);
        reply = line.text;
        deps.reply.twitch({ text: line, ...(run.chatOutcome ? { outcome: run.chatOutcome } : {}) });
      } else {
        reply = kickLine(run.draft, base, templates, locale);
        deps.reply.kick({ text: reply, ...(run.chatOutcome ? { outcome: run.chatOutcome } : {}) });
      }
    }
    const result: CommandResult = {
      outcome: run.outcome,
      ...(run.code ? { code: run.code } : {}),
      ...(reply !== undefined ? { reply } : {}),
    };
    await repo.finishRun(deps.db, key, {
      outcome: result.outcome,
      code: result.code ?? null,
      reply: result.reply ?? null,
      userId,
    });
    if (Math.random() < 0.01) await repo.pruneRuns(deps.db);
    return result;
  }

  /**
   * The language of a reply to this chatter (ADR 057): the one their linked account chose, else the
   * site default. A failed read answers in English rather than not at all.
   */
  async function replyLocale(accountOf: () => Promise<string | null>): Promise<Locale> {
    try {
      const id = await accountOf();
      return (id ? await deps.userLocale(id) : null) ?? (await deps.siteLocale());
    } catch (err) {
      deps.log.warn({ err: (err as Error).message }, 'chat reply language unreadable: English is used');
      return 'en';
    }
  }

  /** A Kick line: the Kick kind or plain line where there is one, with the values only Kick may show. */
  function kickLine(draft: Draft, base: ReplyContext, templates: Templates, locale: Locale): string {
    if (draft.kick?.line !== undefined && locale === 'en') return draft.kick.line;
    const vars = { ...base.kickVars, ...draft.vars, ...draft.kick?.vars };
    const text = renderReply(draft.kick?.kind ?? draft.kind, locale, plainVars(vars, locale), templates);
    return draft.kick?.suffix ? `${text} ${draft.kick.suffix}` : text;
  }

  async function runCommand(
    key: ChatCommandKey,
    args: string[],
    msg: ChatMessageIn,
    moderator: boolean,
    base: ReplyContext,
    /** The chatter's linked account (looked up once per message, and recorded on the run), or null. */
    account: () => Promise<string | null>,
  ): Promise<Run> {
    const user = base.vars.user!;
    const draft = (kind: ChatReplyKind, extra: SafeReplyVars = {}, more: Partial<Draft> = {}): Draft => ({
      kind,
      vars: { ...base.vars, ...extra },
      ...more,
    });
    const ok = (kind: ChatReplyKind, extra?: SafeReplyVars, more?: Partial<Draft>): Run => ({
      outcome: 'ok',
      draft: draft(kind, extra, more),
    });
    const refuse = (code: string, kind: ChatReplyKind, extra?: SafeReplyVars, more?: Partial<Draft>): Run => ({
      outcome: 'refused',
      code,
      draft: draft(kind, extra, more),
    });
    const notLinked = (): Run => ({
      outcome: 'not_linked',
      draft: draft('not_linked', {}, { twitchKind: 'not_linked_twitch' }),
    });
    const reasonOf = (code: string | undefined): SafeValue | undefined => {
      const reason = code ? REASONS[code] : undefined;
      return reason ? localizedValue(reason) : undefined;
    };
    const counted = (kind: ChatOutcomeKind, r: Run, okay: boolean): Run => {
      const reason = okay ? undefined : reasonOf(r.code);
      return { ...r, chatOutcome: { kind, ok: okay, chatter: user, ...(reason ? { reason } : {}) } };
    };
    /**
     * A refusal of a service in the chat's words. Where no template exists the service's own sentence
     * is Kick's reply; Twitch gets the `refused` template (a service's sentence may quote input).
     */
    const refusal = async (err: unknown): Promise<Run> => {
      if (!(err instanceof AppError)) throw err;
      // Affiliates only (ADR 059): Kick names the sponsor (the admin's own row) and links the profile;
      // Twitch says how to verify in words, naming no casino.
      if (err instanceof AffiliateRequiredError)
        return refuse(
          err.code,
          err.sponsor ? 'join_affiliate_required_sponsor' : 'join_affiliate_required',
          {},
          {
            twitchKind: 'join_affiliate_required_twitch',
            ...(err.sponsor ? { kick: { vars: { sponsor: fixedValue(err.sponsor.name) } } } : {}),
          },
        );
      const kind = REFUSALS[err.code];
      if (!kind) return refuse(err.code, 'refused', {}, { kick: { line: `@${String(user.value)}: ${err.message}` } });
      if (kind === 'gtb_out_of_range') {
        const hunt = await deps.liveHunt.current();
        return refuse(err.code, kind, { max: numericTextValue(dollarsText(hunt?.gtb.maxGuess ?? 0)) });
      }
      return refuse(err.code, kind);
    };
    /** A moderator's command is audited as the chatter's account (null when unlinked), by chat message id. */
    const moderatorActor = async () =>
      chatModeratorActor(await account(), `${String(user.value)} (${msg.platform}:${msg.chatterLogin})`, msg.messageId);
    /**
     * A bet of the linked account on the live hunt through the hunt service (GTB guess, AVG bet): its
     * reply, and its outcome for the counted reply lines.
     */
    const bet = async (
      kind: 'gtb' | 'avg',
      place: (userId: string, huntId: string) => Promise<unknown>,
      recorded: () => Run | Promise<Run>,
    ): Promise<Run> => {
      const id = await account();
      if (!id) return notLinked();
      const hunt = await liveHunt();
      if (!hunt) return refuse('NO_LIVE_HUNT', 'no_live_hunt');
      try {
        await place(id, hunt._id);
        return counted(kind, await recorded(), true);
      } catch (err) {
        return counted(kind, await refusal(err), false);
      }
    };
    // A usage reply counts with the bets, so a burst of typos is joined into the counted lines.
    const usage = (kind: 'gtb' | 'avg', code: string, reply: ChatReplyKind) =>
      counted(kind, refuse(code, reply), false);
    const liveHunt = async () => {
      const hunt = await deps.liveHunt.current();
      return hunt && hunt.status === 'live' ? hunt : null;
    };

    switch (key) {
      case 'points': {
        const id = await account();
        if (!id) return notLinked();
        return ok('points_balance', { points: numberValue(await pointsService.balance(deps.db, id)) });
      }
      case 'hunt': {
        const hunt = await deps.liveHunt.current();
        if (!hunt || hunt.status !== 'live') return refuse('NO_LIVE_HUNT', 'no_live_hunt');
        const vars = huntLineVars(
          hunt.index,
          hunt.start,
          hunt.bonus.map((b) => ({ betCents: b.bet, earningCents: b.earning, isSuper: b.isSuper })),
          await deps.currency(),
        );
        // The tracking page's link follows on Kick; Twitch gets no link.
        return ok('hunt_line', vars, { kick: { suffix: `${site}/stream/bonushunt` } });
      }
      case 'join': {
        // `!join` buys one ticket of the open giveaway that takes chat entries; `!join 3` three.
        const count = args.length === 0 ? 1 : /^\d{1,4}$/.test(args[0]!) && args.length === 1 ? Number(args[0]) : 0;
        if (count < 1) return refuse('JOIN_TICKETS_INVALID', 'join_none');
        const id = await account();
        if (!id) return notLinked();
        const giveaway = await deps.giveaways.openForChat();
        if (!giveaway) return refuse('NO_GIVEAWAY', 'join_none');
        try {
          await deps.giveaways.enter(giveaway.id, id, count, { source: msg.platform, badges: msg.badges });
          return counted('join', ok('join_entered'), true);
        } catch (err) {
          return counted('join', await refusal(err), false);
        }
      }
      case 'offers':
        // resolveCommand never lets this through on Twitch; were it let through, Twitch gets no link.
        return ok('offers_link', {}, { twitchKind: 'refused', kick: { vars: { offersUrl: fixedValue(`${site}/`) } } });
      case 'gtb': {
        const parsed = parseGtbArgs(args);
        if (parsed.kind === 'open' || parsed.kind === 'close') {
          if (!moderator) return refuse('MODERATORS_ONLY', 'moderators_only');
          const open = parsed.kind === 'open';
          try {
            const { hunt, changed } = await deps.liveHunt.setGtbStatus(
              open ? 'opened' : 'closed',
              await moderatorActor(),
            );
            // A command that changes nothing says so (and the service wrote nothing).
            if (!changed)
              return refuse(open ? 'ALREADY_OPEN' : 'ALREADY_CLOSED', open ? 'gtb_already_open' : 'gtb_already_closed');
            return open
              ? ok('gtb_opened', { command: base.commandOf('gtb') })
              : ok('gtb_closed_announce', { count: numberValue(hunt.gtb.participants) });
          } catch (err) {
            return refusal(err);
          }
        }
        if (parsed.kind === 'error') return usage('gtb', parsed.code, 'gtb_usage');
        return bet(
          'gtb',
          (userId, huntId) => deps.liveHunt.placeGuess(userId, huntId, parsed.cents, { receivedAt: msg.receivedAt }),
          async () => ok('gtb_recorded', { guess: moneyValue(parsed.cents, await deps.currency()) }),
        );
      }
      case 'avg': {
        const parsed = parseAvgArgs(args);
        if (parsed.kind === 'error') return usage('avg', parsed.code, 'avg_usage');
        return bet(
          'avg',
          (userId, huntId) => deps.liveHunt.placeAvgBet(userId, huntId, parsed.group, parsed.points),
          () =>
            ok('avg_recorded', {
              betPoints: numberValue(parsed.points),
              group: fixedValue(parsed.group),
              range: fixedValue(AVG_GROUP_RANGES[parsed.group].label),
            }),
        );
      }
      case 'sr': {
        const parsed = parseSrArgs(args);
        if (parsed.kind === 'open' || parsed.kind === 'close') {
          if (!moderator) return refuse('MODERATORS_ONLY', 'moderators_only');
          const open = parsed.kind === 'open';
          const { changed } = await deps.slotRequests.setOpen(open, await moderatorActor());
          if (!changed)
            return refuse(open ? 'ALREADY_OPEN' : 'ALREADY_CLOSED', open ? 'sr_already_open' : 'sr_already_closed');
          return open ? ok('sr_opened', { command: base.commandOf('sr') }) : ok('sr_closed_announce');
        }
        if (parsed.kind === 'error') return refuse(parsed.code, 'sr_usage');
        const id = await account();
        if (!id) return notLinked();
        try {
          const made = await deps.slotRequests.requestByName(id, parsed.query, msg.platform);
          // The query is typed text: Kick may quote it, Twitch never does.
          if (made.kind === 'none')
            return refuse(
              'SLOT_NOT_FOUND',
              'sr_not_found',
              {},
              { twitchKind: 'sr_not_found_twitch', kick: { vars: { query: typedText(parsed.query) } } },
            );
          // Slot names come from the catalogue's rows, never from the typed text.
          if (made.kind === 'choices')
            return refuse('SLOT_CHOICES', 'sr_choices', {
              choices: catalogueValue(
                made.slots.map((s) => (s.provider ? `${s.name} (${s.provider})` : s.name)).join(' · '),
              ),
            });
          return counted(
            'sr',
            ok('sr_queued', {
              slot: catalogueValue(made.request.slot.name),
              position: numberValue(made.position),
            }),
            true,
          );
        } catch (err) {
          return counted('sr', await refusal(err), false);
        }
      }
      case 'wager': {
        const id = await account();
        if (!id) return notLinked();
        const reply = wagerReply(await deps.wagerMilestones.progress(id), await deps.currency());
        // No verified casino account: how to verify (the profile's link on Kick, the page in words on Twitch).
        if (!reply)
          return refuse('CASINO_NOT_VERIFIED', 'wager_not_verified', {}, { twitchKind: 'wager_not_verified_twitch' });
        // Twitch gets the dollars and the period only; Kick's reply may name the tier's sponsor.
        return ok(reply.kind, reply.vars, reply.kick ? { kick: reply.kick } : {});
      }
      default:
        return { outcome: 'ignored' };
    }
  }
  return {
    handle,
    idle,
    settings,
    adminSettings,
    saveSettings,
    log,
    defaults: () => ({ commands: DEFAULT_CHAT_COMMANDS.map(copyConfig), templates: DEFAULT_REPLY_TEMPLATES }),
    lastRuns: () => repo.lastRuns(deps.db),
  };
}

export type ChatCommandsService = ReturnType<typeof createChatCommandsService>;

/**
 * The commands of a stored row as today's configuration: the entries of known keys read one by one
 * (an entry that does not read leaves it to the caller's refusal), the keys added since completed with
 * their defaults. Anything else is returned as stored, for the schema to refuse.
 */
function storedCommands(stored: unknown): unknown {
  if (!Array.isArray(stored)) return stored;
  const known = stored.filter((c: unknown) =>
    (CHAT_COMMAND_KEYS as readonly unknown[]).includes((c as { key?: unknown } | null)?.key),
  );
  const parsed = z.array(chatCommandConfigSchema).safeParse(known);
  return parsed.success ? completeCommandConfigs(parsed.data) : stored;
}

/** A config with exactly the known fields (a stored or posted one may carry more). */
function copyConfig(c: ChatCommandConfig): ChatCommandConfig {
  return {
    key: c.key,
    name: c.name,
    aliases: [...c.aliases],
    enabled: { twitch: c.enabled.twitch, kick: c.enabled.kick },
    userCooldownSeconds: c.userCooldownSeconds,
    globalCooldownSeconds: c.globalCooldownSeconds,
    cost: c.cost,
  };
}
