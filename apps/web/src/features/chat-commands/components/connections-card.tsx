import { PLATFORM_NAMES, PLATFORMS, type Platform, type PlatformIssue } from '@app/contracts';
import { t } from '@/i18n';
import type { ChatCommandsAdmin } from '../types';

/**
 * Why the bot does not read a platform's chat (a code and its figures from the server) in the admin's
 * language; a code this page does not know (a newer server) sends the admin to the Earning page.
 */
export function connectionIssueText(issue: PlatformIssue, platform: Platform): string {
  const on = issue.platform ?? platform;
  switch (issue.code) {
    case 'NOT_CONFIGURED':
      return t('chat-commands.connections.issue.notConfigured', { platform: on });
    case 'NOT_CONNECTED':
      return t('chat-commands.connections.issue.notConnected', { platform: on });
    case 'MISSING_SCOPES':
      return t('chat-commands.connections.issue.missingScopes', {
        platform: on,
        scopes: (issue.scopes ?? []).join(', '),
      });
    case 'EVENTSUB_SECRET_MISSING':
      return t('chat-commands.connections.issue.eventsubSecretMissing');
    case 'CHAT_SUBSCRIPTION_FAILED':
      return t('chat-commands.connections.issue.chatSubscriptionFailed');
    case 'CHAT_SUBSCRIPTION_MISSING':
      return t('chat-commands.connections.issue.chatSubscriptionMissing', {
        event: (issue.events ?? []).join(', '),
      });
    default:
      return t('chat-commands.connections.issue.other');
  }
}

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
              <li key={p} className="grid gap-0.5" data-testid={`chat-connection-${p}`}>
                <span>
                  <span className="font-medium">{PLATFORM_NAMES[p]}</span>:{' '}
                  <span className={c.connected ? 'text-success' : 'text-danger'}>
                    {c.connected
                      ? t('chat-commands.connections.connected')
                      : t('chat-commands.connections.notConnected')}
                  </span>
                </span>
                {c.reason ? <span className="text-muted">{connectionIssueText(c.reason, p)}</span> : null}
                {/* The platform's own words (technical, often English), labelled as such. */}
                {c.reason?.detail ? (
                  <span className="text-xs text-muted break-all">
                    {t('chat-commands.connections.issue.detail')} <code lang="en">{c.reason.detail}</code>
                  </span>
                ) : null}
              </li>
            );
          })}
      </ul>
    </section>
  );
}
