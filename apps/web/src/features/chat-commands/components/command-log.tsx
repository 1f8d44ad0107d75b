import { PLATFORM_NAMES } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { formatTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useChatCommandLog } from '../api/get-chat-command-log';
import type { ChatCommandLogEntry } from '../types';

const columns: Column<ChatCommandLogEntry>[] = [
  { id: 'time', header: 'Time', cellClassName: 'whitespace-nowrap', cell: (e) => formatTime(e.at) },
  { id: 'platform', header: 'Platform', cell: (e) => PLATFORM_NAMES[e.platform] },
  { id: 'chatter', header: 'Chatter', cellClassName: 'break-all', cell: (e) => e.chatter },
  { id: 'command', header: 'Command', cellClassName: 'font-mono break-all', cell: (e) => e.input },
  {
    id: 'outcome',
    header: 'Outcome',
    cellTitle: (e) => e.code ?? undefined,
    cell: (e) => (e.code ? `${e.outcome} (${e.code})` : e.outcome),
  },
  { id: 'reply', header: 'Reply', cellClassName: 'min-w-[16rem]', cell: (e) => e.reply ?? '' },
];

/** The last 500 commands run, newest first. */
export function CommandLog() {
  const log = useChatCommandLog();
  return (
    <section className="min-w-0 rounded-xl border border-border bg-surface p-4" aria-labelledby="chat-log">
      <h2 id="chat-log" className="mb-2 text-lg font-bold">
        Log
      </h2>
      <QueryState
        query={log}
        variant="inline"
        className="text-danger"
        error={(error) => `Could not load the log: ${errorMessage(error)}`}
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="py-6 text-center text-sm text-muted">No command has run yet.</p>}
      >
        {(rows) => (
          <DataTable
            variant="compact"
            columns={columns}
            rows={rows}
            rowKey={(e) => `${e.platform}:${e.at}:${e.chatter}:${e.input}`}
            data-testid="chat-command-log"
          />
        )}
      </QueryState>
    </section>
  );
}
