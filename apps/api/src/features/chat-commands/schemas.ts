import {
  CHAT_COMMAND_KEYS,
  CHAT_COMMAND_MAX_ALIASES,
  CHAT_COMMAND_MAX_COST,
  CHAT_COOLDOWN_MAX_SECONDS,
  CHAT_MESSAGE_MAX_CHARS,
  DEFAULT_REPLY_TEMPLATES,
  type ChatReplyKind,
} from '@app/chat';
import { LOCALES, PLATFORMS, localeSchema, platformIssueSchema, type Locale } from '@app/contracts';
import { z } from 'zod';

/*
 * The wire of the admin Commands page. These schemas live here, not in @app/contracts, because
 * @app/chat depends on @app/contracts: contracts importing the chat limits and reply kinds would be
 * a cycle. The web declares the same shapes as TypeScript types (apps/web/src/features/chat-commands/
 * types.ts) and leaves every limit to the server's refusals.
 */

const REPLY_KINDS = Object.keys(DEFAULT_REPLY_TEMPLATES) as [ChatReplyKind, ...ChatReplyKind[]];

/** One command as the admin sets it up; the cross-command rules are validateCommandConfigs'. */
export const chatCommandConfigSchema = z
  .object({
    key: z.enum(CHAT_COMMAND_KEYS),
    name: z.string(),
    aliases: z.array(z.string()).max(CHAT_COMMAND_MAX_ALIASES),
    enabled: z.object({ twitch: z.boolean(), kick: z.boolean() }),
    userCooldownSeconds: z.number().int().min(0).max(CHAT_COOLDOWN_MAX_SECONDS),
    globalCooldownSeconds: z.number().int().min(0).max(CHAT_COOLDOWN_MAX_SECONDS),
    cost: z.number().int().min(0).max(CHAT_COMMAND_MAX_COST),
  })
  .meta({ id: 'ChatCommandConfig' });

const templateTextSchema = z.string().max(CHAT_MESSAGE_MAX_CHARS);

/** One value per language of the site (`en`, `pt-PT`, `pt-BR`), each of `schema`. */
const perLocale = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, schema])) as Record<Locale, T>;

/**
 * A reply kind's override per language (absent: the default template). A key that is not a language
 * of the site (a `pt` from before ADR 057) is refused, not dropped: 400, nothing saved.
 */
const templateOverrideSchema = z.strictObject(perLocale(templateTextSchema.optional()));

export const chatReplyTemplatesSchema = z.partialRecord(z.enum(REPLY_KINDS), templateOverrideSchema);

export const chatCommandSettingsSchema = z
  .object({
    commands: z.array(chatCommandConfigSchema).length(CHAT_COMMAND_KEYS.length),
    templates: chatReplyTemplatesSchema,
  })
  .meta({ id: 'ChatCommandSettings' });
export type ChatCommandSettings = z.infer<typeof chatCommandSettingsSchema>;

/** Whether the bot reads and answers a platform's chat, and why not (a code and its figures; the web words it). */
const connectionStateSchema = z.object({ connected: z.boolean(), reason: platformIssueSchema.nullable() });

export const chatCommandsAdminSchema = z
  .object({
    settings: chatCommandSettingsSchema,
    defaults: z.object({
      commands: z.array(chatCommandConfigSchema),
      templates: z.record(z.enum(REPLY_KINDS), z.object(perLocale(z.string()))),
    }),
    connections: z.object({ kick: connectionStateSchema, twitch: connectionStateSchema }),
    /** The site default language: the bot answers in it a chatter whose account chose none. */
    language: localeSchema,
  })
  .meta({ id: 'ChatCommandsAdmin' });
export type ChatCommandsAdmin = z.infer<typeof chatCommandsAdminSchema>;

export const chatCommandLogEntrySchema = z
  .object({
    at: z.string(),
    platform: z.enum(PLATFORMS),
    chatter: z.string(),
    command: z.string(),
    input: z.string(),
    outcome: z.string(),
    code: z.string().nullable(),
    reply: z.string().nullable(),
  })
  .meta({ id: 'ChatCommandLogEntry' });
export type ChatCommandLogEntry = z.infer<typeof chatCommandLogEntrySchema>;

export const chatCommandLogSchema = z.array(chatCommandLogEntrySchema);

/** Longest custom command template or timer text: one chat message. */
const adminTextSchema = z.string().min(1).max(CHAT_MESSAGE_MAX_CHARS);

/** A custom command as the admin writes it (issue 34); the name's and the text's rules are the service's. */
const customCommandShape = {
  name: z.string().min(1).max(40),
  template: adminTextSchema,
  twitch: z.boolean(),
  kick: z.boolean(),
  userCooldownSeconds: z.number().int().min(0).max(CHAT_COOLDOWN_MAX_SECONDS),
  globalCooldownSeconds: z.number().int().min(0).max(CHAT_COOLDOWN_MAX_SECONDS),
  modOnly: z.boolean(),
  enabled: z.boolean(),
};
export const customCommandInputSchema = z.object(customCommandShape).meta({ id: 'ChatCustomCommandBody' });
export type CustomCommandInput = z.infer<typeof customCommandInputSchema>;

export const customCommandSchema = z
  .object({ ...customCommandShape, id: z.string(), updatedAt: z.string() })
  .meta({ id: 'ChatCustomCommand' });

/** Most minutes between two sends of a timer (a day), and most chat messages it may wait for. */
export const CHAT_TIMER_MAX_MINUTES = 1_440;
export const CHAT_TIMER_MAX_MESSAGES = 10_000;

/** A timer as the admin writes it: its text, every how many minutes, after how many chat messages. */
const timerShape = {
  text: adminTextSchema,
  intervalMinutes: z.number().int().min(1).max(CHAT_TIMER_MAX_MINUTES),
  minMessages: z.number().int().min(0).max(CHAT_TIMER_MAX_MESSAGES),
  twitch: z.boolean(),
  kick: z.boolean(),
  enabled: z.boolean(),
};
export const timerInputSchema = z.object(timerShape).meta({ id: 'ChatTimerBody' });
export type TimerInput = z.infer<typeof timerInputSchema>;

export const timerSchema = z.object({ ...timerShape, id: z.string(), updatedAt: z.string() }).meta({ id: 'ChatTimer' });

export const customChatSchema = z
  .object({ commands: z.array(customCommandSchema), timers: z.array(timerSchema) })
  .meta({ id: 'ChatCustomCommandsAndTimers' });
export type CustomChatView = z.infer<typeof customChatSchema>;
