import type { Platform, PlatformIssue } from '@app/contracts';
import { t } from '@/i18n';

/**
 * A connection's or a tick's issue (a code and its figures from the API) as one sentence in the
 * admin's language. `platform` is the card's, for an issue that does not name one; `channel` is the
 * Kick channel the broadcaster must connect. A code this page does not expect here (or a newer
 * server's) reads as a failure recorded, with its technical detail beside it.
 */
export function issueText(issue: PlatformIssue, platform: Platform, channel = ''): string {
  const on = issue.platform ?? platform;
  switch (issue.code) {
    case 'NOT_CONFIGURED':
      return t(on === 'kick' ? 'earning.issue.kickNotConfigured' : 'earning.issue.twitchNotConfigured');
    case 'NOT_CONNECTED':
      return on === 'kick' ? t('earning.issue.kickNotConnected', { channel }) : t('earning.issue.twitchNotConnected');
    case 'MISSING_SCOPES':
      return t('earning.issue.missingScopes', { scopes: (issue.scopes ?? []).join(', ') });
    case 'SUBSCRIPTIONS_MISSING':
      return t('earning.issue.subscriptionsMissing');
    case 'SUBSCRIPTIONS_REFUSED':
      return t('earning.issue.subscriptionsRefused', { events: (issue.events ?? []).join(', ') });
    case 'SUBSCRIPTION_CHECK_FAILED':
      return t('earning.issue.subscriptionCheckFailed');
    case 'CHAT_SUBSCRIPTION_FAILED':
      return t('earning.issue.chatSubscriptionFailed');
    case 'REFRESH_REFUSED':
      return t('earning.issue.refreshRefused', { platform: on });
    case 'REFRESH_FAILED':
      return t('earning.issue.refreshFailed', { platform: on });
    case 'PRESENCE_FAILED':
      return t('earning.issue.presenceFailed', { platform: on });
    case 'CREDIT_FAILED':
      return t('earning.issue.creditFailed');
    default:
      return t('earning.issue.other');
  }
}

/** The upstream error as it came, labelled as a technical detail (it is the platform's, often English). */
export function IssueDetail({ issue }: { issue: PlatformIssue }) {
  if (!issue.detail) return null;
  return (
    <span className="block text-xs text-muted break-all">
      {t('earning.issue.detail')}{' '}
      <code lang="en" data-testid="issue-detail">
        {issue.detail}
      </code>
    </span>
  );
}
