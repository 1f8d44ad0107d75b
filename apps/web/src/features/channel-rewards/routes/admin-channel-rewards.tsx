import { CHANNEL_REWARD_PLATFORMS, type ChannelRewardsAdmin } from '@app/contracts';
import { useState } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useChannelRewards, useCreateChannelReward } from '../api/channel-rewards';
import { RewardForm } from '../components/reward-form';
import { RewardRow } from '../components/reward-row';

function CreateCard({ data }: { data: ChannelRewardsAdmin }) {
  const create = useCreateChannelReward();
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const ready = CHANNEL_REWARD_PLATFORMS.filter((p) => data.platforms[p]);
  return (
    <section className="rounded-xl border border-border bg-surface p-4" aria-labelledby="channel-rewards-new">
      <h2 id="channel-rewards-new" className="mb-1 text-lg font-bold">
        {t('channel-rewards.create.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('channel-rewards.create.intro')}</p>
      {ready.length ? (
        <RewardForm
          key={round}
          platforms={ready}
          pending={create.isPending}
          error={error}
          submitLabel={t('channel-rewards.create.submit')}
          onSubmit={(values, platform) =>
            create.mutate(
              { platform, ...values, enabled: true },
              {
                onSuccess: () => {
                  setError(null);
                  setRound((n) => n + 1);
                  toast({ variant: 'success', description: t('channel-rewards.create.done', { title: values.title }) });
                },
                onError: (err) => setError(errorMessage(err)),
              },
            )
          }
        />
      ) : (
        <p className="text-sm text-warning">{t('channel-rewards.create.noPlatform')}</p>
      )}
    </section>
  );
}

/** /admin/channel-rewards: the site's channel-point rewards on Twitch and Kick, per platform, with their state. */
export default function AdminChannelRewardsPage() {
  const rewards = useChannelRewards();
  return (
    <section className="grid min-w-0 grid-cols-1 gap-4 [&>*]:min-w-0">
      <PageTitle subtitle={t('channel-rewards.subtitle')}>{t('channel-rewards.title')}</PageTitle>
      <QueryState
        query={rewards}
        className="text-danger"
        error={(error) => t('channel-rewards.loadFailed', { error: errorMessage(error) })}
      >
        {(data) => (
          <>
            <CreateCard data={data} />
            {CHANNEL_REWARD_PLATFORMS.map((platform) => {
              const list = data.rewards.filter((r) => r.platform === platform);
              return (
                <section
                  key={platform}
                  className="rounded-xl border border-border bg-surface p-4"
                  aria-labelledby={`channel-rewards-${platform}`}
                >
                  <h2 id={`channel-rewards-${platform}`} className="mb-1 text-lg font-bold">
                    {t(platform === 'twitch' ? 'channel-rewards.platform.twitch' : 'channel-rewards.platform.kick')}
                  </h2>
                  <p className={data.platforms[platform] ? 'mb-3 text-sm text-muted' : 'mb-3 text-sm text-warning'}>
                    {t(
                      data.platforms[platform]
                        ? 'channel-rewards.platform.connected'
                        : platform === 'twitch'
                          ? 'channel-rewards.platform.twitchNotConnected'
                          : 'channel-rewards.platform.kickNotConnected',
                    )}
                  </p>
                  {list.length ? (
                    <ul className="grid gap-2">
                      {list.map((r) => (
                        <RewardRow key={r.id} reward={r} />
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-muted">{t('channel-rewards.empty')}</p>
                  )}
                </section>
              );
            })}
          </>
        )}
      </QueryState>
    </section>
  );
}
