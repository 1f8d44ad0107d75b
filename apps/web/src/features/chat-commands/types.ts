import type { Locale, Platform, PlatformIssue } from '@app/contracts';

/*
 * The wire of the admin Commands page, as TypeScript types. The zod schemas live with the API
 * (apps/api/src/features/chat-commands/schemas.ts) because @app/chat imports @app/contracts, so
 * contracts cannot import the chat limits and reply kinds; the web does not import @app/chat, and
 * every limit is the server's to enforce (a refusal names the field in `fields`).
 */

export type ChatCommandKey = 'points' | 'gtb' | 'avg' | 'join' | 'sr' | 'hunt' | 'offers' | 'wager' | 'pick';

export type ChatCommandConfig = {
  key: ChatCommandKey;
  name: string;
  aliases: string[];
  enabled: Record<Platform, boolean>;
  userCooldownSeconds: number;
  globalCooldownSeconds: number;
  cost: number;
};

/** The admin's reply templates: per reply kind, a text per language (absent: the default). */
export type ChatReplyTemplates = Record<string, Partial<Record<Locale, string>>>;

export type ChatCommandSettings = { commands: ChatCommandConfig[]; templates: ChatReplyTemplates };

/** Whether the bot reads and answers a platform's chat, and why not (a code and its figures; the page words it). */
export type ChatConnectionState = { connected: boolean; reason: PlatformIssue | null };

export type ChatCommandsAdmin = {
  settings: ChatCommandSettings;
  defaults: { commands: ChatCommandConfig[]; templates: Record<string, Record<Locale, string>> };
  connections: Record<Platform, ChatConnectionState>;
  /** The site default language: the bot's language for a chatter whose account chose none. */
  language: Locale;
};

/**
 * The limits the server holds the settings to (packages/chat): the web only words them when the
 * server refuses a field, and never checks them itself.
 */
export const CHAT_LIMITS = { aliases: 5, cooldownSeconds: 86_400, cost: 1_000_000, templateChars: 500 } as const;

export type ChatCommandLogEntry = {
  at: string;
  platform: Platform;
  chatter: string;
  command: string;
  input: string;
  outcome: string;
  code: string | null;
  reply: string | null;
};

/** The admin's own chat command (issue 34): a reply template with {user} {points} {site} {uptime} {hunt}. */
export type CustomCommandInput = {
  name: string;
  template: string;
  twitch: boolean;
  kick: boolean;
  userCooldownSeconds: number;
  globalCooldownSeconds: number;
  modOnly: boolean;
  enabled: boolean;
};
export type CustomCommand = CustomCommandInput & { id: string; updatedAt: string };

/** A message repeated every `intervalMinutes` while live, after `minMessages` chat messages since the last. */
export type ChatTimerInput = {
  text: string;
  intervalMinutes: number;
  minMessages: number;
  twitch: boolean;
  kick: boolean;
  enabled: boolean;
};
export type ChatTimer = ChatTimerInput & { id: string; updatedAt: string };

export type CustomChat = { commands: CustomCommand[]; timers: ChatTimer[] };
