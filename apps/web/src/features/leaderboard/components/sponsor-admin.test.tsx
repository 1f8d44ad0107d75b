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

const stake: AdminSponsor = {
  id: '00000000-0000-4000-8000-000000000701',
  slug: 'stake',
  name: 'Stake',
  logo: '/sponsors/stake.svg',
  prizes: [2000, 1500],
  periods: [],
  adapter: 'csv',
  hasCredentials: false,
  maskNames: true,
};
const missingColumns = {
  status: 400,
  body: { error: { code: 'VALIDATION_ERROR', message: 'English words', fields: { csv: 'MISSING_COLUMNS' } } },
};

async function importCsv(labels: { sponsor: string; period: string; csv: string; submit: string }) {
  const api = fakeApi({ 'GET /admin/sponsors': ok([stake]), 'POST /admin/sponsors/stake/import': missingColumns });
  const { user } = renderApp(<SponsorAdmin />);
  await screen.findByRole('option', { name: 'Stake' });
  await user.selectOptions(screen.getByLabelText(labels.sponsor), 'stake');
  await user.type(screen.getByLabelText(labels.period), '2026-10');
  await user.type(screen.getByLabelText(labels.csv), 'nothing,here');
  await user.click(screen.getByRole('button', { name: labels.submit }));
  return api;
}

describe('the sponsor CSV import', () => {
  it('a file without the username and wagered columns: the rule in the page language, not the server English', async () => {
    const api = await importCsv({ sponsor: 'Sponsor', period: 'Month (YYYY-MM)', csv: 'CSV', submit: 'Import' });
    expect(await screen.findByText('The CSV needs a header row with username and wagered columns.')).toBeTruthy();
    expect(screen.queryByText(/English words/)).toBeNull();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/admin/sponsors/stake/import', body: { period: '2026-10', csv: 'nothing,here' } },
    ]);
  });

  it('in European and Brazilian Portuguese', async () => {
    for (const locale of ['pt-PT', 'pt-BR'] as const) {
      await loadLocale(locale);
      await importCsv({ sponsor: 'Patrocinador', period: 'Mês (AAAA-MM)', csv: 'CSV', submit: 'Importar' });
      expect(
        await screen.findByText('O CSV precisa de uma linha de cabeçalho com as colunas username e wagered.'),
      ).toBeTruthy();
      resetAfterEach();
    }
  });
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
