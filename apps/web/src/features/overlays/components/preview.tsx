import type { OverlayChat, OverlaySettings } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { PREVIEW_NAMES, PREVIEW_TITLES, SIZES, type PreviewName } from './admin-overlay-constants';
import type { OverlayLayout } from './overlay-stage';
import { OverlayView } from './overlay-view';
import { usePreviewData, type PreviewData } from './preview-data';
import { ScaledSource } from './scaled-source';
import { SlotQueueOverlayView, TournamentOverlayView } from './tournament-overlay-view';

export function Preview({ settings, chat }: { settings: OverlaySettings | null; chat: OverlayChat }) {
  const [name, setName] = useState<PreviewName>('hunt');
  const [layout, setLayout] = useState<OverlayLayout>('full');
  const size = SIZES.find((s) => s.layout === layout)!;
  const { data, source } = usePreviewData(name);
  return (
    <div className="min-w-0 rounded-2xl border border-border bg-surface p-4 xl:sticky xl:top-4 xl:self-start">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold">{t('overlays.preview.title')}</h2>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            source.sample ? 'bg-gold/20 text-gold' : 'bg-accent/20 text-accent',
          )}
          data-testid="preview-source"
        >
          {source.text}
        </span>
      </div>
      <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label={t('overlays.preview.which')}>
        {PREVIEW_NAMES.map((n) => (
          <Button
            key={n}
            size="sm"
            type="button"
            variant={n === name ? 'primary' : 'outline'}
            aria-pressed={n === name}
            onClick={() => setName(n)}
          >
            {t(PREVIEW_TITLES[n])}
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
        <div data-testid="overlay-preview" data-overlay={name} data-layout={layout}>
          <ScaledSource width={size.width} height={size.height}>
            <PreviewOverlay data={data} settings={settings} chat={chat} layout={layout} />
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

/** The chosen overlay, drawn by the component its OBS page draws. */
function PreviewOverlay({
  data,
  settings,
  chat,
  layout,
}: {
  data: PreviewData;
  settings: OverlaySettings;
  chat: OverlayChat;
  layout: OverlayLayout;
}) {
  switch (data.kind) {
    case 'hunt':
      return (
        <OverlayView
          name={data.name}
          hunt={data.hunt}
          settings={settings}
          chat={chat}
          layout={layout}
          host={window.location.host}
        />
      );
    case 'tournament':
      return (
        <TournamentOverlayView name={data.name} tournament={data.tournament} settings={settings} layout={layout} />
      );
    case 'slot-requests':
      return <SlotQueueOverlayView board={data.board} settings={settings} layout={layout} />;
  }
}
