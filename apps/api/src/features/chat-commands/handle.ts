import {
  chatterValue,
  cooldownKeys,
  fixedValue,
  isModerator,
  normalizeChatText,
  parseCommand,
  plainVars,
  renderAdminReply,
  renderReply,
  renderSafeReply,
  resolveCommand,
  type ChatCommandKey,
} from '@app/chat';
import { isLocale, PLATFORM_NAMES, type Locale } from '@app/contracts';
import { createBatcher } from '../../lib/batcher';
import { createLimit } from '../../lib/limit';
import { COMMANDS } from './commands';
import { commandContext, type CommandContext } from './commands/context';
import type { CustomChat, CustomCommand } from './custom';
import { countChatMessage } from './custom-repository';
import { adminTextVars } from './custom-vars';
import * as repo from './repository';
import type { ChatCommandSettingsService } from './settings';
import type { ChatCommandsDeps, ChatMessageIn, CommandResult, Draft, ReplyContext, Run, Templates } from './types';

/**
 * Commands run at once on one instance (ADR 078). A burst's commands wait their turn here, not in the
 * database pool's queue (20 connections): the site's own requests keep connections to work with, and
 * the webhooks' answers keep the CPU they need. Measured in bench:chat-burst: 8 or 12 at once left the
 * commands behind the site's guesses; 16 keeps them ahead.
 */
export const MAX_RUNNING_COMMANDS = 16;

/** A sweep's second try of a message (ADR 079): a claim at least this old and never finished is taken over. */
export type Retry = { afterSeconds: number };

/** Runs a command's handler (commands/<key>.ts); a key without one is ignored. */
async function runCommand(c: CommandContext, key: ChatCommandKey): Promise<Run> {
  const handler = COMMANDS[key] as ((c: CommandContext) => Promise<Run>) | undefined;
  return handler ? handler(c) : { outcome: 'ignored' };
}

/**
 * A chat message's command: claimed by its message id (once, on any instance), held to its
 * cooldowns, matched to the chatter's account through the platform identity, run by its handler
 * (commands/), its reply queued per platform in the chatter's language, and the run logged.
 */
export function createChatCommandHandler(
  deps: ChatCommandsDeps,
  settings: Pick<ChatCommandSettingsService, 'settings'>,
  custom: Pick<CustomChat, 'find' | 'timersOn'>,
) {
  const site = deps.publicUrl.replace(/\/$/, '');

  /**
   * A run's outcome on its row, and its message out of the chat inbox (ADR 079). During a burst the
   * messages that finish while one statement is being written go together in the next (lib/batcher.ts,
   * ADR 073); the run awaits its own.
   */
  const settle = createBatcher<repo.Settled, void>({
    maxBatch: 200,
    maxInFlight: 2,
    run: async (settled) => {
      await repo.settleRuns(deps.db, settled);
      return settled.map(() => undefined);
    },
  });

  /** Commands being run now on this instance, or waiting their turn (they run after the webhook has answered). */
  const running = new Set<Promise<CommandResult>>();
  const inTurn = createLimit(MAX_RUNNING_COMMANDS);

  /**
   * Runs one chat message's command in its turn; `idle()` waits for every run under way or waiting.
   * `retry` (the inbox sweep only): the message may have claimed its run before its instance stopped.
   */
  function handle(msg: ChatMessageIn, retry?: Retry): Promise<CommandResult> {
    const run = inTurn(() => handleKept(msg, retry));
    running.add(run);
    const forget = () => running.delete(run);
    run.then(forget, forget);
    return run;
  }

  /** Resolves once no command is running on this instance (shutdown, tests). */
  async function idle(): Promise<void> {
    while (running.size) await Promise.allSettled([...running]);
  }

  /**
   * A message the webhook kept in the chat inbox (one that reads as a command) leaves it once its
   * command is done, with the run's outcome, or when it is ignored (an unknown command). A duplicate (the same chat message
   * under another delivery id) leaves it when the run that holds the claim has finished, else to that
   * run; a failure before the outcome leaves it for the sweep.
   */
  async function handleKept(msg: ChatMessageIn, retry: Retry | undefined): Promise<CommandResult> {
    const { result, run, keep } = await handleOne(msg, retry);
    if (keep) return result;
    await settle({ platform: msg.platform, messageId: msg.messageId, run });
    if (run && Math.random() < 0.01) await repo.pruneRuns(deps.db);
    return result;
  }

  async function handleOne(
    msg: ChatMessageIn,
    retry: Retry | undefined,
  ): Promise<{ result: CommandResult; run: repo.Settled['run']; keep?: boolean }> {
    const ignored = { result: { outcome: 'ignored' } as CommandResult, run: null };
    await countForTimers(deps, custom, msg);
    const text = normalizeChatText(msg.content);
    const parsed = parseCommand(text);
    const current = await settings.settings();
    const templates: Templates = current.templates;
    const resolved = resolveCommand(parsed, current.commands, msg.platform);
    // Not a command: never kept in the inbox (the webhook's `looksLikeCommand` is this same parse).
    if (!parsed) return { ...ignored, keep: true };
    // A built-in first; else the admin's own command of that name (which never shadows a built-in).
    const own: CustomCommand | null = resolved ? null : await custom.find(parsed.name, msg.platform);
    if (!resolved && !own) return ignored;
    const key = { platform: msg.platform, messageId: msg.messageId };
    const config = resolved ? resolved.config : own!;
    const moderator = msg.isBroadcaster || isModerator(msg.badges, msg.platform);
    // A moderator-only custom command is silent for anyone else (the badge of the message, either platform).
    const allowed = moderator || !own?.modOnly;
    const cooldowns = cooldownKeys(msg.platform, resolved ? resolved.key : `custom:${own!.id}`, msg.chatterId);
    // Moderators, a refused command and a retry (its first claim took them) take no cooldown.
    const held = allowed && !moderator && !retry;
    // The claim, the cooldowns, the chatter's account and language: one statement (ADR 073).
    const intake = await repo.takeRun(
      deps.db,
      {
        ...key,
        chatterId: msg.chatterId,
        chatterLogin: msg.chatterLogin.slice(0, 100),
        command: resolved ? resolved.key : `custom:${own!.name}`,
        input: text,
      },
      {
        globalKey: cooldowns.global,
        globalSeconds: held ? config.globalCooldownSeconds : 0,
        userKey: cooldowns.user,
        userSeconds: held ? config.userCooldownSeconds : 0,
      },
      retry ? retry.afterSeconds : null,
    );
    if (!intake.claimed) return { result: { outcome: 'duplicate' }, run: null, keep: !intake.finishedBefore };
    // Every value of a reply is typed by where it comes from (ADR 054): the chatter's name, the command
    // as the admin named it (never as typed), the platform's name. The site's link is Kick's only.
    const configured = (k: ChatCommandKey) => current.commands.find((c) => c.key === k)?.name ?? k;
    const typedName = resolved
      ? ([resolved.config.name, ...resolved.config.aliases].find((n) => n.toLowerCase() === parsed.name) ??
        resolved.config.name)
      : own!.name;
    const base: ReplyContext = {
      vars: {
        user: chatterValue(msg.chatterName, msg.chatterLogin),
        command: fixedValue(`!${typedName}`),
        platform: fixedValue(PLATFORM_NAMES[msg.platform]),
      },
      kickVars: { siteUrl: fixedValue(site) },
      commandOf: (k) => fixedValue(`!${configured(k)}`),
    };
    // The run records the account only when the command asked for it.
    let userId: string | null = null;
    const accountOf = () => Promise.resolve(intake.userId);
    let run: Run;
    try {
      // Spam control: a command in its cooldown is logged and answered with silence.
      run = !allowed
        ? { outcome: 'refused', code: 'MODERATOR_ONLY' }
        : !intake.free
          ? { outcome: 'cooldown' }
          : own
            ? await runCustom(deps, site, own, msg, base, accountOf, (id) => (userId = id))
            : await runCommand(
                commandContext(deps, site, parsed.args, msg, moderator, base, async () => {
                  const id = await accountOf();
                  if (id) userId = id;
                  return id;
                }),
                resolved!.key,
              );
    } catch (err) {
      deps.log.error({ err: (err as Error).message, platform: msg.platform }, 'chat command failed');
      run = { outcome: 'error', code: 'INTERNAL', draft: { kind: 'error', vars: base.vars } };
    }
    const reply = await queueReply(deps, msg, run, base, templates, intake);
    const result: CommandResult = {
      outcome: run.outcome,
      ...(run.code ? { code: run.code } : {}),
      ...(reply !== undefined ? { reply } : {}),
    };
    return { result, run: { outcome: result.outcome, code: result.code ?? null, reply: result.reply ?? null, userId } };
  }

  return { handle, idle };
}

/**
 * A custom command's run: its template with the values it names (custom-vars.ts); `{points}` needs
 * the chatter's linked account, else the reply is the built-ins' "link your account".
 */
async function runCustom(
  deps: ChatCommandsDeps,
  site: string,
  own: CustomCommand,
  msg: ChatMessageIn,
  base: ReplyContext,
  accountOf: () => Promise<string | null>,
  linked: (userId: string) => void,
): Promise<Run> {
  const { vars, notLinked } = await adminTextVars(deps, own.template, msg.platform, site, {
    name: msg.chatterName,
    login: msg.chatterLogin,
    account: async () => {
      const id = await accountOf();
      if (id) linked(id);
      return id;
    },
  });
  if (notLinked)
    return { outcome: 'not_linked', draft: { kind: 'not_linked', vars: base.vars, twitchKind: 'not_linked_twitch' } };
  return { outcome: 'ok', adminText: { template: own.template, vars } };
}

/**
 * The language of a reply to this chatter (ADR 057): the one their linked account chose (read with
 * the claim), else the site default. A failed read answers in English rather than not at all.
 */
async function replyLocale(deps: ChatCommandsDeps, intake: repo.RunIntake): Promise<Locale> {
  if (intake.userId && isLocale(intake.locale)) return intake.locale;
  try {
    return await deps.siteLocale();
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

/**
 * A viewer's chat message counts toward the timers' minimum on its platform (the channel's own lines,
 * the bot's included, do not), only while a timer runs there. A failed count is logged, never fatal.
 */
async function countForTimers(
  deps: ChatCommandsDeps,
  custom: Pick<CustomChat, 'timersOn'>,
  msg: ChatMessageIn,
): Promise<void> {
  if (msg.isBroadcaster) return;
  try {
    if (await custom.timersOn(msg.platform)) await countChatMessage(deps.db, msg.platform);
  } catch (err) {
    deps.log.warn({ err: (err as Error).message, platform: msg.platform }, 'chat message not counted for timers');
  }
}

/**
 * Queues a run's reply, if it has one, on the chatter's platform in the chatter's language, and
 * answers its text (for the run log). The admin's own text goes to either platform (on Twitch the
 * queue's guard still reads it at send time); a built-in's draft is rendered as a safe line on Twitch
 * and with the values only Kick may show on Kick.
 */
async function queueReply(
  deps: ChatCommandsDeps,
  msg: ChatMessageIn,
  run: Run,
  base: ReplyContext,
  templates: Templates,
  intake: repo.RunIntake,
): Promise<string | undefined> {
  if (run.adminText) {
    const line = renderAdminReply(run.adminText.template, await replyLocale(deps, intake), run.adminText.vars);
    if (msg.platform === 'twitch') deps.reply.twitch({ text: line });
    else deps.reply.kick({ text: line.text });
    return line.text;
  }
  if (!run.draft) return undefined;
  const locale = await replyLocale(deps, intake);
  const outcome = run.chatOutcome ? { outcome: run.chatOutcome } : {};
  if (msg.platform === 'twitch') {
    const line = renderSafeReply(run.draft.twitchKind ?? run.draft.kind, locale, run.draft.vars, templates);
    deps.reply.twitch({ text: line, ...outcome });
    return line.text;
  }
  const text = kickLine(run.draft, base, templates, locale);
  deps.reply.kick({ text, ...outcome });
  return text;
}
