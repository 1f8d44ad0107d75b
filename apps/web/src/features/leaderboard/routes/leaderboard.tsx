import { Tabs } from 'radix-ui';
import { PageTitle } from '@/components/ui/page-title';
import { PointsTable } from '../components/points-table';

const triggerClass =
  'rounded-md px-4 py-1.5 text-sm font-semibold text-muted transition-colors hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-white';

/** The wager leaderboard (sponsor casinos) is a later issue; until then its tab says so, and Points is the default. */
export default function LeaderboardPage() {
  return (
    <section>
      <PageTitle>Leaderboard</PageTitle>
      <Tabs.Root defaultValue="points">
        <Tabs.List aria-label="Leaderboards" className="mb-4 inline-flex gap-1 rounded-lg border border-border bg-surface p-1">
          <Tabs.Trigger value="wager" className={triggerClass}>
            Wager
          </Tabs.Trigger>
          <Tabs.Trigger value="points" className={triggerClass}>
            Points
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="wager">
          <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted">The wager leaderboard is not open yet.</p>
        </Tabs.Content>
        <Tabs.Content value="points">
          <PointsTable />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
