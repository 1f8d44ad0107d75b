import { PLATFORM_NAMES, PLATFORMS } from '@app/contracts';
import { t } from '@/i18n';
import type { ChatCommandsAdmin } from '../types';

/** Whether the bot reads and answers each platform's chat, and why not. */
export function ConnectionsCard({ connections }: { connections: ChatCommandsAdmin['connections'] }) {
  return (
    <section className="rounded-xl border border-border bg-surface p-4" aria-labelledby="chat-connections">
      <h2 id="chat-connections" className="mb-3 text-lg font-bold">
        {t('chat-commands.connections.title')}
      </h2>
      <ul className="grid gap-2 text-sm">
        {[...PLATFORMS]
          .sort((a) => (a === 'kick' ? -1 : 1))
          .map((p) => {
            const c = connections[p];
            return (
              <li key={p} className="grid gap-0.5">
                <span>
                  <span className="font-medium">{PLATFORM_NAMES[p]}</span>:{' '}
                  <span className={c.connected ? 'text-success' : 'text-danger'}>
                    {c.connected
                      ? t('chat-commands.connections.connected')
                      : t('chat-commands.connections.notConnected')}
                  </span>
                </span>
                {/* The server's diagnostic (the earning and Kick features word it; it names settings such as TWITCH_EVENTSUB_SECRET). */}
                {c.reason ? (
                  <span lang="en" className="text-muted">
                    {c.reason}
                  </span>
                ) : null}
              </li>
            );
          })}
      </ul>
    </section>
  );
}
