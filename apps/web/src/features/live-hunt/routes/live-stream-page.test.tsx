import type { StreamSource, StreamStatus } from '@app/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import LiveStreamPage from './live-stream-page';

const sources: StreamSource[] = [
  { platform: 'twitch', label: 'Twitch', channel: 'bigstreamer' },
  { platform: 'youtube', label: 'YouTube', channel: 'UCabc' },
  { platform: 'kick', label: 'Casino', channel: 'bigkick' },
];
const kickOnTop: StreamStatus = {
  platform: 'kick',
  channel: 'bigkick',
  live: true,
  platforms: [
    { platform: 'kick', channel: 'bigkick', live: true },
    { platform: 'twitch', channel: 'bigstreamer', live: true },
  ],
};

function setup(status: StreamStatus) {
  fakeApi({ 'GET /live-stream/sources': ok({ sources }), 'GET /data/stream': ok(status) });
  return renderApp(<LiveStreamPage />);
}

// happy-dom loads no page into an iframe: it prints a NotSupportedError for each player, which is expected.
afterEach(resetAfterEach);

describe('/stream/live', () => {
  it('opens on the first source of the live primary platform; the buttons still switch', async () => {
    const { user } = setup(kickOnTop);
    const casino = await screen.findByRole('tab', { name: 'Casino' });
    await screen.findByTitle('Casino');
    expect(casino.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('stream-frame').getAttribute('src')).toBe('https://player.kick.com/bigkick');
    await user.click(screen.getByRole('tab', { name: 'Twitch' }));
    expect(screen.getByTestId('stream-frame').getAttribute('src')).toMatch(/^https:\/\/player\.twitch\.tv\//);
  });

  it('opens on the first source while the channel is offline', async () => {
    setup({ ...kickOnTop, live: false, platforms: [] });
    await screen.findByRole('tab', { name: 'Casino' });
    expect(screen.getByRole('tab', { name: 'Twitch' }).getAttribute('aria-selected')).toBe('true');
  });
});
