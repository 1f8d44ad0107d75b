import '@fontsource-variable/inter';
import { DEFAULT_OVERLAY_SETTINGS, NO_OVERLAY_CHAT, OVERLAY_NAMES, type OverlayName } from '@app/contracts';
import { useParams, useSearchParams } from 'react-router';
import { useOverlayFeed } from '../api/use-overlay-feed';
import { OverlayMessage, OverlayView } from '../components/overlay-view';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTransparentBackground } from '@/lib/overlay-client';

const isOverlayName = (name: string | undefined): name is OverlayName =>
  (OVERLAY_NAMES as readonly string[]).includes(name ?? '');

/**
 * /overlay/hunt, /overlay/gtb, /overlay/avg, /overlay/ticker?key=…[&size=sidebar]: the OBS pages,
 * outside the site layout. The key from the address reads the hunt and the settings; the live hunt's
 * push keeps both current.
 */
export default function OverlayPage() {
  useTransparentBackground();
  const { name } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const layout = params.get('size') === 'sidebar' ? 'sidebar' : 'full';
  const { hunt, settings } = useOverlayFeed(key);
  const look = settings.data?.settings ?? DEFAULT_OVERLAY_SETTINGS;
  const chat = settings.data?.chat ?? NO_OVERLAY_CHAT;
  const unauthorised = [hunt.error, settings.error].some((e) => e instanceof ApiError && e.code === 'UNAUTHENTICATED');
  return (
    <main className="h-dvh w-full overflow-hidden bg-transparent" data-testid="overlay" data-overlay={name}>
      {!isOverlayName(name) ? (
        <OverlayMessage settings={look}>{t('overlays.page.unknown')}</OverlayMessage>
      ) : !key ? (
        <OverlayMessage settings={look}>{t('overlays.page.noKey')}</OverlayMessage>
      ) : unauthorised ? (
        <OverlayMessage settings={look} alert>
          {t('overlays.page.badKey')}
        </OverlayMessage>
      ) : hunt.isPending || settings.isPending ? null : hunt.isError ? (
        <OverlayMessage settings={look} alert>
          {errorMessage(hunt.error)}
        </OverlayMessage>
      ) : !hunt.data ? (
        <OverlayMessage settings={look}>{t('overlays.page.noHunt')}</OverlayMessage>
      ) : (
        <OverlayView
          name={name}
          hunt={hunt.data}
          settings={look}
          chat={chat}
          layout={layout}
          host={window.location.host}
        />
      )}
    </main>
  );
}
