import type { StreamPlatformStatus, StreamStatus } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { LiveBadge } from './live-badge';
import { StreamPopup } from './stream-popup';

const twitch = (live: boolean): StreamPlatformStatus =>
  live
    ? { platform: 'twitch', channel: 'bigstreamer', live, title: 'Hunt on Twitch', viewerCount: 10 }
    : { platform: 'twitch', channel: 'bigstreamer', live };
const kick = (live: boolean): StreamPlatformStatus =>
  live
    ? { platform: 'kick', channel: 'bigkick', live, title: 'Slots on Kick', viewerCount: 20 }
    : { platform: 'kick', channel: 'bigkick', live };

/** The status as the server combines it: `platforms` primary first, the top level the one shown first. */
function status(platforms: StreamPlatformStatus[]): StreamStatus {
  const shown = platforms[0]!.live ? platforms[0]! : (platforms.find((p) => p.live) ?? platforms[0]!);
  return { ...shown, platforms };
}

function setup(answer: StreamStatus) {
  fakeApi({ 'GET /data/stream': ok(answer), 'GET /data/earning': ok({ enabled: false }) });
  return renderApp(
    <>
      <header>
        <LiveBadge />
      </header>
      <StreamPopup />
    </>,
  );
}

const frameSrc = () => screen.getByTitle(/^Live stream on /).getAttribute('src');

// happy-dom loads no page into an iframe: it prints a NotSupportedError for each player, which is expected.
afterEach(resetAfterEach);

describe('the floating player', () => {
  it('plays Twitch when only Twitch is live, without a switch', async () => {
    setup(status([twitch(true), kick(false)]));
    const popup = await screen.findByTestId('stream-popup');
    expect(frameSrc()).toBe('https://player.twitch.tv/?channel=bigstreamer&parent=localhost&autoplay=true&muted=true');
    expect(within(popup).queryByRole('group', { name: 'Player platform' })).toBeNull();
    expect(popup.textContent).toContain('Hunt on Twitch');
  });

  it('plays Kick’s embed when Kick is the live one', async () => {
    setup(status([twitch(false), kick(true)]));
    await screen.findByTestId('stream-popup');
    expect(frameSrc()).toBe('https://player.kick.com/bigkick?autoplay=true&muted=true');
    expect(screen.getByTitle('Live stream on Kick')).toBeTruthy();
  });

  it('both live: the primary first, and the switch changes the player', async () => {
    const { user } = setup(status([kick(true), twitch(true)]));
    const popup = await screen.findByTestId('stream-popup');
    const group = within(popup).getByRole('group', { name: 'Player platform' });
    const kickButton = within(group).getByRole('button', { name: 'Kick' });
    const twitchButton = within(group).getByRole('button', { name: 'Twitch' });
    expect(kickButton.getAttribute('aria-pressed')).toBe('true');
    expect(twitchButton.getAttribute('aria-pressed')).toBe('false');
    expect(frameSrc()).toBe('https://player.kick.com/bigkick?autoplay=true&muted=true');
    expect(popup.textContent).toContain('Slots on Kick');

    await user.click(twitchButton);
    expect(twitchButton.getAttribute('aria-pressed')).toBe('true');
    expect(kickButton.getAttribute('aria-pressed')).toBe('false');
    expect(frameSrc()).toMatch(/^https:\/\/player\.twitch\.tv\/\?channel=bigstreamer&/);
    expect(popup.textContent).toContain('Hunt on Twitch');

    await user.click(kickButton);
    expect(frameSrc()).toBe('https://player.kick.com/bigkick?autoplay=true&muted=true');
  });

  it('shows nothing while the channel is offline everywhere', async () => {
    const { client } = setup(status([twitch(false), kick(false)]));
    await screen.findByRole('banner');
    await client.refetchQueries();
    expect(screen.queryByTestId('stream-popup')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the header’s Live badge', () => {
  it('opens the live platform’s channel and says which', async () => {
    setup(status([twitch(false), kick(true)]));
    const badge = await screen.findByRole('link', { name: 'Live on Kick' });
    expect(badge.getAttribute('href')).toBe('https://kick.com/bigkick');
    expect(badge.getAttribute('target')).toBe('_blank');
    expect(badge.textContent).toBe('Live');
  });

  it('opens the primary platform when both are live', async () => {
    setup(status([twitch(true), kick(true)]));
    const badge = await screen.findByRole('link', { name: 'Live on Twitch' });
    expect(badge.getAttribute('href')).toBe('https://www.twitch.tv/bigstreamer');
  });
});
