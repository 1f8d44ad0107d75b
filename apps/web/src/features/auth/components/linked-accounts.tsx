import { PLATFORM_NAMES, type LinkedIdentity, type Platform } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { PlatformIcon } from '@/components/platform/sign-in-button';
import { t } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { useIdentities } from '../api/get-identities';
import { beginSignIn } from '../api/login';
import { useUnlinkIdentity } from '../api/unlink-identity';

/**
 * The profile's "Linked accounts": each platform set up here, linked (as whom, since when, Unlink) or
 * not (Link, through that platform's sign-in). The last linked platform cannot be unlinked.
 */
export function LinkedAccounts() {
  const query = useIdentities(true);
  const unlink = useUnlinkIdentity();
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 sm:p-6" aria-labelledby="linked-accounts-title">
      <h2 id="linked-accounts-title" className="text-lg font-bold">
        {t('auth.linked.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('auth.linked.intro')}</p>
      <div className="mt-4">
        <QueryState query={query}>
          {({ identities, available }) => (
            <ul className="grid grid-cols-1 gap-3">
              {available.map((platform) => (
                <PlatformRow
                  key={platform}
                  platform={platform}
                  identity={identities.find((i) => i.platform === platform) ?? null}
                  onlyOne={identities.length <= 1}
                  unlinking={unlink.isPending && unlink.variables === platform}
                  onUnlink={() => unlink.mutate(platform)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}

function PlatformRow({
  platform,
  identity,
  onlyOne,
  unlinking,
  onUnlink,
}: {
  platform: Platform;
  identity: LinkedIdentity | null;
  onlyOne: boolean;
  unlinking: boolean;
  onUnlink: () => void;
}) {
  const name = PLATFORM_NAMES[platform];
  return (
    <li
      data-testid={`linked-${platform}`}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface-2 p-3"
    >
      <span className="grid size-10 place-items-center rounded-full bg-bg">
        <PlatformIcon platform={platform} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{name}</p>
        <p className="truncate text-sm text-muted">
          {identity
            ? t('auth.linked.linkedOn', { name: identity.displayName, date: formatDate(identity.linkedAt) })
            : t('auth.linked.notLinked')}
        </p>
      </div>
      {identity ? (
        onlyOne ? (
          <p className="text-xs text-muted sm:max-w-40">{t('auth.linked.onlyOne')}</p>
        ) : (
          <ConfirmDialog
            trigger={(open) => (
              <Button variant="outline" size="sm" disabled={unlinking} onClick={open}>
                {t('auth.linked.unlink')}
              </Button>
            )}
            title={t('auth.linked.unlinkTitle', { platform: name })}
            description={t('auth.linked.unlinkText', { name: identity.displayName, platform: name })}
            confirmLabel={t('auth.linked.unlinkConfirm', { platform: name })}
            variant="destructive"
            onConfirm={onUnlink}
          />
        )
      ) : (
        <Button size="sm" onClick={() => beginSignIn(platform, { link: true })}>
          {t('auth.linked.link', { platform: name })}
        </Button>
      )}
    </li>
  );
}
