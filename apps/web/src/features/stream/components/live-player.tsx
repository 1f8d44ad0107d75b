import { PLATFORM_NAMES, type Platform, type StreamPlatformStatus } from '@app/contracts';
import { useState } from 'react';
import { EarningNote } from '@/components/earning-note';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStreamStatus } from '@/lib/stream-status';
import { popupPlayerUrl } from './stream-urls';

/**
 * Wide screens (the side menu's, 768 px and up) get the floating player; narrower ones the player
 * docked in the page flow, which never covers a control (docs/product.md#live-player).
 */
const FLOATING_PLAYER_QUERY = '(min-width: 768px)';
export const useFloatingPlayer = () => useMediaQuery(FLOATING_PLAYER_QUERY);

export type LivePlayer = {
  /** The live platforms, the primary first: a switch is offered when there are two. */
  live: StreamPlatformStatus[];
  /** The platform the player plays. */
  shown: StreamPlatformStatus;
  choose: (platform: Platform) => void;
};

/**
 * The player's state while the stream is live, else null: it plays the platform the status shows
 * first, or the one chosen with the switch.
 */
export function useLivePlayer(): LivePlayer | null {
  const { data } = useStreamStatus();
  const [chosen, setChosen] = useState<Platform | null>(null);
  if (!data?.live) return null;
  // An older server's answer has no `platforms`: the top level alone is then the Twitch channel.
  const live = (data.platforms ?? []).filter((p) => p.live);
  const top: StreamPlatformStatus = {
    platform: data.platform ?? 'twitch',
    channel: data.channel,
    live: true,
    ...(data.title ? { title: data.title } : {}),
  };
  const shown = live.find((p) => p.platform === chosen) ?? live.find((p) => p.platform === top.platform) ?? top;
  return { live, shown, choose: setChosen };
}

export const playerTitle = (shown: StreamPlatformStatus) =>
  shown.title || t('stream.player.channelLive', { channel: shown.channel });

/** Twitch / Kick, shown while both are live. */
export function PlatformSwitch({
  player,
  className,
  buttonClassName,
}: {
  player: LivePlayer;
  className?: string;
  buttonClassName?: string;
}) {
  if (player.live.length < 2) return null;
  return (
    <div role="group" aria-label={t('stream.player.platform')} className={cn('flex shrink-0 gap-1', className)}>
      {player.live.map((p) => (
        <button
          key={p.platform}
          type="button"
          aria-pressed={p.platform === player.shown.platform}
          className={cn(
            'rounded px-2 text-xs font-semibold',
            buttonClassName,
            p.platform === player.shown.platform ? 'bg-accent text-white' : 'text-muted hover:bg-surface hover:text-fg',
          )}
          onClick={() => player.choose(p.platform)}
        >
          {PLATFORM_NAMES[p.platform]}
        </button>
      ))}
    </div>
  );
}

/** The embed, muted and playing, and the watch-time note when earning is on. */
export function PlayerFrame({ shown, className }: { shown: StreamPlatformStatus; className?: string }) {
  return (
    <>
      <iframe
        key={shown.platform}
        title={t('stream.player.frameTitle', { platform: PLATFORM_NAMES[shown.platform] })}
        src={popupPlayerUrl(shown.platform, shown.channel, window.location.hostname)}
        className={cn('aspect-video w-full', className)}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
      <EarningNote className="px-2 py-1 text-xs text-muted" />
    </>
  );
}
