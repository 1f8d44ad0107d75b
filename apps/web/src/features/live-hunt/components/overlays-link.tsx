import { t, Trans } from '@/i18n';

/** The overlays (keys, addresses, look) have their own page; the console only points to it. */
export function OverlaysLink() {
  return (
    <div className="mb-6 rounded-2xl border border-border bg-surface p-4 text-sm">
      <h2 className="mb-1 text-lg font-bold">{t('live-hunt.overlays.title')}</h2>
      <p className="text-muted">
        <Trans
          id="live-hunt.overlays.body"
          values={{
            link: (chunks) => (
              <a href="/admin/overlays" className="text-accent underline">
                {chunks}
              </a>
            ),
          }}
        />
      </p>
    </div>
  );
}
