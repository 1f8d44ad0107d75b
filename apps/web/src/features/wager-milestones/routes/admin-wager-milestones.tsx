import { PageTitle } from '@/components/ui/page-title';
import { t } from '@/i18n';
import { GrantsDesk } from '../components/grants-desk';
import { TierEditor } from '../components/tier-editor';

/** /admin/wager-milestones: the tiers and the approval size, then the grants desk. */
export default function AdminWagerMilestonesPage() {
  return (
    <section>
      <PageTitle subtitle={t('wager-milestones.admin.subtitle')}>{t('wager-milestones.admin.title')}</PageTitle>
      <TierEditor />
      <GrantsDesk />
    </section>
  );
}
