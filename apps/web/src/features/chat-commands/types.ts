import type { Platform } from '@app/contracts';

/*
 * The wire of the admin Commands page, as TypeScript types. The zod schemas live with the API
 * (apps/api/src/features/chat-commands/schemas.ts) because @app/chat imports @app/contracts, so
 * contracts cannot import the chat limits and reply kinds; the web does not import @app/chat, and
 * every limit is the server's to enforce (a refusal names the field in `fields`).
 */

export type ChatCommandKey = 'points' | 'gtb' | 'avg' | 'join' | 'sr' | 'hunt' | 'offers';
export type ChatLang = 'pt' | 'en';

export type ChatCommandConfig = {
  key: ChatCommandKey;
  name: string;
  aliases: string[];
  enabled: Record<Platform, boolean>;
  userCooldownSeconds: number;
  globalCooldownSeconds: number;
  cost: number;
};

export type ChatReplyTemplates = Record<string, Partial<Record<ChatLang, string>>>;

export type ChatCommandSettings = { commands: ChatCommandConfig[]; templates: ChatReplyTemplates };

export type ChatConnectionState = { connected: boolean; reason: string | null };

export type ChatCommandsAdmin = {
  settings: ChatCommandSettings;
  defaults: { commands: ChatCommandConfig[]; templates: Record<string, Record<ChatLang, string>> };
  connections: Record<Platform, ChatConnectionState>;
  language: ChatLang;
};

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
