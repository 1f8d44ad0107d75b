import { DEFAULT_OVERLAY_SETTINGS, NO_OVERLAY_CHAT } from '@app/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetAfterEach } from '@/test/render';
import { OverlayView } from './overlay-view';
import { SAMPLE_HUNT } from './sample-hunt';

afterEach(resetAfterEach);

// Inside the app's providers: the overlay writes money in the site currency (the public config's query).
const draw = (name: 'gtb' | 'avg', chat = NO_OVERLAY_CHAT) =>
  renderApp(
    <OverlayView
      name={name}
      hunt={SAMPLE_HUNT}
      settings={DEFAULT_OVERLAY_SETTINGS}
      chat={chat}
      layout="sidebar"
      host="example.test"
    />,
  );

describe('the GTB and AVG overlays while open', () => {
  it('name the chat command with an example when the bot reads a chat where it is on', () => {
    draw('gtb', { gtb: '!palpite', avg: '!avg' });
    expect(screen.getByTestId('overlay-chat-command').textContent).toBe('or type !palpite 1234 in chat');
  });

  it('AVG: the group and points example', () => {
    draw('avg', { gtb: null, avg: '!avg' });
    expect(screen.getByTestId('overlay-chat-command').textContent).toBe('or type !avg A 100 in chat');
  });

  it('name no command without a connected chat, only the site', () => {
    draw('avg');
    expect(screen.getByTestId('overlay-cta').textContent).toContain('example.test/stream/bonushunt');
    expect(screen.queryByTestId('overlay-chat-command')).toBeNull();
  });
});
