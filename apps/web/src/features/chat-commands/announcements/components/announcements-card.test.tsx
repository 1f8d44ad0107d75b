import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { ANNOUNCEMENT_KINDS, type ChatAnnouncementSettings } from '../types';
import { AnnouncementsCard } from './announcements-card';

const off = (): ChatAnnouncementSettings => ({
  enabled: Object.fromEntries(
    ANNOUNCEMENT_KINDS.map((k) => [k, { twitch: false, kick: false }]),
  ) as ChatAnnouncementSettings['enabled'],
});

afterEach(resetAfterEach);

describe('the chat announcements card', () => {
  it('shows a switch per announcement and platform and saves the switches', async () => {
    const { writes } = fakeApi({
      'GET /admin/chat-announcements': ok({ enabled: { ...off().enabled, sr_played: { twitch: false, kick: true } } }),
      'PUT /admin/chat-announcements': (call) => ok(call.body),
    });
    const { user } = renderApp(<AnnouncementsCard />);
    expect(await screen.findByRole('heading', { name: 'Chat announcements' })).toBeTruthy();
    expect(await screen.findByRole('switch', { name: 'Slot request played on Kick' })).toHaveProperty('checked', true);
    expect(screen.getAllByRole('switch')).toHaveLength(ANNOUNCEMENT_KINDS.length * 2);
    await user.click(screen.getByRole('switch', { name: 'Hunt finished: GTB result and winners on Twitch' }));
    await user.click(screen.getByRole('switch', { name: 'Giveaway drawn: the winners on Kick' }));
    await user.click(screen.getByRole('button', { name: 'Save announcements' }));
    expect((await findToast('Announcements saved.')).variant).toBe('success');
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/admin/chat-announcements',
        body: {
          enabled: {
            ...off().enabled,
            hunt_gtb: { twitch: true, kick: false },
            giveaway_drawn: { twitch: false, kick: true },
            sr_played: { twitch: false, kick: true },
          },
        },
      },
    ]);
  });

  it.each([
    ['pt-PT', 'Guardar anúncios', 'Pedido de slot jogado na Twitch'],
    ['pt-BR', 'Salvar anúncios', 'Hunt encerrada: grupo vencedor do AVG na Kick'],
  ] as const)('reads in %s', async (locale, save, aSwitch) => {
    await loadLocale(locale);
    try {
      fakeApi({ 'GET /admin/chat-announcements': ok(off()) });
      renderApp(<AnnouncementsCard />);
      expect(await screen.findByRole('button', { name: save })).toBeTruthy();
      expect(screen.getByRole('switch', { name: aSwitch })).toBeTruthy();
    } finally {
      await loadLocale('en');
    }
  });
});
