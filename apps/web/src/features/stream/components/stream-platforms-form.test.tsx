import type { StreamPlatforms } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok, type FakeCall, type FakeReply } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { StreamPlatformsForm } from './stream-platforms-form';

/** The admin card on a fake server; PUT answers what it was sent unless `put` says otherwise. */
function setup(saved: StreamPlatforms, put?: (call: FakeCall) => FakeReply) {
  const server = fakeApi({
    'GET /admin/stream/platforms': ok(saved),
    'PUT /admin/stream/platforms': put ?? ((call) => ok(call.body)),
    'GET /data/stream': ok({ live: false, channel: 'c', platform: 'twitch', platforms: [] }),
  });
  return { ...server, ...renderApp(<StreamPlatformsForm />) };
}

const card = () => screen.getByRole('region', { name: 'Channel platforms' });
const platformBox = (name: string) =>
  within(within(card()).getByRole('group', { name: 'Platforms' })).getByRole('checkbox', { name });
const primaryRadio = (name: string) =>
  within(within(card()).getByRole('group', { name: 'Primary' })).getByRole('radio', { name });

afterEach(resetAfterEach);

describe('Channel platforms card', () => {
  it('shows the saved setting and saves a new primary', async () => {
    const { user, writes } = setup({ platforms: ['twitch', 'kick'], primary: 'twitch' });
    expect(await screen.findByRole('checkbox', { name: 'Twitch' })).toHaveProperty('checked', true);
    expect(platformBox('Kick')).toHaveProperty('checked', true);
    expect(primaryRadio('Twitch')).toHaveProperty('checked', true);

    await user.click(primaryRadio('Kick'));
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect((await findToast('Channel platforms saved.')).variant).toBe('success');
    expect(writes()).toEqual([
      { method: 'PUT', path: '/admin/stream/platforms', body: { platforms: ['twitch', 'kick'], primary: 'kick' } },
    ]);
  });

  it('unticking the primary moves the primary to the platform left, and a lone platform can only be primary', async () => {
    const { user, writes } = setup({ platforms: ['twitch', 'kick'], primary: 'twitch' });
    await user.click(await screen.findByRole('checkbox', { name: 'Twitch' }));
    expect(primaryRadio('Kick')).toHaveProperty('checked', true);
    expect(primaryRadio('Twitch')).toHaveProperty('disabled', true);
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    await findToast('Channel platforms saved.');
    expect(writes()[0]?.body).toEqual({ platforms: ['kick'], primary: 'kick' });
  });

  it('shows the server’s refusal in the card', async () => {
    const { user } = setup({ platforms: ['twitch'], primary: 'twitch' }, () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request — platforms: choose at least one platform',
          fields: { platforms: 'choose at least one platform' },
        },
      },
    }));
    await user.click(await screen.findByRole('checkbox', { name: 'Twitch' }));
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect((await within(card()).findByRole('alert')).textContent).toBe('Platforms: choose at least one platform.');
    // Ticking again clears it.
    await user.click(platformBox('Kick'));
    expect(within(card()).queryByRole('alert')).toBeNull();
  });
});

describe('Channel platforms card in Portuguese', () => {
  afterEach(async () => {
    await loadLocale('en');
  });

  it.each([
    ['pt-PT', 'Plataformas do canal', 'Guardar', 'Plataformas do canal guardadas.'],
    ['pt-BR', 'Plataformas do canal', 'Salvar', 'Plataformas do canal salvas.'],
  ] as const)('%s: the card, its groups and its toast', async (locale, title, save, saved) => {
    await loadLocale(locale);
    const { user } = setup({ platforms: ['twitch'], primary: 'twitch' });
    const region = await screen.findByRole('region', { name: title });
    expect(await within(region).findByRole('group', { name: 'Plataformas' })).toBeTruthy();
    expect(within(region).getByRole('group', { name: 'Principal' })).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: save }));
    expect((await findToast(saved)).variant).toBe('success');
  });
});
