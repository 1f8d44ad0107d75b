import { useSiteConfig } from '@/lib/site-config';
import { useStreamStatus } from '../api/get-stream';

/** Red pulsing 'Live' badge opening the channel; rendered only while the stream is live. */
export function LiveBadge() {
  const { data } = useStreamStatus();
  const config = useSiteConfig();
  if (!data?.live || !config) return null;
  return (
    <a
      href={config.socials.twitch}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1.5 rounded-full bg-live px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-white"
      title={data.title}
    >
      <span className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75" />
        <span className="relative inline-flex size-2 rounded-full bg-white" />
      </span>
      Live
    </a>
  );
}
