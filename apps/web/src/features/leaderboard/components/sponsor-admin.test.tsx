import type { AdminSponsor, SponsorInput, SponsorPatch } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { SponsorAdmin } from './sponsor-admin';

const rain: AdminSponsor = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'rain',
  name: 'Rain.gg',
  logo: '/sponsors/rain.svg',
  prizes: [500, 250],
  periods: [],
  adapter: 'raingg',
  hasCredentials: true,
  maskNames: true,
};

function setup() {
  const sent: { create?: SponsorInput; patch?: SponsorPatch } = {};
  const server = fakeApi({
    'GET /admin/sponsors': ok([rain]),
    'POST /admin/sponsors': (call) => {
      sent.create = call.body as SponsorInput;
      return { status: 201, body: { ...rain, slug: 'clash', adapter: 'clash' } };
    },
    'PATCH /admin/sponsors/rain': (call) => {
      sent.patch = call.body as SponsorPatch;
      return ok(rain);
    },
  });
  return { sent, ...server, ...renderApp(<SponsorAdmin />) };
}

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

describe('sponsor admin', () => {
  it("offers every adapter; asks Roobet's user id and Rain.gg's code only for those; sends the code with the key", async () => {
    const { user, sent } = setup();
    const add = (await screen.findByRole('heading', { name: 'Add sponsor' })).closest('form')!;
    const adapter = within(add).getByLabelText('Adapter');
    expect([...adapter.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'roobet',
      'shuffle',
      'gamdom',
      'rainbet',
      'clash',
      'acebet',
      'casesgg',
      'packdraw',
      'raingg',
      'csv',
    ]);
    expect(within(add).getByLabelText('Affiliate user id (Roobet)')).toBeTruthy();
    expect(within(add).queryByLabelText('Affiliate code (Rain.gg)')).toBeNull();

    await user.selectOptions(adapter, 'clash');
    expect(within(add).queryByLabelText('Affiliate user id (Roobet)')).toBeNull();
    expect(within(add).queryByLabelText('Affiliate code (Rain.gg)')).toBeNull();

    await user.selectOptions(adapter, 'raingg');
    await user.type(within(add).getByLabelText('Name'), 'Rain two');
    await user.type(within(add).getByLabelText('Slug'), 'rain-two');
    await user.type(within(add).getByLabelText('Logo'), '/sponsors/rain.svg');
    await user.type(within(add).getByLabelText('API key (write-only)'), 'k-123');
    await user.type(within(add).getByLabelText('Affiliate code (Rain.gg)'), 'streamer');
    await user.click(within(add).getByRole('button', { name: 'Add sponsor' }));
    await vi.waitFor(() => expect(sent.create).toBeTruthy());
    expect(sent.create).toMatchObject({ adapter: 'raingg', credentials: { key: 'k-123', code: 'streamer' } });
    expect(sent.create?.credentials).not.toHaveProperty('userId');
  });

  it("a Rain.gg sponsor's editor replaces the key with its code", async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Rain.gg' }));
    const editor = screen.getByRole('form', { name: 'Edit Rain.gg' });
    expect(within(editor).queryByLabelText('Affiliate user id (Roobet)')).toBeNull();
    await user.type(within(editor).getByLabelText(/New API key/), 'new-key');
    await user.type(within(editor).getByLabelText('Affiliate code (Rain.gg)'), 'streamer2');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent.patch).toEqual({ credentials: { key: 'new-key', code: 'streamer2' } }));
  });

  it('pt-PT and pt-BR name the code field in their language', async () => {
    for (const locale of ['pt-PT', 'pt-BR'] as const) {
      await loadLocale(locale);
      const { unmount, user } = setup();
      const add = (await screen.findByRole('heading', { name: 'Adicionar patrocinador' })).closest('form')!;
      await user.selectOptions(within(add).getByLabelText('Adaptador'), 'raingg');
      expect(within(add).getByLabelText('Código de afiliado (Rain.gg)')).toBeTruthy();
      unmount();
      resetAfterEach();
    }
  });
});
