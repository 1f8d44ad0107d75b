import type { AuditEntry } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import AdminAuditPage from './admin-audit';

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

let next = 0;
const entry = (e: Partial<AuditEntry> & Pick<AuditEntry, 'action' | 'targetType'>): AuditEntry => ({
  id: String(++next),
  createdAt: '2026-11-28T12:00:00.000Z',
  actorId: null,
  actorName: 'Ana',
  actorRole: 'Admin',
  targetId: null,
  targetLabel: null,
  summary: { before: null, after: null },
  requestId: null,
  ip: null,
  ...e,
});

const rows: AuditEntry[] = [
  // Written before the API stopped naming fixed targets: an English label the page does not show.
  entry({ action: 'site.settings', targetType: 'setting', targetId: 'site', targetLabel: 'Site settings' }),
  entry({ action: 'earning.settings', targetType: 'setting', targetId: 'earning' }),
  entry({ action: 'season.reset', targetType: 'season', targetLabel: 'every balance' }),
  entry({ action: 'offer.reorder', targetType: 'offer' }),
  entry({ action: 'slot.import', targetType: 'slot', targetLabel: 'slot catalogue (CSV)' }),
  entry({ action: 'earning.tick', targetType: 'earning_tick' }),
  // Data: a giveaway's title and a slot's name are shown as written.
  entry({ action: 'giveaway.create', targetType: 'giveaway', targetId: 'g1', targetLabel: 'Headset' }),
  entry({ action: 'offer.update', targetType: 'offer', targetId: 'o1', targetLabel: 'Stake' }),
  entry({
    action: 'prize.handout',
    targetType: 'prize',
    targetId: 'gtb:6f1d2b1e-0000-4000-8000-000000000001:2',
    targetLabel: 'Bonus Hunt #7 · Ana',
  }),
  entry({
    action: 'prize.handout',
    targetType: 'prize',
    targetId: 'leaderboard:roobet:2026-10:1',
    targetLabel: 'Roobet 2026-10 · Bob',
  }),
];

async function targets(): Promise<string[]> {
  fakeApi({
    'GET /admin/audit?limit=50': ok({ items: rows, nextCursor: null }),
    'GET /admin/audit/actions': ok({ actions: [] }),
  });
  renderApp(<AdminAuditPage />);
  const table = await screen.findByTestId('audit-table');
  await within(table).findAllByTestId('audit-row');
  return within(table)
    .getAllByTestId('audit-row')
    .map((row) => {
      const name = within(row).getByTestId('audit-target').textContent ?? '';
      const place = row.querySelector('[data-testid="audit-target-place"]')?.textContent;
      return place ? `${name} | ${place}` : name;
    });
}

describe("the audit log names each row's target in the reader's language", () => {
  it.each([
    [
      'en',
      [
        'Site settings',
        'Watch-time earning',
        'Every balance',
        'Offer order',
        'Slot catalogue (CSV)',
        'Watch-time tick',
        'Headset',
        'Stake',
        'Bonus Hunt #7 · Ana | GTB place 2',
        'Roobet 2026-10 · Bob | Wager race place 1',
      ],
    ],
    [
      'pt-PT',
      [
        'Definições do site',
        'Ganhos por tempo de visualização',
        'Todos os saldos',
        'Ordem das ofertas',
        'Catálogo de slots (CSV)',
        'Tick do tempo de visualização',
        'Headset',
        'Stake',
        'Bonus Hunt #7 · Ana | 2.º lugar do GTB',
        'Roobet 2026-10 · Bob | 1.º lugar da wager race',
      ],
    ],
    [
      'pt-BR',
      [
        'Configurações do site',
        'Ganhos por tempo assistido',
        'Todos os saldos',
        'Ordem das ofertas',
        'Catálogo de slots (CSV)',
        'Tick do tempo assistido',
        'Headset',
        'Stake',
        'Bonus Hunt #7 · Ana | 2º lugar do GTB',
        'Roobet 2026-10 · Bob | 1º lugar da wager race',
      ],
    ],
  ] as const)('%s', async (locale, expected) => {
    await loadLocale(locale);
    expect(await targets()).toEqual(expected);
  });
});
