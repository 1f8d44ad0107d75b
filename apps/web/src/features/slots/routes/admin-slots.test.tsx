import type { Slot } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import AdminSlotsPage from './admin-slots';

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

const refusedThumbnail = {
  status: 400,
  body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid input', fields: { thumbnail: 'server words' } } },
};
const saved: Slot = {
  id: '00000000-0000-4000-8000-000000000501',
  name: 'Zeta Quest',
  provider: 'E2E Studio',
  thumbnail: null,
  rtp: null,
  volatility: null,
  maxWin: null,
};

async function addSlot(thumbnail: string, labels: { add: string; dialog: string; name: string; thumbnail: RegExp }) {
  let refused = false;
  fakeApi({
    'POST /slots': () => {
      if (refused) return ok(saved);
      refused = true;
      return refusedThumbnail;
    },
  });
  const { user } = renderApp(<AdminSlotsPage />);
  await user.click(screen.getByRole('button', { name: labels.add }));
  const dialog = await screen.findByRole('dialog', { name: labels.dialog });
  await user.type(within(dialog).getByLabelText(labels.name), 'Zeta Quest');
  await user.type(within(dialog).getByLabelText(labels.thumbnail), thumbnail);
  await user.click(within(dialog).getByRole('button', { name: labels.add.split(' ')[0] }));
  return { user, dialog };
}

describe('/admin/slots', () => {
  it("a refused thumbnail says what it needs in the page's words; the next try adds the slot", async () => {
    const { user, dialog } = await addSlot('//cdn.example/x.png', {
      add: 'Add slot',
      dialog: 'Add a slot',
      name: 'Name',
      thumbnail: /^Thumbnail URL/,
    });
    expect(
      await within(dialog).findByText('Thumbnail URL must be an absolute https:// URL (or a path of this site).'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/server words/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await findToast('Zeta Quest (E2E Studio) is in the catalogue.')).toBeTruthy();
  });

  it('reads in European and Brazilian Portuguese', async () => {
    await loadLocale('pt-PT');
    const { dialog } = await addSlot('//x', {
      add: 'Adicionar slot',
      dialog: 'Adicionar uma slot',
      name: 'Nome',
      thumbnail: /^URL da miniatura/,
    });
    expect(await within(dialog).findByText(/^O URL da miniatura tem de ser/)).toBeTruthy();
    resetAfterEach();

    await loadLocale('pt-BR');
    renderApp(<AdminSlotsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Catálogo de slots' })).toBeTruthy();
    expect(screen.getByText('Digite pelo menos 3 letras de um slot ou de parte do nome dele.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Importar um CSV' })).toBeTruthy();
    expect(screen.getByLabelText('Arquivo CSV')).toBeTruthy();
  });
});
