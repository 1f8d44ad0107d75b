import { PLATFORM_NAMES } from '@app/contracts';
import { t } from '@/i18n';
import { useStreamStatus } from '@/lib/stream-status';
import { channelPageUrl } from './stream-urls';

/**
 * Red pulsing 'Live' badge opening the live platform's channel (the primary when it is live, else the
 * other live one); rendered only while the stream is live. Its accessible name says where: "Live on Kick".
 */
export function LiveBadge() {
  const { data } = useStreamStatus();
  if (!data?.live) return null;
  // An older server's answer names no platform: it was Twitch's.
  const platform = data.platform ?? 'twitch';
  return (
    <a
      href={channelPageUrl(platform, data.channel)}
      target="_blank"
      rel="noreferrer"
      aria-label={t('stream.liveBadge.label', { platform: PLATFORM_NAMES[platform] })}
      className="inline-flex items-center gap-1.5 rounded-full bg-live px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-white"
      title={data.title}
    >
      <span className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75" />
        <span className="relative inline-flex size-2 rounded-full bg-white" />
      </span>
      {t('stream.liveBadge.text')}
    </a>
  );
}
