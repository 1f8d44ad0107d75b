import '@fontsource-variable/inter';
import { DEFAULT_OVERLAY_SETTINGS } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTransparentBackground } from '@/lib/overlay-client';
import { giveawayEntriesQueryOptions } from '../api/get-giveaway-entries';
import { useOverlayGiveaway } from '../api/get-overlay-giveaway';
import { useOverlayLook } from '../api/get-overlay-look';
import { GiveawayOverlay } from '../components/giveaway-overlay';
import { OverlayPanel } from '../components/overlay-stage';
import { usePrefersReducedMotion } from '../components/winner-reel';
import { isDrawn } from '../format';

/**
 * /overlay/giveaway?key=…: the OBS page of the giveaways (a 1920x1080 browser source, outside the
 * site layout). It asks the overlay endpoint every 3 s with the key: the open giveaway, or one drawn
 * in the last 10 minutes, whose winners the reel lands on. Nothing shows while there is none.
 */
export default function OverlayGiveawayPage() {
  useTransparentBackground();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const giveaway = useOverlayGiveaway(key);
  const look = useOverlayLook(key).data ?? DEFAULT_OVERLAY_SETTINGS;
  const g = giveaway.data ?? null;
  const entries = useQuery({ ...giveawayEntriesQueryOptions(g?._id ?? ''), enabled: g !== null && isDrawn(g) });
  const reduceMotion = usePrefersReducedMotion();
  const names = entries.data ? entries.data.entries.map((e) => e.name) : entries.isError ? [] : null;
  const unauthorised = giveaway.error instanceof ApiError && giveaway.error.status === 401;
  const message = (text: string, alert = false) => (
    <OverlayPanel look={look}>
      <p className="px-4 py-3 font-semibold" {...(alert ? { role: 'alert' } : {})}>
        {text}
      </p>
    </OverlayPanel>
  );
  return (
    <main className="h-dvh w-full overflow-hidden bg-transparent" data-testid="overlay" data-overlay="giveaway">
      {!key ? (
        message(t('giveaways.overlay.noKey'))
      ) : unauthorised ? (
        message(t('giveaways.overlay.badKey'), true)
      ) : giveaway.isPending ? null : giveaway.isError && !giveaway.data ? (
        message(errorMessage(giveaway.error), true)
      ) : g ? (
        <OverlayPanel look={look}>
          <GiveawayOverlay
            key={g._id}
            giveaway={g}
            names={names}
            logo={look.logoUrl}
            host={window.location.host}
            reduceMotion={reduceMotion}
          />
        </OverlayPanel>
      ) : (
        <p className="sr-only" data-testid="overlay-no-giveaway">
          {t('giveaways.overlay.none')}
        </p>
      )}
    </main>
  );
}
