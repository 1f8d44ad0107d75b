import '@fontsource-variable/inter';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { PageTitle } from '@/components/ui/page-title';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useAdminOverlaySettings } from '../api/get-admin-overlay-settings';
import { SettingsEditor } from '../components/settings-editor';
import { KeyPanel } from '../components/key-panel';
import { ObsAddresses } from '../components/obs-addresses';

/** /admin/overlays: the overlays' look with a live preview, the overlay key and the OBS addresses. */
export default function AdminOverlaysPage() {
  const saved = useAdminOverlaySettings();
  const [shownKey, setShownKey] = useState<string | null>(null);
  return (
    <section>
      <PageTitle subtitle={t('overlays.admin.subtitle')}>{t('overlays.admin.title')}</PageTitle>
      <QueryState query={saved} error={(error) => t('overlays.admin.loadFailed', { message: errorMessage(error) })}>
        {(data) => <SettingsEditor initial={data.settings} updatedAt={data.updatedAt} chat={data.chat} />}
      </QueryState>
      <KeyPanel onKey={setShownKey} />
      <ObsAddresses shownKey={shownKey} onHide={() => setShownKey(null)} />
    </section>
  );
}
