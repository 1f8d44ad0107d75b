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
