import { EARNING_SCOPES, TWITCH_CHAT_SCOPES, type EarningAdmin } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { CONNECT_URL } from '../api/connect-broadcaster';
import { useDisconnect } from '../api/disconnect-broadcaster';
import { formatDateTime } from '@/lib/dates';

export function ConnectionCard({ data }: { data: EarningAdmin }) {
  const disconnect = useDisconnect();
  const c = data.connection;
  return (
    <section className="rounded-xl border border-border bg-surface p-4" aria-labelledby="earning-connection">
      <h2 id="earning-connection" className="mb-2 text-lg font-bold">
        Twitch connection
      </h2>
      {c.connected ? (
        <div className="grid gap-2 text-sm">
          <p>
            Connected as <strong data-testid="earning-login">{c.login}</strong>
            {c.connectedAt ? <span className="text-muted"> since {formatDateTime(c.connectedAt)}</span> : null}.
          </p>
          <p className="break-words">
            Scopes: {c.scopes.length ? c.scopes.join(', ') : 'none'}
            {c.missingScopes.length ? (
              <span className="text-danger"> (missing {c.missingScopes.join(', ')})</span>
            ) : null}
          </p>
          {c.reason ? <p className="text-danger">{c.reason}</p> : null}
          {c.lastError ? (
            <p role="alert" className="text-danger">
              Last error: {c.lastError}
            </p>
          ) : null}
          <p className="text-muted">
            Stream: {data.live ? 'live: ticks are running' : 'offline: no ticks until it goes live'}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <a href={CONNECT_URL}>Reconnect</a>
            </Button>
            <Button
              variant="outline"
              disabled={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onError: (e) => toast({ description: e.message, variant: 'destructive' }),
                })
              }
            >
              Disconnect
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3 text-sm">
          <p data-testid="earning-off">{c.reason}</p>
          <p className="text-muted">
            The broadcaster or a moderator connects with the scopes{' '}
            {[...EARNING_SCOPES, ...TWITCH_CHAT_SCOPES].join(', ')} (the last three for the chat bot, which answers as
            this account). Tokens stay on the server, encrypted.
          </p>
          <div>
            <Button asChild className="bg-[#9146ff] hover:bg-[#772ce8]">
              <a href={CONNECT_URL}>Connect Twitch</a>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
