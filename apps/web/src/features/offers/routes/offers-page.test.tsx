import type { AdminOffer, Offer } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import AdminOffersPage from './admin-offers';
import OffersPage from './offers-page';

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

const offer: Offer = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'nova-crypto',
  name: 'Nova Crypto',
  image: '/offers/nova.svg',
  color: '#7c3aed',
  coming: false,
  claimUrl: '/go/nova-crypto',
  details: {
    vpn: true,
    kyc: false,
    minDeposit: '$10',
    minWithdrawal: '$25',
    depositMethods: ['Bitcoin'],
    withdrawalMethods: ['Bitcoin'],
    providers: ['Pragmatic Play'],
    steps: [
      { position: 1, bonusPercentage: 180, minDep: 10 },
      { position: 2, bonusPercentage: 240, minDep: 50, upTo: 1000, freebet: 20 },
    ],
    bonusTexts: ['Wager x40 (as typed by the admin)'],
    promoCode: 'STREAM75',
  },
  licence: null,
  availableIn: [],
  restrictedIn: [],
  available: true,
};

async function openDetails() {
  fakeApi({ 'GET /offers': ok([offer]) });
  const { user } = renderApp(<OffersPage />);
  const heading = (await screen.findByRole('heading', { level: 1 })).textContent;
  await user.click(await screen.findByRole('button', { name: /Nova Crypto/ }));
  return { heading, dialog: await screen.findByRole('dialog', { name: 'Nova Crypto' }) };
}

describe('the offers (home page)', () => {
  it('shows the card and its details in English; the admin-typed texts stay as typed', async () => {
    const { heading, dialog } = await openDetails();
    expect(heading).toBe('Our Offers');
    expect(within(dialog).getByRole('heading', { name: 'Player Information' })).toBeTruthy();
    expect(within(dialog).getByText('1st deposit')).toBeTruthy();
    expect(within(dialog).getByText('2nd deposit')).toBeTruthy();
    expect(within(dialog).getByText('+180%')).toBeTruthy();
    expect(within(dialog).getByText('up to 1,000')).toBeTruthy();
    expect(within(dialog).getByText('20 freebet')).toBeTruthy();
    expect(within(dialog).getByText('Wager x40 (as typed by the admin)')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Claim Offer' })).toBeTruthy();
  });

  it('reads in Brazilian and European Portuguese', async () => {
    await loadLocale('pt-BR');
    let { heading, dialog } = await openDetails();
    expect(heading).toBe('Nossas ofertas');
    expect(within(dialog).getByText('2º depósito')).toBeTruthy();
    expect(within(dialog).getByText('até 1.000')).toBeTruthy();
    expect(within(dialog).getByText('Saque mín.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Resgatar oferta' })).toBeTruthy();
    expect(within(dialog).getByText('Wager x40 (as typed by the admin)')).toBeTruthy();
    resetAfterEach();

    await loadLocale('pt-PT');
    ({ heading, dialog } = await openDetails());
    expect(heading).toBe('As nossas ofertas');
    expect(within(dialog).getByText('2.º depósito')).toBeTruthy();
    expect(within(dialog).getByText('Levantamento mín.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copiar o código promocional' })).toBeTruthy();
  });
});

describe('/admin/offers', () => {
  it("a refused field says what it needs in the screen's words, never the server's", async () => {
    const admin: AdminOffer = { ...offer, link: 'https://nova.example/r', position: 1, hidden: false };
    fakeApi({
      'GET /admin/offers': ok([admin]),
      'GET /admin/offers/clicks?days=30': ok([]),
      'POST /offers': {
        status: 400,
        body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid input', fields: { slug: 'server words' } } },
      },
    });
    const { user } = renderApp(<AdminOffersPage />);
    await user.click(await screen.findByRole('button', { name: 'Add offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add offer' });
    await user.type(within(dialog).getByLabelText('Slug'), 'Bad Slug');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Only lowercase letters, digits and dashes, at most 40 characters.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText('server words')).toBeNull();
    expect(await screen.findByText('No clicks in the last 30 days.')).toBeTruthy();
  });
});
