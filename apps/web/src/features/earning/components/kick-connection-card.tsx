import { KICK_CONNECTION_SCOPES, type KickConnection } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { formatDateTime } from '@/lib/dates';
import { useCheckKickSubscriptions } from '../api/check-kick-subscriptions';
import { KICK_CONNECT_URL } from '../api/connect-kick';
import { useDisconnectKick } from '../api/disconnect-kick';

const failed = (e: Error) => toast({ description: e.message, variant: 'destructive' });

/**
 * The streamer's Kick connection: Kick has no list of viewers, so chat on Kick stands for presence;
 * the server subscribes the channel's chat and live status webhooks and re-checks them every hour.
 */
export function KickConnectionCard({ kick }: { kick: KickConnection }) {
  const disconnect = useDisconnectKick();
  const check = useCheckKickSubscriptions();
  return (
    <section className="rounded-xl border border-border bg-surface p-4" aria-labelledby="kick-connection">
      <h2 id="kick-connection" className="mb-2 text-lg font-bold">
        Kick connection
      </h2>
      {kick.connected ? (
        <div className="grid gap-2 text-sm">
          <p>
            Connected as <strong data-testid="kick-login">{kick.login}</strong> for the channel{' '}
            <strong>{kick.channel}</strong>
            {kick.connectedAt ? <span className="text-muted"> since {formatDateTime(kick.connectedAt)}</span> : null}.
          </p>
          <p className="break-words">
            Scopes: {kick.scopes.length ? kick.scopes.join(', ') : 'none'}
            {kick.missingScopes.length ? (
              <span className="text-danger"> (missing {kick.missingScopes.join(', ')})</span>
            ) : null}
          </p>
          <ul className="grid gap-1" aria-label="Webhook subscriptions">
            {kick.subscriptions.map((s) => (
              <li key={s.name} data-testid={`kick-sub-${s.name}`}>
                <code>{s.name}</code>:{' '}
                {s.subscribed ? (
                  <span className="text-success">subscribed</span>
                ) : (
                  <span className="text-danger">not subscribed</span>
                )}
              </li>
            ))}
          </ul>
          <p className="text-muted">
            {kick.subscriptionsCheckedAt
              ? `Checked ${formatDateTime(kick.subscriptionsCheckedAt)}; the server checks again every hour.`
              : 'Not checked yet.'}{' '}
            Kick delivers to <code className="break-all">{kick.webhookUrl}</code> (set it in the Kick app's settings).
          </p>
          {kick.reason ? <p className="text-danger">{kick.reason}</p> : null}
          {kick.lastError ? (
            <p role="alert" className="text-danger">
              Last error: {kick.lastError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={check.isPending}
              onClick={() => check.mutate(undefined, { onError: failed })}
            >
              Check subscriptions
            </Button>
            <Button variant="outline" asChild>
              <a href={KICK_CONNECT_URL}>Reconnect</a>
            </Button>
            <Button
              variant="outline"
              disabled={disconnect.isPending}
              onClick={() => disconnect.mutate(undefined, { onError: failed })}
            >
              Disconnect
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3 text-sm">
          <p data-testid="kick-off">{kick.reason}</p>
          {kick.configured ? (
            <>
              <p className="text-muted">
                The broadcaster of <strong>{kick.channel}</strong> connects with the scopes{' '}
                {KICK_CONNECTION_SCOPES.join(', ')}. A linked account that chats on Kick during a tick earns, as a
                viewer in the Twitch chat does. Tokens stay on the server, encrypted.
              </p>
              <div>
                <Button asChild className="bg-[#53fc18] text-black hover:bg-[#45d614]">
                  <a href={KICK_CONNECT_URL}>Connect Kick</a>
                </Button>
              </div>
            </>
          ) : null}
        </div>
      )}
    </section>
  );
}
