import { PLATFORM_NAMES } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { t, type MessageId } from '@/i18n';
import { formatTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useChatCommandLog } from '../api/get-chat-command-log';
import type { ChatCommandLogEntry } from '../types';

/** A run's outcome in words; an outcome this page does not know (a newer server) shows as sent. */
const OUTCOMES: Record<string, MessageId> = {
  ok: 'chat-commands.outcome.ok',
  refused: 'chat-commands.outcome.refused',
  cooldown: 'chat-commands.outcome.cooldown',
  not_linked: 'chat-commands.outcome.notLinked',
  error: 'chat-commands.outcome.error',
  duplicate: 'chat-commands.outcome.duplicate',
  ignored: 'chat-commands.outcome.ignored',
  running: 'chat-commands.outcome.running',
};
const outcomeText = (outcome: string) => {
  const key = Object.hasOwn(OUTCOMES, outcome) ? OUTCOMES[outcome] : undefined;
  return key ? t(key) : outcome;
};

// The chatter, the command as typed, the error code and the bot's reply are data: shown as they are.
const columns = (): Column<ChatCommandLogEntry>[] => [
  {
    id: 'time',
    header: t('chat-commands.log.time'),
    cellClassName: 'whitespace-nowrap',
    cell: (e) => formatTime(e.at),
  },
  { id: 'platform', header: t('chat-commands.log.platform'), cell: (e) => PLATFORM_NAMES[e.platform] },
  { id: 'chatter', header: t('chat-commands.log.chatter'), cellClassName: 'break-all', cell: (e) => e.chatter },
  {
    id: 'command',
    header: t('chat-commands.log.command'),
    cellClassName: 'font-mono break-all',
    cell: (e) => e.input,
  },
  {
    id: 'outcome',
    header: t('chat-commands.log.outcome'),
    cellTitle: (e) => e.code ?? undefined,
    cell: (e) => (e.code ? `${outcomeText(e.outcome)} (${e.code})` : outcomeText(e.outcome)),
  },
  { id: 'reply', header: t('chat-commands.log.reply'), cellClassName: 'min-w-[16rem]', cell: (e) => e.reply ?? '' },
];

/** The last 500 commands run, newest first. */
export function CommandLog() {
  const log = useChatCommandLog();
  return (
    <section className="min-w-0 rounded-xl border border-border bg-surface p-4" aria-labelledby="chat-log">
      <h2 id="chat-log" className="mb-2 text-lg font-bold">
        {t('chat-commands.log.title')}
      </h2>
      <QueryState
        query={log}
        variant="inline"
        className="text-danger"
        error={(error) => t('chat-commands.log.loadFailed', { message: errorMessage(error) })}
        isEmpty={(rows) => rows.length === 0}
        // QueryState wraps the empty message in its own <p> (with this alert's colour): a block span inside.
        empty={<span className="block py-6 text-center text-muted">{t('chat-commands.log.empty')}</span>}
      >
        {(rows) => (
          <DataTable
            variant="compact"
            columns={columns()}
            rows={rows}
            rowKey={(e) => `${e.platform}:${e.at}:${e.chatter}:${e.input}`}
            data-testid="chat-command-log"
          />
        )}
      </QueryState>
    </section>
  );
}
