import { DEFAULT_OVERLAY_SETTINGS, NO_OVERLAY_CHAT } from '@app/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
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

describe('the overlays in Portuguese (the OBS page picks the language from ?lang=)', () => {
  afterEach(() => loadLocale('en'));

  it('pt-BR: GTB call to action and chat command, the language’s digits', async () => {
    await loadLocale('pt-BR');
    draw('gtb', { gtb: '!gtb', avg: null });
    expect(screen.getByRole('heading', { name: 'Adivinhe o saldo' })).toBeTruthy();
    expect(screen.getByTestId('overlay-gtb-status').textContent).toBe('Bonus Hunt #42 · Aberto · 37 palpites');
    expect(screen.getByTestId('overlay-cta').textContent).toBe(
      'Adivinhe o saldo final em example.test/stream/bonushunt' + 'ou digite !gtb 1234 no chat',
    );
  });

  it('pt-PT: AVG pots, bettors and the average in European Portuguese', async () => {
    await loadLocale('pt-PT');
    draw('avg', { gtb: null, avg: '!avg' });
    expect(screen.getByRole('heading', { name: 'Multiplicador médio' })).toBeTruthy();
    // pt-PT groups thousands with a no-break space and writes decimals with a comma.
    expect(screen.getByTestId('overlay-avg-pot').textContent).toBe('4\u00a0350 pts');
    expect(screen.getByTestId('overlay-avg-group-C').textContent).toContain('8 apostadores');
    expect(screen.getByText('84,12x')).toBeTruthy();
    expect(screen.getByTestId('overlay-chat-command').textContent).toBe('ou escreva !avg A 100 no chat');
  });
});
