import { OVERLAY_NAMES, type OverlayChat, type OverlayName, type OverlaySettings } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { usePreviewHunt } from '../api/get-preview-hunt';
import type { OverlayLayout } from './overlay-stage';
import { OverlayView } from './overlay-view';
import { SAMPLE_HUNT } from './sample-hunt';
import { TITLES } from './admin-overlay-constants';
import { SIZES } from './admin-overlay-constants';
import { ScaledSource } from './scaled-source';

export function Preview({ settings, chat }: { settings: OverlaySettings | null; chat: OverlayChat }) {
  const hunt = usePreviewHunt();
  const [name, setName] = useState<OverlayName>('hunt');
  const [layout, setLayout] = useState<OverlayLayout>('full');
  const size = SIZES.find((s) => s.layout === layout)!;
  const data = hunt.data ?? SAMPLE_HUNT;
  const sample = !hunt.data;
  return (
    <div className="min-w-0 rounded-2xl border border-border bg-surface p-4 xl:sticky xl:top-4 xl:self-start">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold">{t('overlays.preview.title')}</h2>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            sample ? 'bg-gold/20 text-gold' : 'bg-accent/20 text-accent',
          )}
          data-testid="preview-source"
        >
          {hunt.isPending
            ? t('overlays.preview.loading')
            : sample
              ? t('overlays.preview.sample')
              : t('overlays.preview.current', { index: String(data.index) })}
        </span>
      </div>
      <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label={t('overlays.preview.which')}>
        {OVERLAY_NAMES.map((n) => (
          <Button
            key={n}
            size="sm"
            type="button"
            variant={n === name ? 'primary' : 'outline'}
            aria-pressed={n === name}
            onClick={() => setName(n)}
          >
            {t(TITLES[n])}
          </Button>
        ))}
        <span className="mx-1 w-px self-stretch bg-border" />
        {SIZES.map((s) => (
          <Button
            key={s.layout}
            size="sm"
            type="button"
            variant={s.layout === layout ? 'primary' : 'outline'}
            aria-pressed={s.layout === layout}
            onClick={() => setLayout(s.layout)}
          >
            {t(s.name)}
          </Button>
        ))}
      </div>
      {settings ? (
        <div data-testid="overlay-preview">
          <ScaledSource width={size.width} height={size.height}>
            <OverlayView
              name={name}
              hunt={data}
              settings={settings}
              chat={chat}
              layout={layout}
              host={window.location.host}
            />
          </ScaledSource>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('overlays.preview.invalid')}</p>
      )}
      <p className="mt-2 text-xs text-muted">
        {t('overlays.preview.note', { width: String(size.width), height: String(size.height) })}
      </p>
    </div>
  );
}
