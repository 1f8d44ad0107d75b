import { PLATFORM_NAMES, type Platform } from '@app/contracts';
import { t } from '@/i18n';
import type { ChatCommandConfig } from '../types';

/** One command as the form edits it: numbers and aliases as typed, sent as the server reads them. */
export type CommandDraft = {
  key: ChatCommandConfig['key'];
  name: string;
  aliases: string;
  enabled: Record<Platform, boolean>;
  userCooldownSeconds: string;
  globalCooldownSeconds: string;
  cost: string;
};

export const toDraft = (c: ChatCommandConfig): CommandDraft => ({
  key: c.key,
  name: c.name,
  aliases: c.aliases.join(', '),
  enabled: { ...c.enabled },
  userCooldownSeconds: String(c.userCooldownSeconds),
  globalCooldownSeconds: String(c.globalCooldownSeconds),
  cost: String(c.cost),
});

/** A number as typed; anything else goes as null so the server names the field. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : (null as unknown as number));

export const fromDraft = (d: CommandDraft): ChatCommandConfig => ({
  key: d.key,
  name: d.name.trim(),
  aliases: d.aliases
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean),
  enabled: { ...d.enabled },
  userCooldownSeconds: whole(d.userCooldownSeconds),
  globalCooldownSeconds: whole(d.globalCooldownSeconds),
  cost: whole(d.cost),
});

/** Twitch forbids casino links: this command never runs there. */
const TWITCH_FORBIDDEN = new Set<ChatCommandConfig['key']>(['offers']);

type Props = {
  commands: CommandDraft[];
  /** The server's refusals by input path (`commands.2.aliases`, `commands.6.enabled.twitch` …). */
  errors: Record<string, string>;
  onChange: (index: number, patch: Partial<CommandDraft>) => void;
};

const input = 'w-full min-w-0 rounded-md border border-border bg-bg px-2 py-1';

/** Every command: its switches per platform, name, aliases, cooldowns and (for `sr`) its cost. */
export function CommandsTable({ commands, errors, onChange }: Props) {
  /** The first refusal at or under `path`. */
  const errorAt = (path: string) => Object.entries(errors).find(([k]) => k === path || k.startsWith(`${path}.`))?.[1];
  const field = (i: number, name: keyof CommandDraft, label: string, extra = '') => {
    // `label` names the field for its command ("Name of points"), in the reader's language.
    const path = `commands.${i}.${name}`;
    const error = errorAt(path);
    const id = `chat-command-${i}-${name}`;
    return (
      <td className="px-2 py-1 align-top">
        <input
          id={id}
          aria-label={label}
          value={commands[i]![name] as string}
          inputMode={extra === 'numeric' ? 'numeric' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(i, { [name]: e.target.value })}
          className={input}
        />
        {error ? (
          <span id={`${id}-error`} role="alert" className="block text-xs text-danger">
            {error}
          </span>
        ) : null}
      </td>
    );
  };
  const toggle = (i: number, platform: Platform) => {
    const c = commands[i]!;
    const forbidden = platform === 'twitch' && TWITCH_FORBIDDEN.has(c.key);
    const error = errorAt(`commands.${i}.enabled.${platform}`);
    return (
      <td className="px-2 py-1 text-center align-top">
        <input
          type="checkbox"
          role="switch"
          aria-label={t('chat-commands.table.onPlatform', { command: c.key, platform: PLATFORM_NAMES[platform] })}
          checked={c.enabled[platform]}
          disabled={forbidden}
          title={forbidden ? t('chat-commands.twitchForbidden') : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(i, { enabled: { ...c.enabled, [platform]: e.target.checked } })}
        />
        {error ? (
          <span role="alert" className="block text-xs text-danger">
            {error}
          </span>
        ) : null}
      </td>
    );
  };
  return (
    <div className="overflow-x-auto" data-testid="chat-commands-table">
      <table className="w-full min-w-[720px] text-sm">
        <thead className="text-left text-xs text-muted">
          <tr>
            <th className="px-2 py-1">{t('chat-commands.table.command')}</th>
            <th className="px-2 py-1 text-center">{PLATFORM_NAMES.twitch}</th>
            <th className="px-2 py-1 text-center">{PLATFORM_NAMES.kick}</th>
            <th className="px-2 py-1">{t('chat-commands.table.name')}</th>
            <th className="px-2 py-1">{t('chat-commands.table.aliases')}</th>
            <th className="px-2 py-1">{t('chat-commands.table.userCooldown')}</th>
            <th className="px-2 py-1">{t('chat-commands.table.globalCooldown')}</th>
            <th className="px-2 py-1">{t('chat-commands.table.cost')}</th>
          </tr>
        </thead>
        <tbody>
          {commands.map((c, i) => (
            <tr key={c.key} className="border-t border-border">
              <th scope="row" className="px-2 py-1 text-left align-top font-mono">
                {c.key}
              </th>
              {toggle(i, 'twitch')}
              {toggle(i, 'kick')}
              {field(i, 'name', t('chat-commands.table.nameOf', { command: c.key }))}
              {field(i, 'aliases', t('chat-commands.table.aliasesOf', { command: c.key }))}
              {field(i, 'userCooldownSeconds', t('chat-commands.table.userCooldownOf', { command: c.key }), 'numeric')}
              {field(
                i,
                'globalCooldownSeconds',
                t('chat-commands.table.globalCooldownOf', { command: c.key }),
                'numeric',
              )}
              {c.key === 'sr' ? (
                field(i, 'cost', t('chat-commands.table.costOf', { command: c.key }), 'numeric')
              ) : (
                <td className="px-2 py-1 text-muted">—</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
