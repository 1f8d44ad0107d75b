import type { Platform } from '@app/contracts';

/** The channel's own page on its platform (the Live badge opens it in a new tab). */
export function channelPageUrl(platform: Platform, channel: string): string {
  const name = encodeURIComponent(channel);
  return platform === 'kick' ? `https://kick.com/${name}` : `https://www.twitch.tv/${name}`;
}

/**
 * The floating player's embed, muted and playing: Twitch needs `parent` = the site's host
 * (docs/integrations.md#embeds).
 */
export function popupPlayerUrl(platform: Platform, channel: string, host: string): string {
  const name = encodeURIComponent(channel);
  return platform === 'kick'
    ? `https://player.kick.com/${name}?autoplay=true&muted=true`
    : `https://player.twitch.tv/?channel=${name}&parent=${encodeURIComponent(host)}&autoplay=true&muted=true`;
}
