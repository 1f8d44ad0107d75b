import type { ShopItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderApp, resetAfterEach } from '@/test/render';
import ShopPage from './shop';

const item = (n: number, overrides: Partial<ShopItem> = {}): ShopItem => ({
  id: `00000000-0000-4000-8000-00000000090${n}`,
  name: `Item ${n}`,
  description: 'A thing from the shop.',
  cost: 500,
  quantity: 3,
  image: '/favicon.svg',
  available: true,
  redeemed: false,
  detail: null,
  affiliate: null,
  meetsAffiliateRule: true,
  ...overrides,
});

const items = [
  item(1, { name: 'Gift card', detail: { label: 'E-mail', kind: 'email', required: true } }),
  item(2, { name: 'Hoodie', cost: 5_000, quantity: 1 }),
];

/** /shop for a viewer holding 1,000 points (or an admin); POST /shop refuses with the server's field errors. */
function setup(role: 'user' | 'Admin' = 'user') {
  const server = fakeApi({
    'GET /users/me': ok({ ...viewer, role }),
    'GET /shop': ok(items),
    'POST /shop': {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request — name: is required',
          fields: { name: 'is required', cost: 'must be at least 1' },
        },
      },
    },
  });
  return { ...server, ...renderApp(<ShopPage />) };
}

beforeEach(() => {
  document.cookie = 'signedIn=1; path=/';
});
afterEach(async () => {
  document.cookie = 'signedIn=; path=/; max-age=0';
  resetAfterEach();
  await loadLocale('en');
});

describe('the shop', () => {
  it('shows the cards, the missing points and checks the delivery detail before sending (English)', async () => {
    const { user, writes } = setup();
    expect(screen.getByRole('heading', { name: 'Our Shop' })).toBeTruthy();
    const hoodie = await screen.findByRole('article', { name: 'Hoodie' });
    expect(hoodie.textContent).toContain('5,000');
    expect(hoodie.textContent).toContain('1 left');
    expect(hoodie.textContent).toContain('You need 4,000 more points.');
    expect(within(hoodie).getByRole('button', { name: 'Not enough points!' })).toHaveProperty('disabled', true);

    const gift = screen.getByRole('article', { name: 'Gift card' });
    expect(gift.textContent).toContain('3 left');
    await user.click(within(gift).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Redemption' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('E-mail is required.');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('E-mail must be an e-mail address.');
    expect(writes()).toEqual([]);
  });

  it('the admin form: English labels, and the rule of each field the server refused', async () => {
    const { user } = setup('Admin');
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    for (const label of ['Title', 'Description', 'Cost', 'Quantity', 'Image', 'Label', 'Type'])
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    expect(within(dialog).getByText('Delivery detail')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Give the item a title of up to 80 characters.')).toBeTruthy();
    expect(within(dialog).getByText('The cost is a whole number from 1.')).toBeTruthy();
    expect(within(dialog).queryByText('is required')).toBeNull();
  });
});

describe('the shop in Portuguese', () => {
  it('pt-PT: European Portuguese, numbers grouped with a space', async () => {
    await loadLocale('pt-PT');
    const { user } = setup();
    expect(screen.getByRole('heading', { name: 'A nossa loja' })).toBeTruthy();
    const hoodie = await screen.findByRole('article', { name: 'Hoodie' });
    expect(hoodie.textContent).toMatch(/Precisa de mais 4\s000 pontos\./);
    expect(hoodie.textContent).toContain('1 disponível');
    expect(within(hoodie).getByRole('button', { name: 'Pontos insuficientes!' })).toBeTruthy();
    const gift = screen.getByRole('article', { name: 'Gift card' });
    await user.click(within(gift).getByRole('button', { name: 'Resgatar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar resgate' });
    expect(dialog.textContent).toContain('Tem a certeza de que quer resgatar este artigo?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('E-mail é obrigatório.');
  });

  it("pt-BR: the admin form has the reference product's labels, word for word", async () => {
    await loadLocale('pt-BR');
    const { user } = setup('Admin');
    expect(screen.getByRole('heading', { name: 'Nossa loja' })).toBeTruthy();
    const hoodie = await screen.findByRole('article', { name: 'Hoodie' });
    expect(hoodie.textContent).toContain('Você precisa de mais 4.000 pontos.');
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar item' });
    for (const label of ['Título', 'Descrição', 'Custo', 'Quantidade', 'Imagem', 'Rótulo', 'Tipo'])
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    expect(within(dialog).getByText('Link de uma imagem png (ex.: https://i.imgur.com/exemplo.png)')).toBeTruthy();
    expect(within(dialog).getByText('Detalhe de entrega')).toBeTruthy();
    expect(within(dialog).getByLabelText('Obrigatório')).toBeTruthy();
  });
});

describe('affiliate-only items', () => {
  const stakeOnly = item(3, {
    name: 'Stake hoodie',
    cost: 100,
    affiliate: { sponsor: { slug: 'stake', name: 'Stake' } },
    meetsAffiliateRule: false,
  });
  const anySponsor = item(4, {
    name: 'Mystery box',
    cost: 100,
    affiliate: { sponsor: null },
    meetsAffiliateRule: true,
  });

  function affiliateSetup(list: ShopItem[], opts: { signedIn?: boolean; role?: 'user' | 'Admin' } = {}) {
    if (opts.signedIn === false) document.cookie = 'signedIn=; path=/; max-age=0';
    const server = fakeApi({
      'GET /users/me': ok({ ...viewer, role: opts.role ?? 'user' }),
      'GET /shop': ok(list),
      'GET /sponsors': ok([{ slug: 'stake', name: 'Stake', logo: '/s.svg', prizes: [100], periods: [] }]),
      'POST /shop': (call) => ({ status: 201, body: item(9, { name: (call.body as { name: string }).name }) }),
    });
    return { ...server, ...renderApp(<ShopPage />) };
  }

  it.each([
    ['en', 'Only for viewers with a verified Stake account. Verify yours on your profile.'],
    ['pt-PT', 'Só para quem tem uma conta Stake verificada. Verifique a sua no seu perfil.'],
    ['pt-BR', 'Só para quem tem uma conta Stake verificada. Verifique a sua no seu perfil.'],
  ] as const)(
    '%s: a viewer who is not an affiliate there sees the badge and how to verify, with no Redeem button',
    async (locale, hint) => {
      await loadLocale(locale);
      affiliateSetup([stakeOnly, anySponsor]);
      const card = await screen.findByRole('article', { name: 'Stake hoodie' });
      expect(within(card).getByTestId('affiliate-badge').textContent).toContain('Stake');
      expect(within(card).getByTestId('affiliate-hint').textContent).toBe(hint);
      expect(within(card).getByRole('link').getAttribute('href')).toBe('/profile');
      expect(within(card).queryByRole('button', { name: /Redeem|Resgatar/ })).toBeNull();
      // An item whose rule the viewer meets keeps its Redeem button, with the badge.
      const box = screen.getByRole('article', { name: 'Mystery box' });
      expect(within(box).getByTestId('affiliate-badge').textContent).toMatch(/Affiliates only|Só afiliados/);
      expect(within(box).queryByTestId('affiliate-hint')).toBeNull();
      expect(within(box).getByRole('button', { name: /Redeem|Resgatar/ })).toHaveProperty('disabled', false);
    },
  );

  it('a visitor sees the badge and Redeem (which asks to sign in first), not the hint', async () => {
    affiliateSetup([stakeOnly], { signedIn: false });
    const card = await screen.findByRole('article', { name: 'Stake hoodie' });
    expect(within(card).getByTestId('affiliate-badge')).toBeTruthy();
    expect(within(card).queryByTestId('affiliate-hint')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Redeem' })).toBeTruthy();
  });

  it('the admin form sets who may redeem: anyone, any sponsor, or a named sponsor', async () => {
    const { user, writes } = affiliateSetup([], { role: 'Admin' });
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    const field = within(dialog).getByLabelText('Who may redeem it');
    await waitFor(() =>
      expect(
        within(field)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Anyone', 'Affiliates at any sponsor', 'Stake affiliates']),
    );
    await user.type(within(dialog).getByLabelText('Title'), 'Stake hoodie');
    await user.type(within(dialog).getByLabelText('Cost'), '100');
    await user.type(within(dialog).getByLabelText('Quantity'), '2');
    await user.type(within(dialog).getByLabelText('Image'), 'https://example.com/h.png');
    await user.selectOptions(field, 'Stake affiliates');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ name: 'Stake hoodie', affiliate: { sponsor: 'stake' } });
  });

  it("shows the server's refusal of the sponsor under the field", async () => {
    fakeApi({
      'GET /users/me': ok({ ...viewer, role: 'Admin' }),
      'GET /shop': ok([]),
      'GET /sponsors': ok([]),
      'POST /shop': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid request.',
            fields: { 'affiliate.sponsor': 'is not a sponsor' },
          },
        },
      },
    });
    const { user } = renderApp(<ShopPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    await user.selectOptions(within(dialog).getByLabelText('Who may redeem it'), 'Affiliates at any sponsor');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Choose a sponsor from the list.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Who may redeem it').getAttribute('aria-invalid')).toBe('true');
  });
});
