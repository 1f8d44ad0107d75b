import type { PrizeItem, PrizeList } from '@app/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import AdminPrizesPage from './admin-prizes';

const gtb = (place: number, prize: Partial<PrizeItem>): PrizeItem => ({
  source: 'gtb',
  ref: `00000000-0000-4000-8000-000000000001:${place}`,
  place,
  threshold: null,
  scope: null,
  huntIndex: 12,
  sponsorName: null,
  period: null,
  winner: 'Ana (ana_w)',
  kind: 'text',
  prizePoints: null,
  prizeText: null,
  prizeUsd: null,
  affiliate: false,
  awardedAt: '2026-11-20T12:00:00.000Z',
  paidByLedger: false,
  handedOut: false,
  handedOutAt: null,
  handedOutBy: null,
  handedOutByRemoved: false,
  ...prize,
});

const list: PrizeList = {
  prizes: [
    gtb(1, {
      prizeText: 'Signed mousepad',
      handedOut: true,
      handedOutAt: '2026-11-21T10:00:00.000Z',
      handedOutBy: 'Boss',
    }),
    gtb(2, {
      kind: 'points',
      prizePoints: 1_500,
      paidByLedger: true,
      handedOut: true,
      handedOutAt: '2026-11-20T12:00:00.000Z',
    }),
    {
      ...gtb(1, {}),
      source: 'leaderboard',
      ref: 'stake:2026-10:1',
      huntIndex: null,
      sponsorName: 'Stake',
      period: '2026-10',
      winner: 'ann_real',
      kind: 'usd',
      prizeUsd: 2_000,
      handedOut: true,
      handedOutAt: '2026-11-21T10:00:00.000Z',
      handedOutByRemoved: true,
    },
    {
      ...gtb(1, {}),
      source: 'milestone',
      ref: '00000000-0000-4000-8000-00000000000a',
      place: null,
      threshold: 5_000,
      scope: 'month',
      huntIndex: null,
      sponsorName: 'Stake',
      period: '2026-10',
      winner: 'bea',
      prizeText: 'Hoodie',
      awardedAt: '2026-11-19T12:00:00.000Z',
      handedOut: true,
      handedOutAt: '2026-11-21T10:00:00.000Z',
      handedOutBy: 'Boss',
    },
  ],
};

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

/** Each row's lines: the title, winner and prize, and the paid / handed-out line. */
async function rows(first: RegExp) {
  await screen.findAllByText(first);
  return screen
    .getAllByTestId('prize-row')
    .map((row) => [...row.querySelectorAll('p')].map((p) => p.textContent?.replace(/[\u00a0\u202f]/g, ' ')));
}

describe('the prizes to hand out', () => {
  it.each([
    [
      'en' as const,
      /GTB place 1/,
      [
        ['Bonus Hunt #12 · GTB place 1', 'Ana (ana_w) · Signed mousepad', 'Handed out by Boss, 21 Nov 2026, 10:00'],
        [
          'Bonus Hunt #12 · GTB place 2',
          'Ana (ana_w) · 1,500 points',
          'Paid into the balance at settlement, 20 Nov 2026, 12:00',
        ],
        [
          'Stake wager race, October 2026 · place 1',
          'ann_real · $2,000',
          'Handed out by a removed admin, 21 Nov 2026, 10:00',
        ],
        ['Wager milestone: $5,000 at Stake in October 2026', 'bea · Hoodie', 'Handed out by Boss, 21 Nov 2026, 10:00'],
      ],
    ],
    [
      'pt-PT' as const,
      /lugar do GTB/,
      [
        ['Bonus Hunt #12 · 1.º lugar do GTB', 'Ana (ana_w) · Signed mousepad', 'Entregue por Boss, 21/11/2026, 10:00'],
        [
          'Bonus Hunt #12 · 2.º lugar do GTB',
          'Ana (ana_w) · 1 500 pontos',
          'Pago no saldo no fecho do hunt, 20/11/2026, 12:00',
        ],
        [
          'Wager race Stake, outubro de 2026 · 1.º lugar',
          'ann_real · 2 000 US$',
          'Entregue por um admin removido, 21/11/2026, 10:00',
        ],
        [
          'Meta de wager: 5 000 US$ em Stake em outubro de 2026',
          'bea · Hoodie',
          'Entregue por Boss, 21/11/2026, 10:00',
        ],
      ],
    ],
    [
      'pt-BR' as const,
      /lugar do GTB/,
      [
        [
          'Bonus Hunt #12 · 1º lugar do GTB',
          'Ana (ana_w) · Signed mousepad',
          'Entregue por Boss, 21 de nov. de 2026, 10:00',
        ],
        [
          'Bonus Hunt #12 · 2º lugar do GTB',
          'Ana (ana_w) · 1.500 pontos',
          'Pago no saldo no fechamento do hunt, 20 de nov. de 2026, 12:00',
        ],
        [
          'Wager race Stake, outubro de 2026 · 1º lugar',
          'ann_real · US$ 2.000',
          'Entregue por um admin removido, 21 de nov. de 2026, 10:00',
        ],
        [
          'Meta de wager: US$ 5.000 em Stake em outubro de 2026',
          'bea · Hoodie',
          'Entregue por Boss, 21 de nov. de 2026, 10:00',
        ],
      ],
    ],
  ])('writes each prize from its figures in %s', async (locale, first, expected) => {
    await loadLocale(locale);
    fakeApi({ 'GET /config': ok({ currency: 'USD' }), 'GET /admin/prizes': ok(list) });
    renderApp(<AdminPrizesPage />);
    // Every prize here is paid or handed out: the list of all of them.
    await screen.findByRole('tab', { name: /\(0\)/ });
    fireEvent.click(screen.getAllByRole('tab')[1]!);
    expect(await rows(first)).toEqual(expected);
  });

  it.each([
    ['en', 'Ana (ana_w) · $50 at the sponsorAffiliate prize'],
    ['pt-PT', 'Ana (ana_w) · $50 at the sponsorPrémio de afiliado'],
    ['pt-BR', 'Ana (ana_w) · $50 at the sponsorPrêmio de afiliado'],
  ] as const)('%s: a GTB place won with its affiliate prize says so', async (locale, line) => {
    await loadLocale(locale);
    const affiliate = gtb(1, { prizeText: '$50 at the sponsor', affiliate: true });
    fakeApi({ 'GET /config': ok({ currency: 'USD' }), 'GET /admin/prizes': ok({ prizes: [affiliate, gtb(2, {})] }) });
    renderApp(<AdminPrizesPage />);
    const [won, plain] = await rows(/GTB place 1|1\.?º lugar do GTB/);
    expect(won![1]).toBe(line);
    expect(plain![1]).toBe('Ana (ana_w) · ');
    expect(screen.getAllByTestId('prize-affiliate')).toHaveLength(1);
  });
});
