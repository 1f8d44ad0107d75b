import { EARNING_SCOPES, TWITCH_CHAT_SCOPES, type EarningAdmin } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { t, Trans } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { CONNECT_URL } from '../api/connect-broadcaster';
import { useDisconnect } from '../api/disconnect-broadcaster';
import { formatDateTime } from '@/lib/dates';
import { IssueDetail, issueText } from './issue';

export function ConnectionCard({ data }: { data: EarningAdmin }) {
  const disconnect = useDisconnect();
  const c = data.connection;
  return (
    <section className="rounded-xl border border-border bg-surface p-4" aria-labelledby="earning-connection">
      <h2 id="earning-connection" className="mb-2 text-lg font-bold">
        {t('earning.twitch.title')}
      </h2>
      {c.connected ? (
        <div className="grid gap-2 text-sm">
          <p>
            <Trans
              id={c.connectedAt ? 'earning.twitch.connectedSince' : 'earning.twitch.connected'}
              values={{
                login: c.login,
                date: c.connectedAt ? formatDateTime(c.connectedAt) : '',
                b: (chunks) => <strong data-testid="earning-login">{chunks}</strong>,
                muted: (chunks) => <span className="text-muted">{chunks}</span>,
              }}
            />
          </p>
          <p className="break-words">
            {t('earning.scopes', { scopes: c.scopes.length ? c.scopes.join(', ') : t('earning.scopesNone') })}
            {c.missingScopes.length ? (
              <span className="text-danger"> {t('earning.scopesMissing', { scopes: c.missingScopes.join(', ') })}</span>
            ) : null}
          </p>
          {/* Why earning is incomplete and the last failure: codes from the server, worded here. */}
          {c.reason ? <p className="text-danger">{issueText(c.reason, 'twitch')}</p> : null}
          {c.lastError ? (
            <p role="alert" className="text-danger">
              {t('earning.lastError', { error: issueText(c.lastError, 'twitch') })}
              <IssueDetail issue={c.lastError} />
            </p>
          ) : null}
          <p className="text-muted">{data.live ? t('earning.twitch.live') : t('earning.twitch.offline')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <a href={CONNECT_URL}>{t('earning.reconnect')}</a>
            </Button>
            <Button
              variant="outline"
              disabled={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onError: (e) => toast({ description: errorMessage(e), variant: 'destructive' }),
                })
              }
            >
              {t('earning.disconnect')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3 text-sm">
          <p data-testid="earning-off">{c.reason ? issueText(c.reason, 'twitch') : null}</p>
          <p className="text-muted">
            {t('earning.twitch.howTo', { scopes: [...EARNING_SCOPES, ...TWITCH_CHAT_SCOPES].join(', ') })}
          </p>
          <div>
            <Button asChild className="bg-[#9146ff] hover:bg-[#772ce8]">
              <a href={CONNECT_URL}>{t('earning.twitch.connect')}</a>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
