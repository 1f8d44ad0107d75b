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

describe('offers by country', () => {
  const lusa: Offer = {
    ...offer,
    id: '00000000-0000-4000-8000-000000000002',
    slug: 'lusa-bet',
    name: 'Lusa Bet',
    claimUrl: '/go/lusa-bet',
    licence: { regulator: 'SRIJ', number: '099' },
  };
  const restricted: Offer = { ...offer, restrictedIn: ['BR'], available: false, claimUrl: null };

  it('an SRIJ offer shows its notice on the card and in the dialog, in European Portuguese', async () => {
    await loadLocale('pt-PT');
    fakeApi({ 'GET /offers': ok([lusa]) });
    const { user } = renderApp(<OffersPage />);
    const card = (await screen.findAllByTestId('offer-card'))[0]!;
    const notice = within(card).getByTestId('srij-notice');
    expect(notice.textContent).toContain('Licença SRIJ n.º 099');
    expect(notice.textContent).toContain('18+');
    expect(notice.textContent).toContain('Jogue com responsabilidade');
    expect(notice.textContent).toContain('1414');
    expect(within(notice).getByRole('link', { name: 'Autoexclusão (SRIJ)' }).getAttribute('href')).toBe(
      'https://www.srij.turismodeportugal.pt/',
    );
    await user.click(within(card).getByRole('button', { name: /Lusa Bet/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lusa Bet' });
    expect(within(dialog).getByTestId('srij-notice')).toBeTruthy();
    expect(within(dialog).getByText('Licenciado por SRIJ (licença 099)')).toBeTruthy();
  });

  it('an offer marked for the visitor country says so and has no Claim; other offers show no SRIJ notice', async () => {
    fakeApi({ 'GET /offers': ok([restricted]) });
    const { user } = renderApp(<OffersPage />);
    const card = (await screen.findAllByTestId('offer-card'))[0]!;
    const button = within(card).getByRole('button', { name: 'Not available in your country' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).queryByRole('link', { name: 'Claim Offer' })).toBeNull();
    expect(within(card).queryByTestId('srij-notice')).toBeNull();
    await user.click(within(card).getByRole('button', { name: /Details of Nova Crypto/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Crypto' });
    expect(within(dialog).getByText('Not available in: Brazil')).toBeTruthy();
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

  it('the licence and country codes: an unknown code is named at once; the codes go as typed, the licence in one piece', async () => {
    const admin: AdminOffer = { ...offer, link: 'https://nova.example/r', position: 1, hidden: false };
    const api = fakeApi({
      'GET /admin/offers': ok([admin]),
      'GET /admin/offers/clicks?days=30': ok([]),
      [`PATCH /offers/${admin.id}`]: {
        status: 400,
        body: { error: { code: 'UNKNOWN_COUNTRY', message: 'x', fields: { availableIn: 'unknown country code: QQ' } } },
      },
    });
    const { user } = renderApp(<AdminOffersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Nova Crypto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Nova Crypto' });
    await user.type(within(dialog).getByLabelText('Licensed by (regulator)'), 'SRIJ');
    await user.type(within(dialog).getByLabelText('Licence number'), '099');
    await user.type(within(dialog).getByLabelText('Restricted in (country codes)'), 'br, xx');
    expect(within(dialog).getByText('Unknown country code: xx')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Restricted in (country codes)'));
    await user.type(within(dialog).getByLabelText('Restricted in (country codes)'), 'br es');
    expect(within(dialog).getByText('Brazil and Spain')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Available only in (country codes)'), 'qq');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use two-letter ISO country codes (PT, BR, ES...).')).toBeTruthy();
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      licence: { regulator: 'SRIJ', number: '099' },
      restrictedIn: ['br', 'es'],
      availableIn: ['qq'],
    });
  });
});
