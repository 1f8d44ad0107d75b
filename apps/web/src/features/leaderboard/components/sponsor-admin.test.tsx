import type { AdminSponsor } from '@app/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { SponsorAdmin } from './sponsor-admin';

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
