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
  params: null,
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
async function rows(first: RegExp = /Mines/) {
  await screen.findByText(first);
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

  /** Rows the system wrote carry figures; an admin's reason and an older row carry a note. */
  const detailed: Page<LedgerEntry> = {
    items: [
      entry(1, { reason: 'giveaway_entry', params: { giveaway: 'Headset', tickets: 3 }, delta: -300 }),
      entry(2, { reason: 'giveaway_entry', params: { giveaway: 'Mouse', tickets: 1 }, delta: -100 }),
      entry(3, { reason: 'giveaway_refund', params: { giveaway: 'Headset' } }),
      entry(4, { reason: 'gtb_prize', params: { hunt: 3, place: 1 } }),
      entry(5, { reason: 'hunt_bet', params: { hunt: 3, group: 'A' }, delta: -50 }),
      entry(6, { reason: 'hunt_refund', params: { hunt: 3, why: 'cancelled' } }),
      entry(7, { reason: 'hunt_refund', params: { hunt: 4, why: 'no_winner' } }),
      entry(8, { reason: 'slot_request_refund', params: { slot: 'Book of Dead', why: 'rejected' } }),
      entry(9, { reason: 'account_merge', params: { account: 'alice_k' }, delta: -1_000 }),
      entry(10, { reason: 'admin_set', params: { points: 5_000 } }),
      entry(11, { reason: 'redemption', params: { item: 'Shout-out' }, delta: -10 }),
      entry(12, { reason: 'admin_adjust', note: 'Stream raffle' }),
      entry(13, { reason: 'gtb_prize', note: 'Bonus Hunt #2: GTB place 1' }),
      entry(14, { reason: 'season_reset', note: 'season reset', delta: -10 }),
      entry(15, { reason: 'channel_reward', params: { reward: 'Hydrate', platform: 'twitch' }, delta: 250 }),
    ],
    total: 15,
    page: 1,
    pageSize: 20,
  };
  /** Each row's reason cell as text: the reason, then the line under it. */
  async function reasons(first: RegExp) {
    return (await rows(first)).map((r) => r[0]);
  }

  it.each([
    [
      'en' as const,
      /Headset: 3 tickets/,
      [
        'Giveaway ticketsHeadset: 3 tickets',
        'Giveaway ticketsMouse: 1 ticket',
        'Giveaway refundedHeadset: giveaway cancelled',
        'GTB prizeBonus Hunt #3: GTB place 1',
        'Bonus hunt betBonus Hunt #3: AVG group A',
        'Bonus hunt bet refundedBonus Hunt #3 cancelled',
        'Bonus hunt bet refundedBonus Hunt #4: nobody chose the winning AVG group',
        'Slot request refundedBook of Dead (rejected)',
        'Accounts mergedMoved to alice_k',
        'Set by an adminSet to 5,000 points',
        'Shop redemptionShout-out',
        'Adjusted by an adminStream raffle',
        'GTB prizeBonus Hunt #2: GTB place 1',
        'Season reset',
        'Channel points rewardHydrate',
      ],
    ],
    [
      'pt-PT' as const,
      /Headset: 3 bilhetes/,
      [
        'Bilhetes de sorteioHeadset: 3 bilhetes',
        'Bilhetes de sorteioMouse: 1 bilhete',
        'Sorteio reembolsadoHeadset: sorteio cancelado',
        'Prémio do GTBBonus Hunt #3: 1.º lugar do GTB',
        'Aposta no bonus huntBonus Hunt #3: grupo A do AVG',
        'Aposta no bonus hunt reembolsadaBonus Hunt #3 cancelado',
        'Aposta no bonus hunt reembolsadaBonus Hunt #4: ninguém escolheu o grupo vencedor do AVG',
        'Pedido de slot reembolsadoBook of Dead (recusado)',
        'Contas fundidasTransferidos para a conta alice_k',
        'Definido por um adminSaldo definido para 5\u00a0000 pontos',
        'Resgate na lojaShout-out',
        'Ajustado por um adminStream raffle',
        'Prémio do GTBBonus Hunt #2: GTB place 1', // an older row keeps its English note
        'Reinício da temporada',
        'Recompensa de pontos do canalHydrate',
      ],
    ],
    [
      'pt-BR' as const,
      /Headset: 3 bilhetes/,
      [
        'Bilhetes de sorteioHeadset: 3 bilhetes',
        'Bilhetes de sorteioMouse: 1 bilhete',
        'Sorteio reembolsadoHeadset: sorteio cancelado',
        'Prêmio do GTBBonus Hunt #3: 1º lugar do GTB',
        'Aposta no bonus huntBonus Hunt #3: grupo A do AVG',
        'Aposta no bonus hunt reembolsadaBonus Hunt #3 cancelado',
        'Aposta no bonus hunt reembolsadaBonus Hunt #4: ninguém escolheu o grupo vencedor do AVG',
        'Pedido de slot reembolsadoBook of Dead (recusado)',
        'Contas mescladasTransferidos para a conta alice_k',
        'Definido por um adminSaldo definido para 5.000 pontos',
        'Resgate na lojaShout-out',
        'Ajustado por um adminStream raffle',
        'Prêmio do GTBBonus Hunt #2: GTB place 1',
        'Reinício da temporada',
        'Recompensa de pontos do canalHydrate',
      ],
    ],
  ])('writes each row’s line from its figures in %s', async (locale, first, expected) => {
    await loadLocale(locale);
    fakeApi({ 'GET /points/history?page=1&pageSize=20': ok(detailed) });
    renderApp(<HistoryTable />);
    expect(await reasons(first)).toEqual(expected);
  });
});
