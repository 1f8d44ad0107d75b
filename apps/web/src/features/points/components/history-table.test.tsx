import type { LedgerEntry, Page } from '@app/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { HistoryTable } from './history-table';

const entry = (n: number, overrides: Partial<LedgerEntry>): LedgerEntry => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  createdAt: '2026-11-20T12:00:00.000Z',
  reason: 'watch_time',
  game: null,
  delta: 10,
  balanceAfter: 10,
  note: null,
  ...overrides,
});

const page: Page<LedgerEntry> = {
  items: [
    entry(1, { reason: 'game_payout', game: 'mines', delta: 12_500, balanceAfter: 15_000 }),
    entry(2, { reason: 'giveaway_entry', delta: -2_500, balanceAfter: 2_500 }),
    entry(3, { reason: 'signup_bonus', delta: 5_000, balanceAfter: 5_000 }),
  ],
  total: 3,
  page: 1,
  pageSize: 20,
};

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

/** The rows' cells but the date, as text (the header row left out). */
async function rows() {
  await screen.findByText(/Mines/);
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('td, th')].slice(1).map((c) => c.textContent));
}

describe('the points history table', () => {
  it('names each reason, signs the change and writes the balance in English', async () => {
    fakeApi({ 'GET /points/history?page=1&pageSize=20': ok(page) });
    renderApp(<HistoryTable />);
    expect(await rows()).toEqual([
      ['Mines win', '+12,500', '15,000'],
      ['Giveaway tickets', '-2,500', '2,500'],
      ['Sign-up bonus', '+5,000', '5,000'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Balance after' })).toBeTruthy();
  });

  it.each([
    [
      'pt-PT' as const,
      [
        ['Ganho no Mines', '+12\u00a0500', '15\u00a0000'],
        ['Bilhetes de sorteio', '-2\u00a0500', '2\u00a0500'],
        ['Bónus de registo', '+5\u00a0000', '5\u00a0000'],
      ],
      'Saldo depois',
    ],
    [
      'pt-BR' as const,
      [
        ['Ganho no Mines', '+12.500', '15.000'],
        ['Bilhetes de sorteio', '-2.500', '2.500'],
        ['Bônus de cadastro', '+5.000', '5.000'],
      ],
      'Saldo depois',
    ],
  ])('reads %s', async (locale, expected, header) => {
    await loadLocale(locale);
    fakeApi({ 'GET /points/history?page=1&pageSize=20': ok(page) });
    renderApp(<HistoryTable />);
    expect(await rows()).toEqual(expected);
    expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
  });
});
