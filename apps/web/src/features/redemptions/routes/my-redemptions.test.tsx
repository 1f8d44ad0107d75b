import type { Redemption } from '@app/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderApp, resetAfterEach } from '@/test/render';
import MyRedemptionsPage from './my-redemptions';

const denied: Redemption = {
  _id: '00000000-0000-4000-8000-000000000a01',
  twitchName: 'viewer',
  itemName: 'Stream Hoodie',
  cost: 1_500,
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'denied',
  decidedAt: '2026-11-21T10:00:00.000Z',
  detailLabel: 'E-mail',
  detail: 'fan@example.com',
  note: 'Out of sizes',
};

function setup() {
  fakeApi({
    'GET /users/me': ok(viewer),
    'GET /reedem/mine?page=1&pageSize=10': ok({ items: [denied], total: 1, page: 1, pageSize: 10 }),
  });
  return renderApp(<MyRedemptionsPage />);
}

beforeEach(() => {
  document.cookie = 'signedIn=1; path=/';
});
afterEach(async () => {
  document.cookie = 'signedIn=; path=/; max-age=0';
  resetAfterEach();
  await loadLocale('en');
});

describe('My redemptions', () => {
  it('English: the cost, the decision with the refund, the note', async () => {
    setup();
    const row = await screen.findByTestId('my-redemption');
    expect(row.textContent).toContain('1,500 points · ');
    expect(row.textContent).toContain('Denied');
    expect(row.textContent).toMatch(/Denied 21 Nov 2026, \d\d:\d\d · 1,500 points refunded/);
    expect(row.textContent).toContain('Note from the team: Out of sizes');
    expect(row.querySelectorAll('time')).toHaveLength(2);
  });

  it('pt-PT and pt-BR: each its own words and number grouping', async () => {
    await loadLocale('pt-PT');
    const first = setup();
    expect(screen.getByRole('heading', { name: 'Os meus resgates' })).toBeTruthy();
    let row = await screen.findByTestId('my-redemption');
    expect(row.textContent).toMatch(/1\s500 pontos · /);
    expect(row.textContent).toMatch(/Recusado a .+ · 1\s500 pontos devolvidos/);
    expect(row.textContent).toContain('Nota da equipa: Out of sizes');
    first.unmount();

    await loadLocale('pt-BR');
    setup();
    expect(screen.getByRole('heading', { name: 'Meus resgates' })).toBeTruthy();
    row = await screen.findByTestId('my-redemption');
    expect(row.textContent).toContain('1.500 pontos · ');
    expect(row.textContent).toMatch(/Negado em .+ · 1\.500 pontos devolvidos/);
    expect(row.textContent).toContain('Nota da equipe: Out of sizes');
  });
});
