import { Tabs } from 'radix-ui';
import { PageTitle } from '@/components/ui/page-title';
import { t } from '@/i18n';
import { PointsTable } from '../components/points-table';
import { WagerBoard } from '../components/wager-board';

const triggerClass =
  'rounded-md px-4 py-1.5 text-sm font-semibold text-muted transition-colors hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-white';

/** The wager race of the sponsor casinos (default), and the points table variant. */
export default function LeaderboardPage() {
  return (
    <section>
      <PageTitle>{t('leaderboard.title')}</PageTitle>
      <Tabs.Root defaultValue="wager">
        <Tabs.List
          aria-label={t('leaderboard.tabs')}
          className="mb-4 inline-flex gap-1 rounded-lg border border-border bg-surface p-1"
        >
          <Tabs.Trigger value="wager" className={triggerClass}>
            {t('leaderboard.tab.wager')}
          </Tabs.Trigger>
          <Tabs.Trigger value="points" className={triggerClass}>
            {t('leaderboard.tab.points')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="wager">
          <WagerBoard />
        </Tabs.Content>
        <Tabs.Content value="points">
          <PointsTable />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
