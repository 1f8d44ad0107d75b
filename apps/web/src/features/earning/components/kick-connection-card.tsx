import { KICK_CONNECTION_SCOPES, type KickConnection } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { t, Trans } from '@/i18n';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useCheckKickSubscriptions } from '../api/check-kick-subscriptions';
import { KICK_CONNECT_URL } from '../api/connect-kick';
import { useDisconnectKick } from '../api/disconnect-kick';
import { IssueDetail, issueText } from './issue';

const failed = (e: Error) => toast({ description: errorMessage(e), variant: 'destructive' });

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
        {t('earning.kick.title')}
      </h2>
      {kick.connected ? (
        <div className="grid gap-2 text-sm">
          <p>
            <Trans
              id={kick.connectedAt ? 'earning.kick.connectedSince' : 'earning.kick.connected'}
              values={{
                login: kick.login,
                channel: kick.channel,
                date: kick.connectedAt ? formatDateTime(kick.connectedAt) : '',
                b: (chunks) => <strong data-testid="kick-login">{chunks}</strong>,
                c: (chunks) => <strong>{chunks}</strong>,
                muted: (chunks) => <span className="text-muted">{chunks}</span>,
              }}
            />
          </p>
          <p className="break-words">
            {t('earning.scopes', { scopes: kick.scopes.length ? kick.scopes.join(', ') : t('earning.scopesNone') })}
            {kick.missingScopes.length ? (
              <span className="text-danger">
                {' '}
                {t('earning.scopesMissing', { scopes: kick.missingScopes.join(', ') })}
              </span>
            ) : null}
          </p>
          <ul className="grid gap-1" aria-label={t('earning.kick.subscriptions')}>
            {kick.subscriptions.map((s) => (
              <li key={s.name} data-testid={`kick-sub-${s.name}`}>
                <code>{s.name}</code>:{' '}
                {s.subscribed ? (
                  <span className="text-success">{t('earning.kick.subscribed')}</span>
                ) : (
                  <span className="text-danger">{t('earning.kick.notSubscribed')}</span>
                )}
              </li>
            ))}
          </ul>
          <p className="text-muted">
            {kick.subscriptionsCheckedAt
              ? t('earning.kick.checked', { date: formatDateTime(kick.subscriptionsCheckedAt) })
              : t('earning.kick.notChecked')}{' '}
            <Trans
              id="earning.kick.delivers"
              values={{ url: kick.webhookUrl, code: (chunks) => <code className="break-all">{chunks}</code> }}
            />
          </p>
          {/* Why Kick watch time is incomplete and the last failure: codes from the server, worded here. */}
          {kick.reason ? <p className="text-danger">{issueText(kick.reason, 'kick', kick.channel)}</p> : null}
          {kick.lastError ? (
            <p role="alert" className="text-danger">
              {t('earning.lastError', { error: issueText(kick.lastError, 'kick', kick.channel) })}
              <IssueDetail issue={kick.lastError} />
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={check.isPending}
              onClick={() => check.mutate(undefined, { onError: failed })}
            >
              {t('earning.kick.check')}
            </Button>
            <Button variant="outline" asChild>
              <a href={KICK_CONNECT_URL}>{t('earning.reconnect')}</a>
            </Button>
            <Button
              variant="outline"
              disabled={disconnect.isPending}
              onClick={() => disconnect.mutate(undefined, { onError: failed })}
            >
              {t('earning.disconnect')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3 text-sm">
          <p data-testid="kick-off">{kick.reason ? issueText(kick.reason, 'kick', kick.channel) : null}</p>
          {kick.configured ? (
            <>
              <p className="text-muted">
                <Trans
                  id="earning.kick.howTo"
                  values={{
                    channel: kick.channel,
                    scopes: KICK_CONNECTION_SCOPES.join(', '),
                    b: (chunks) => <strong>{chunks}</strong>,
                  }}
                />
              </p>
              <div>
                <Button asChild className="bg-[#53fc18] text-black hover:bg-[#45d614]">
                  <a href={KICK_CONNECT_URL}>{t('earning.kick.connect')}</a>
                </Button>
              </div>
            </>
          ) : null}
        </div>
      )}
    </section>
  );
}
